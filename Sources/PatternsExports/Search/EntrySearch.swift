import PatternsCore

/// A site's entries searched in memory, ranked as the site's search script ranks its index
/// (`rank` in `patterns.js`), from the same terms, field weights (`SearchDocument`) and ranking
/// (`SearchRanking`): an entry matches when each word of the query starts one of its terms; a word
/// scores its best term's `SearchRanking.score`, the specificity counted over every page the index
/// holds (entries, guides and success-criterion pages); an entry scores the sum over the words,
/// best first, then in site order (by title).
///
/// Unlike the published index, which keeps the best `SearchIndexBuilder.pagesPerTerm` pages per
/// term to stay small, every entry is searched; guides are left out (this searches patterns).
public struct EntrySearch: Sendable {
    /// An entry that matched, with its score.
    public struct Match: Sendable {
        public let entry: PatternEntry
        public let score: Int

        /// The start of the entry's description, as a result of the site's search shows it.
        public var summary: String { SearchDocument.summary(of: entry.description) }
    }

    private let entries: [PatternEntry]
    /// Every term, sorted, so the terms a word starts are one run found by binary search.
    private let terms: [String]
    /// The entries holding each term (in `terms` order), by index in `entries`, with the term's weight.
    private let postings: [[SearchIndexBuilder.Posting]]
    /// Each term's specificity (in `terms` order).
    private let specificities: [Int]

    /// Searches `site`'s entries, each with its tips' text (`SearchText.tips(_:)` of its rendered tips).
    public init(site: Site, tips: (PatternEntry) -> [[String]]) {
        var byTerm: [String: [SearchIndexBuilder.Posting]] = [:]
        var pagesWithTerm: [String: Int] = [:]
        for (index, entry) in site.entries.enumerated() {
            let document = SearchDocument(entry: entry, config: site.config, criteria: AcceptanceCriteria(entry: entry.summary), tips: tips(entry))
            for (term, rank) in document.ranks {
                byTerm[term, default: []].append(SearchIndexBuilder.Posting(page: Int32(index), rank: rank))
                pagesWithTerm[term, default: 0] += 1
            }
        }
        // The other pages of the index count for how specific a term is, as they do in the index.
        let others = site.guides.map(SearchDocument.init(guide:)) + SearchDocument.criterionPages(of: site.summaries)
        for document in others {
            for term in document.terms { pagesWithTerm[term, default: 0] += 1 }
        }
        let pages = site.entries.count + others.count
        entries = site.entries
        terms = byTerm.keys.sorted()
        postings = terms.map { byTerm[$0]! }
        specificities = terms.map { SearchRanking.specificity(pagesWithTerm: pagesWithTerm[$0]!, pages: pages) }
    }

    /// The entries matching every word of `query` that `include` keeps, best first; none when the
    /// query has no searchable word (only stop words or one-letter words).
    public func matches(for query: String, where include: (PatternEntry) -> Bool = { _ in true }) -> [Match] {
        let words = SearchTerms.queryTerms(in: query)
        guard !words.isEmpty else { return [] }
        var found: [Int32: Int]?
        for word in words {
            let best = scores(of: word)
            guard let previous = found else {
                found = best
                continue
            }
            var both: [Int32: Int] = [:]
            for (page, score) in previous {
                if let more = best[page] { both[page] = score + more }
            }
            found = both
        }
        return (found ?? [:])
            .filter { include(entries[Int($0.key)]) }
            .sorted { ($1.value, $0.key) < ($0.value, $1.key) }
            .map { Match(entry: entries[Int($0.key)], score: $0.value) }
    }

    /// Each entry holding a term that `word` starts, with the word's best score there.
    private func scores(of word: String) -> [Int32: Int] {
        var best: [Int32: Int] = [:]
        var index = firstTerm(notBefore: word)
        let wordSpecificity = index < terms.count && terms[index] == word ? specificities[index] : nil
        while index < terms.count, terms[index].hasPrefix(word) {
            let specificity = SearchRanking.specificity(ofTerm: specificities[index], word: wordSpecificity)
            for posting in postings[index] {
                let score = SearchRanking.score(rank: posting.rank, wholeTerm: terms[index] == word, specificity: specificity)
                if score > best[posting.page, default: 0] { best[posting.page] = score }
            }
            index += 1
        }
        return best
    }

    private func firstTerm(notBefore word: String) -> Int {
        var low = 0, high = terms.count
        while low < high {
            let middle = (low + high) / 2
            if terms[middle] < word { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
