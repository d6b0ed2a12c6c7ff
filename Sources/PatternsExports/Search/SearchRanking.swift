import Foundation

/// How search ranks, in one place: the build writes each term's specificity into the index, and the
/// weights the script needs (`occurrenceBits`, `wholeTermBonus`) into the shard list, so the search
/// script only multiplies and adds (`rank` in `patterns.js`) with no constants of its own; and `EntrySearch` (the MCP
/// server's search) calls the same functions, so both order results alike.
///
/// A page scores for a word typed by the best of the terms it starts on that page:
/// `(posting rank + one field step for the whole term) × specificity`. A posting's rank is the
/// weight of the field the term is in (`SearchDocument.Field`: title above headings, criteria and
/// tips, above the notes) with how often the term occurs on the page in its low bits, so pages
/// that hold a term in the same field are told apart by how much they say about it
/// (`accessibilityLabel` in six tips ranks above a page that names it once). The specificity says
/// how few pages hold the term (a term on 3 pages outranks one on 30); a longer term that the word
/// only starts counts no more specific than the word itself, so `label` does not rank
/// `labelsHidden` above `label`. Several words add up; ties keep the order of the first word's
/// postings (best first), then title.
enum SearchRanking {
    /// Bits of a posting's rank that hold how often the term occurs on the page.
    static let occurrenceBits: UInt8 = 3

    /// What a page scores above its posting's rank when the word typed is the whole term, not only
    /// its start: one field step. The shard list carries it (`wholeTermBonus`) for the search script.
    static let wholeTermBonus = 1 << Int(occurrenceBits)

    /// A posting's rank: the field's weight, then the term's occurrences on the page on a log scale
    /// (1 → 0, 2–3 → 1, 4–7 → 2 … 128 and more → 7), so frequent terms are still told apart.
    static func rank(fieldWeight: UInt8, occurrences: Int) -> UInt8 {
        let most = (1 << Int(occurrenceBits)) - 1
        let scale = Int.bitWidth - 1 - max(occurrences, 1).leadingZeroBitCount
        return fieldWeight << occurrenceBits | UInt8(min(scale, most))
    }

    /// The field weight a posting's rank holds.
    static func fieldWeight(ofRank rank: UInt8) -> UInt8 {
        rank >> occurrenceBits
    }

    /// A term's specificity: `10 × (1 + ln(pages / pages holding it))`, rounded, so at least 10 and
    /// an integer the script multiplies exactly.
    static func specificity(pagesWithTerm: Int, pages: Int) -> Int {
        guard pagesWithTerm > 0, pages > pagesWithTerm else { return 10 }
        return Int((10 * (1 + log(Double(pages) / Double(pagesWithTerm)))).rounded())
    }

    /// The specificity a term scores with for a word that starts it: its own, but no more than the
    /// word's own when the word is a term of the index too.
    static func specificity(ofTerm term: Int, word: Int?) -> Int {
        min(term, word ?? term)
    }

    /// A page's score for a word: the posting's rank, one field step more when the word is the whole
    /// term, times the term's specificity.
    static func score(rank: UInt8, wholeTerm: Bool, specificity: Int) -> Int {
        (Int(rank) + (wholeTerm ? wholeTermBonus : 0)) * specificity
    }
}
