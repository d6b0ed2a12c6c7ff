import Foundation
import PatternsCore
import PatternsDiagnostics

/// Which sources changed since the last build: compares sizes and modification times first, and
/// reads and hashes a file only when those differ (or are too recent to trust), as git does.
struct SourceChanges: Sendable {
    /// The manifest with refreshed file times for files that were touched but not changed.
    private(set) var manifest: BuildManifest
    let snapshot: SourceSnapshot
    /// Existing sources whose bytes changed, sorted.
    private(set) var changedSources: [String] = []
    private(set) var added: [String] = []
    private(set) var removed: [String] = []
    /// What was read of each changed source, so it is neither read nor hashed twice.
    struct Change: Sendable {
        let bytes: [UInt8]
        let contentHash: UInt64
        let state: SourceSnapshot.FileState?
    }

    /// The changed sources with what was read of them, in `changedSources` order.
    var changes: [(path: String, change: Change)] {
        changedSources.compactMap { path in readChanges[path].map { (path, $0) } }
    }

    private var readChanges: [String: Change] = [:]
    /// Whether some file's time changed without its bytes changing (worth recording).
    private(set) var refreshedStates = false

    /// A file modified this close to the last build's end may have changed again within the same
    /// clock tick; its bytes are checked even when size and time match.
    static let racyWindow: Int64 = 2_000_000_000

    var isUpToDate: Bool { changedSources.isEmpty && added.isEmpty && removed.isEmpty }

    init(manifest: BuildManifest, snapshot: SourceSnapshot, directory: SiteDirectory) {
        self.manifest = manifest
        self.snapshot = snapshot
        let current = Set(snapshot.paths)
        removed = manifest.sources.keys.filter { !current.contains($0) }.sorted()
        var suspects: [String] = []
        for path in snapshot.paths {
            guard let known = manifest.sources[path] else {
                added.append(path)
                continue
            }
            guard let state = snapshot.states[path] else {
                suspects.append(path)
                continue
            }
            if state.size != known.size || state.modified != known.modified
                || state.modified >= manifest.writtenAt - Self.racyWindow {
                suspects.append(path)
            }
        }
        let read = suspects.concurrentMap { directory.bytes(of: $0) }
        for (path, contents) in zip(suspects, read) {
            let hash = contents.map(StableHasher.hash)
            guard let contents, let hash, let known = manifest.sources[path], let state = snapshot.states[path] else {
                changedSources.append(path)
                readChanges[path] = Change(bytes: contents ?? [], contentHash: hash ?? 0, state: snapshot.states[path])
                continue
            }
            if hash == known.contentHash {
                if state.size != known.size || state.modified != known.modified {
                    self.manifest.sources[path]?.size = state.size
                    self.manifest.sources[path]?.modified = state.modified
                    refreshedStates = true
                }
            } else {
                changedSources.append(path)
                readChanges[path] = Change(bytes: contents, contentHash: hash, state: state)
            }
        }
        changedSources.sort()
    }
}
