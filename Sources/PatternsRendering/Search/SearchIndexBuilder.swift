import Foundation

/// Gathers the pages' `SearchDocument`s as their jobs finish: each term with every page holding it,
/// cut at the end into the best pages the shards list and the full lists the results page reads.
///
/// Pages are ranked by weight, then title, then page path: a total order, so the pages kept for a
/// term do not depend on the order the jobs ran in.
final class SearchIndexBuilder: @unchecked Sendable {
    /// How many pages the index lists under one term.
    static let pagesPerTerm = 40

    /// A page under a term: its index in `records` and the weight of the term on it.
    struct Posting: Sendable {
        var page: Int32
        var weight: UInt8
    }

    private let lock = NSLock()
    private var pages = SearchPageTable()
    private var postings: [String: [Posting]] = [:]

    func add(_ document: SearchDocument) {
        lock.withLock {
            let page = Int32(pages.records.count)
            pages.records.append(document.record)
            pages.paths.append(document.pagePath)
            // Every page of every term is kept (about 8 bytes each) for the results page's full lists.
            for (term, weight) in document.weights {
                postings[term, default: []].append(Posting(page: page, weight: weight))
            }
        }
    }

    /// Every term in order with its best pages (and all of them when there are more), and the records
    /// they point to, numbered in page-path order so the index is the same whatever order the jobs ran in.
    func index() -> SearchIndexContents {
        lock.withLock {
            let order = pages.paths.indices.sorted { pages.paths[$0] < pages.paths[$1] }
            var position = [Int32](repeating: 0, count: order.count)
            for (new, old) in order.enumerated() { position[old] = Int32(new) }
            let table = SearchPageTable(records: order.map { pages.records[$0] }, paths: order.map { pages.paths[$0] })
            return SearchIndexContents(pages: table, terms: postings.keys.sorted().map { term in
                let all = postings[term]!.map { Posting(page: position[Int($0.page)], weight: $0.weight) }.sorted(by: table.ranks)
                return SearchShards.Term(term: term, postings: Array(all.prefix(Self.pagesPerTerm)), all: all.count > Self.pagesPerTerm ? all : [],
                                         pagesWithTerm: all.count, specificity: SearchRanking.specificity(pagesWithTerm: all.count, pages: order.count))
            })
        }
    }
}

/// The pages of the index: what each result shows, and the page paths that break ties.
struct SearchPageTable: Sendable {
    var records: [SearchDocument.Record] = []
    var paths: [String] = []

    /// Higher weight first, then title, then page path.
    func ranks(_ first: SearchIndexBuilder.Posting, before second: SearchIndexBuilder.Posting) -> Bool {
        if first.weight != second.weight { return first.weight > second.weight }
        let (a, b) = (Int(first.page), Int(second.page))
        if records[a].title != records[b].title { return records[a].title < records[b].title }
        return paths[a] < paths[b]
    }
}

/// The gathered index: terms in order, each with its best pages, best first.
struct SearchIndexContents: Sendable {
    var pages: SearchPageTable
    var terms: [SearchShards.Term]
}
