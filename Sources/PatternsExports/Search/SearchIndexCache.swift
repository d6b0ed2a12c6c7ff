import PatternsCore

/// The gathered search index as the next build needs it to update the shards without reading
/// every page again: each page's record, each term with every page holding it and its rank there,
/// and how each first character's terms were cut into shards.
///
/// An own-pages build takes the new terms of the pages it re-read (`updating(with:)`):
/// only the terms whose pages or ranks changed are ranked again, and only the shards of their first
/// characters (with the shard list, and the full lists of those terms) are written again. The page
/// set and every record stay as they were: an edit that changes a record or adds a page is a
/// whole-site build, whose index replaces this one.
public struct SearchIndexCache: Sendable {
    var pages: SearchPageTable
    /// Every term with every page holding it, best first (`SearchPageTable.ranks`).
    var postings: [String: [SearchIndexBuilder.Posting]]
    /// How each first character's terms are cut into shards.
    var layout: [String: SearchShardLayout]

    init(pages: SearchPageTable, postings: [String: [SearchIndexBuilder.Posting]], layout: [String: SearchShardLayout]) {
        self.pages = pages
        self.postings = postings
        self.layout = layout
    }

    /// The index a whole-site build wrote: `contents` cut into shards as `layout` says.
    public init(contents: SearchIndexContents, layout: [String: SearchShardLayout]) {
        var postings: [String: [SearchIndexBuilder.Posting]] = [:]
        postings.reserveCapacity(contents.terms.count)
        for term in contents.terms { postings[term.term] = term.all.isEmpty ? term.postings : term.all }
        self.init(pages: contents.pages, postings: postings, layout: layout)
    }

    /// An index of no pages (a site without entries or guides).
    static let empty = SearchIndexCache(pages: SearchPageTable(), postings: [:], layout: [:])

    /// Whether the index holds the page at `pagePath` (its terms can be updated in place).
    public func holds(page pagePath: OutputPath) -> Bool {
        pages.number(of: pagePath) != nil
    }

    /// The index with the terms of re-read entries' and guides' documents (their pages already in
    /// it, their records unchanged), and the index files that differ: those to write and those to remove.
    public func updating(with documents: [SearchDocument]) -> SearchIndexUpdate {
        var terms: [Int32: [String: UInt8]] = [:]
        for document in documents {
            guard let page = pages.number(of: document.pagePath) else {
                preconditionFailure("\(document.pagePath) is not in the search index; a new page takes a whole-site build")
            }
            terms[page] = Dictionary(document.ranks, uniquingKeysWith: max)
        }
        let changed = changedTerms(to: terms)
        guard !changed.isEmpty else { return SearchIndexUpdate(cache: self, files: [], removed: []) }
        var update = SearchIndexUpdate(cache: self, files: [], removed: [])
        for term in changed {
            var list = postings[term, default: []].filter { terms[$0.page] == nil }
            for (page, ranks) in terms {
                if let rank = ranks[term] { list.append(SearchIndexBuilder.Posting(page: page, rank: rank)) }
            }
            list.sort(by: pages.ranks)
            update.cache.postings[term] = list.isEmpty ? nil : list
            let full = SearchShards.Term(term: term, ranked: list, pages: pages.records.count)
            if !full.all.isEmpty {
                update.files.append(SearchShards.fullList(of: full))
            } else if postings[term, default: []].count > SearchIndexBuilder.pagesPerTerm {
                update.removed.append(SearchShards.fullListPath(of: term))
            }
        }
        update.rewriteShards(startingLike: changed)
        // The page table the full lists point into is written while any term is trimmed.
        let trimmed = { (postings: [String: [SearchIndexBuilder.Posting]]) in
            postings.values.contains { $0.count > SearchIndexBuilder.pagesPerTerm }
        }
        switch (trimmed(postings), trimmed(update.cache.postings)) {
        case (false, true):
            update.files += SearchShards(contents: SearchIndexContents(pages: pages, terms: [])).pageChunks()
        case (true, false):
            update.removed += stride(from: 0, to: pages.records.count, by: SearchShards.pagesPerChunk)
                .map { SearchShards.pageChunkPath($0 / SearchShards.pagesPerChunk) }
        default:
            break
        }
        return update
    }

    /// The terms whose pages or ranks differ once the pages of `terms` hold those terms, sorted; the
    /// pages' old terms are found in one pass over the postings.
    private func changedTerms(to terms: [Int32: [String: UInt8]]) -> [String] {
        // Millions of postings on a large site: a flag per page, not a dictionary lookup per posting.
        var isUpdated = [Bool](repeating: false, count: pages.records.count)
        for page in terms.keys { isUpdated[Int(page)] = true }
        var old: [Int32: [String: UInt8]] = [:]
        for (term, list) in postings {
            for posting in list where isUpdated[Int(posting.page)] { old[posting.page, default: [:]][term] = posting.rank }
        }
        var changed: Set<String> = []
        for (page, ranks) in terms {
            let before = old[page] ?? [:]
            for (term, rank) in ranks where before[term] != rank { changed.insert(term) }
            for term in before.keys where ranks[term] == nil { changed.insert(term) }
        }
        return changed.sorted()
    }
}

/// What an own-pages build writes of the search index: the updated index for the next build, the
/// index files whose terms changed (the shards of their first characters, the shard list, their
/// full lists) and the files no term needs any more.
public struct SearchIndexUpdate: Sendable {
    public var cache: SearchIndexCache
    public var files: [RenderedFile]
    public var removed: [OutputPath]

    /// Cuts again the shards of each first character of `terms`, from the updated postings, and
    /// writes the shard list; an old shard file the new cut does not make is removed.
    mutating func rewriteShards(startingLike terms: [String]) {
        let characters = Set(terms.map { SearchShards.key(of: $0) })
        var byCharacter: [String: [String]] = [:]
        for term in cache.postings.keys {
            let character = SearchShards.key(of: term)
            if characters.contains(character) { byCharacter[character, default: []].append(term) }
        }
        let shards = SearchShards(contents: SearchIndexContents(pages: cache.pages, terms: []))
        for character in characters.sorted() {
            let old = Set(cache.layout[character]?.paths ?? [])
            let grouped = (byCharacter[character] ?? []).sorted().map {
                SearchShards.Term(term: $0, ranked: cache.postings[$0]!, pages: cache.pages.records.count)
            }
            guard !grouped.isEmpty else {
                cache.layout[character] = nil
                removed += old.sorted()
                continue
            }
            let group = shards.shards(firstCharacter: character, terms: grouped[...])
            cache.layout[character] = group.layout
            files += group.files
            removed += old.subtracting(group.files.map(\.path)).sorted()
        }
        files.append(SearchShards.shardList(cache.layout))
    }
}
