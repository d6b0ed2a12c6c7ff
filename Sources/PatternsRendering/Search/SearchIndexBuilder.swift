import Foundation

/// Gathers the pages' `SearchDocument`s as their jobs finish, keeping per term only the best-ranked
/// pages, so memory grows with the vocabulary rather than with every page's every word.
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
    /// How many pages hold each term, including those trimmed from its list.
    private var pagesWithTerm: [String: Int] = [:]

    func add(_ document: SearchDocument) {
        lock.withLock {
            let page = Int32(pages.records.count)
            pages.records.append(document.record)
            pages.paths.append(document.pagePath)
            for (term, weight) in document.weights {
                postings[term, default: []].append(Posting(page: page, weight: weight))
                pagesWithTerm[term, default: 0] += 1
                // Trimming only now and then keeps adding cheap; the kept pages are the same.
                if postings[term]!.count >= 2 * Self.pagesPerTerm { trim(term) }
            }
        }
    }

    /// Every term in order with its best pages, and the records they point to.
    func index() -> SearchIndexContents {
        lock.withLock {
            for term in postings.keys { trim(term) }
            let count = pages.records.count
            return SearchIndexContents(pages: pages, terms: postings.keys.sorted().map {
                SearchShards.Term(term: $0, postings: postings[$0]!, pagesWithTerm: pagesWithTerm[$0]!,
                                  specificity: SearchRanking.specificity(pagesWithTerm: pagesWithTerm[$0]!, pages: count))
            })
        }
    }

    private func trim(_ term: String) {
        postings[term]!.sort(by: pages.ranks)
        if postings[term]!.count > Self.pagesPerTerm { postings[term]!.removeLast(postings[term]!.count - Self.pagesPerTerm) }
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
