import Foundation

/// How search ranks, in one place: the build writes each term's specificity into the index and the
/// search script only multiplies and adds (`rank` in `patterns.js`), and `EntrySearch` (the MCP
/// server's search) calls the same functions, so both order results alike.
///
/// A page scores for a word typed by the best of the terms it starts on that page:
/// `(field weight + 1 for the whole term) × specificity`, the field weight saying where the term is
/// (`SearchDocument.Field`: title above headings, criteria and tips, above the notes) and the
/// specificity how few pages hold it (a term on 3 pages outranks one on 30). Several words add up;
/// ties go by title.
enum SearchRanking {
    /// A term's specificity: `10 × (1 + ln(pages / pages holding it))`, rounded, so at least 10 and
    /// an integer the script multiplies exactly.
    static func specificity(pagesWithTerm: Int, pages: Int) -> Int {
        guard pagesWithTerm > 0, pages > pagesWithTerm else { return 10 }
        return Int((10 * (1 + log(Double(pages) / Double(pagesWithTerm)))).rounded())
    }

    /// A page's score for a word: the weight of the field its term is in, one more when the word is
    /// the whole term, times the term's specificity.
    static func score(weight: UInt8, wholeTerm: Bool, specificity: Int) -> Int {
        (Int(weight) + (wholeTerm ? 1 : 0)) * specificity
    }
}
