import PatternsCore
@testable import PatternsExports
@testable import PatternsRendering
import Testing

/// Searching entries in memory scores as the site's search script does (`SearchRanking`): a word
/// scores the rank of its best field and how often it occurs, one field step more for a whole term, times the term's specificity,
/// summed over the words, every word required.
@Suite struct EntrySearchTests {
    static let search = EntrySearch(site: SampleSite.site) { SampleSite.tips(of: $0) }

    private func scores(_ query: String) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: Self.search.matches(for: query).map { ($0.entry.slug, $0.score) })
    }

    /// The score of a term on `pages` of the sample's 6 (2 entries, a guide, 3 criterion pages).
    private func score(_ field: SearchDocument.Field, whole: Bool = true, pages: Int, occurrences: Int = 1) -> Int {
        SearchRanking.score(rank: SearchRanking.rank(fieldWeight: field.rawValue, occurrences: occurrences), wholeTerm: whole, specificity: SearchRanking.specificity(pagesWithTerm: pages, pages: 6))
    }

    @Test func aWholeTitleWordScoresTheTitleWeightAndOneMore() {
        // "button" is said 4 times outside the notes: the title, a criterion, the role, a tip.
        #expect(scores("button") == ["button": score(.title, pages: 1, occurrences: 4)])
    }

    @Test func theStartOfAWordScoresWithoutTheBonus() {
        #expect(scores("butt") == ["button": score(.title, whole: false, pages: 1, occurrences: 4)])
    }

    @Test func wordsAddUpAndEachMustMatch() {
        // "The state changes" for Space and for a double tap.
        #expect(scores("toggle state") == ["toggle": score(.title, pages: 1) + score(.criteria, pages: 2, occurrences: 2)])
        #expect(scores("toggle accessibilitylabel").isEmpty)
    }

    @Test func bestFirstThenBySiteOrder() {
        #expect(Self.search.matches(for: "changes").map(\.entry.slug) == ["toggle"])
        #expect(Self.search.matches(for: "controls").map(\.entry.slug) == ["button", "toggle"])
        #expect(Self.search.matches(for: "controls", where: { $0.slug == "toggle" }).map(\.entry.slug) == ["toggle"])
    }

    @Test func tipsAreSearchedAtTheTipWeight() {
        #expect(scores("accessibilitylabel") == ["button": score(.tip, pages: 1)])
    }
}
