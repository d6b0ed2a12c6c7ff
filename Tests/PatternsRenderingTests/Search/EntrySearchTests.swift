import PatternsCore
@testable import PatternsRendering
import Testing

/// Searching entries in memory scores as the site's search script does: a word scores the weight
/// of its best field, one more for a whole term, summed over the words, every word required.
@Suite struct EntrySearchTests {
    static let search = EntrySearch(site: SampleSite.site)

    private func scores(_ query: String) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: Self.search.matches(for: query).map { ($0.entry.slug, $0.score) })
    }

    @Test func aWholeTitleWordScoresTheTitleWeightAndOneMore() {
        #expect(scores("button") == ["button": Int(SearchDocument.Field.title.rawValue) + 1])
    }

    @Test func theStartOfAWordScoresWithoutTheBonus() {
        #expect(scores("butt") == ["button": Int(SearchDocument.Field.title.rawValue)])
    }

    @Test func wordsAddUpAndEachMustMatch() {
        let title = Int(SearchDocument.Field.title.rawValue), criteria = Int(SearchDocument.Field.criteria.rawValue)
        #expect(scores("toggle state") == ["toggle": title + 1 + criteria + 1])
        #expect(scores("toggle accessibilitylabel").isEmpty)
    }

    @Test func bestFirstThenBySiteOrder() {
        #expect(Self.search.matches(for: "changes").map(\.entry.slug) == ["toggle"])
        #expect(Self.search.matches(for: "controls").map(\.entry.slug) == ["button", "toggle"])
        #expect(Self.search.matches(for: "controls", where: { $0.slug == "toggle" }).map(\.entry.slug) == ["toggle"])
    }

    @Test func tipsAndNotesAreSearchedAtTheBodyWeight() {
        #expect(scores("accessibilitylabel") == ["button": Int(SearchDocument.Field.body.rawValue) + 1])
    }
}
