import PatternsCore

/// How the terms of one first character were cut into shards: the prefixes the shard list names as
/// holding their terms in full, and those split by one more character. An incremental build keeps
/// it per first character, so rewriting one character's shards still writes the whole shard list,
/// and knows which of the character's old shard files to remove.
public struct SearchShardLayout: Sendable, Equatable {
    var full: [String] = []
    var split: [String] = []

    /// The shard files this layout wrote: one per full prefix, and a summary per split prefix long
    /// enough to be searched.
    var paths: [OutputPath] {
        full.map { SiteLayout.searchShard(fileName: SearchShards.fileName(of: $0)) }
            + split.filter { $0.unicodeScalars.count >= SearchShards.shortestWord }
            .map { SiteLayout.searchShard(fileName: SearchShards.fileName(of: $0)) }
    }
}
