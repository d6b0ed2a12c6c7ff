import Foundation
import Synchronization
import PatternsCore

/// Gathers the pages' `SearchDocument`s as their jobs finish: each term with every page holding it,
/// cut at the end into the best pages the shards list and the full lists the results page reads.
///
/// Pages are ranked by rank (field, then occurrences), then title, then page path: a total order, so the pages kept for a
/// term do not depend on the order the jobs ran in.
public final class SearchIndexBuilder: Sendable {
    /// How many pages the index lists under one term.
    static let pagesPerTerm = 40

    /// A page under a term: its index in `records` and the term's rank there (`SearchRanking.rank`),
    /// packed into four bytes (the page in the high 24 bits): a large site holds one per page per
    /// term, tens of millions at 100,000 entries, and two fields would take eight.
    struct Posting: Sendable, Equatable {
        private var bits: UInt32

        /// The most pages an index can number (2^24, about 16.7 million).
        static let pageLimit = 1 << 24

        init(page: Int32, rank: UInt8) {
            precondition(page >= 0 && Int(page) < Self.pageLimit, "a search index numbers at most \(Self.pageLimit) pages")
            bits = UInt32(page) << 8 | UInt32(rank)
        }

        var page: Int32 { Int32(bits >> 8) }
        var rank: UInt8 { UInt8(truncatingIfNeeded: bits) }
    }

    private let state = Mutex(State())

    private struct State {
        /// Records and paths as the pages arrive (ranked only once cut into `index()`).
        var pages = (records: [SearchDocument.Record](), paths: [OutputPath]())
        /// Every term met, numbered as first met, found by its bytes: pages are added one at a time
        /// under the lock, so each term of a page is one byte hash and compare, not a `String` made
        /// and hashed.
        var terms = TermTable()
        /// The pages holding each term, by the term's number in `terms`.
        var postings: [[Posting]] = []
    }

    public init() {}

    public func add(_ document: SearchDocument) {
        state.withLock { state in
            let page = Int32(state.pages.records.count)
            state.pages.records.append(document.record)
            state.pages.paths.append(document.pagePath)
            // Every page of every term is kept (about 4 bytes each) for the results page's full lists.
            document.forEachRank { term, rank in
                let (index, isNew) = state.terms.add(term)
                if isNew { state.postings.append([]) }
                state.postings[index].append(Posting(page: page, rank: rank))
            }
        }
    }

    /// Every term in order with its best pages (and all of them when there are more), and the records
    /// they point to, numbered in page-path order so the index is the same whatever order the jobs ran in.
    /// Takes what was gathered, leaving the builder empty: each term's pages are let go as the term is
    /// ranked, so the end of a build never holds every posting twice (28 MB at 10,000 entries).
    public func takeIndex() -> SearchIndexContents {
        state.withLock { state in
            let pages = state.pages
            var postings = state.postings
            let gatheredTerms = state.terms
            state = State()
            let order = pages.paths.indices.sorted { pages.paths[$0] < pages.paths[$1] }
            var position = [Int32](repeating: 0, count: order.count)
            for (new, old) in order.enumerated() { position[old] = Int32(new) }
            let table = SearchPageTable(records: order.map { pages.records[$0] }, paths: order.map { pages.paths[$0] })
            let terms = (0..<gatheredTerms.count).map { (term: gatheredTerms.term(at: $0), index: $0) }.sorted { $0.term < $1.term }
            return SearchIndexContents(pages: table, terms: terms.map { term, index in
                let gathered = postings[index]
                postings[index] = []
                return SearchShards.Term(term: term, ranked: gathered.map { Posting(page: position[Int($0.page)], rank: $0.rank) }.sorted(by: table.ranks),
                                         pages: order.count)
            })
        }
    }
}

/// The pages of the index: what each result shows, and the page paths that break ties.
struct SearchPageTable: Sendable {
    var records: [SearchDocument.Record] = []
    var paths: [OutputPath] = []
    /// Each page's place in title order (then page path), so ranking the postings of a term on
    /// thousands of pages compares numbers, not titles; empty while pages are being added.
    private var titleOrder: [Int32] = []

    init(records: [SearchDocument.Record] = [], paths: [OutputPath] = []) {
        self.records = records
        self.paths = paths
        let sorted = records.indices.sorted { records[$0].title != records[$1].title ? records[$0].title < records[$1].title : paths[$0] < paths[$1] }
        titleOrder = [Int32](repeating: 0, count: records.count)
        for (place, page) in sorted.enumerated() { titleOrder[page] = Int32(place) }
    }

    /// The number of the page at `pagePath` (pages are numbered in page-path order); nil if the table has no such page.
    func number(of pagePath: OutputPath) -> Int32? {
        var range = paths.startIndex..<paths.endIndex
        while !range.isEmpty {
            let middle = range.lowerBound + range.count / 2
            if paths[middle] == pagePath { return Int32(middle) }
            range = paths[middle] < pagePath ? middle + 1..<range.upperBound : range.lowerBound..<middle
        }
        return nil
    }

    /// Higher rank first, then title, then page path.
    func ranks(_ first: SearchIndexBuilder.Posting, before second: SearchIndexBuilder.Posting) -> Bool {
        if first.rank != second.rank { return first.rank > second.rank }
        return titleOrder[Int(first.page)] < titleOrder[Int(second.page)]
    }
}

/// The gathered index: terms in order, each with its best pages, best first.
public struct SearchIndexContents: Sendable {
    var pages: SearchPageTable
    var terms: [SearchShards.Term]
}
