@testable import PatternsCore
import PatternsDiagnostics
@testable import PatternsExports
@testable import PatternsRendering
import Testing

/// Ranking by where a word is and by how specific it is, and finding success criteria by number and
/// name: one definition (`SearchRanking`) the index, the site's script and `EntrySearch` share.
@Suite struct SearchRankingTests {
    @Test func aTermOnFewPagesIsMoreSpecificThanOneOnMany() {
        #expect(SearchRanking.specificity(pagesWithTerm: 3, pages: 100) == 45)
        #expect(SearchRanking.specificity(pagesWithTerm: 30, pages: 100) == 22)
        #expect(SearchRanking.specificity(pagesWithTerm: 100, pages: 100) == 10, "a term on every page still counts")
        let title = SearchRanking.rank(fieldWeight: 9, occurrences: 1)
        #expect(SearchRanking.score(rank: title, wholeTerm: true, specificity: 22) == (72 + 8) * 22)
        #expect(SearchRanking.score(rank: SearchRanking.rank(fieldWeight: 1, occurrences: 1), wholeTerm: false, specificity: 45) == 8 * 45)
    }

    @Test func aRankHoldsTheFieldThenHowOftenTheTermOccursOnALogScale() {
        let rank = { SearchRanking.rank(fieldWeight: 4, occurrences: $0) }
        #expect([1, 2, 3, 4, 7, 8, 127, 128, 100_000].map(rank) == [32, 33, 33, 34, 34, 35, 38, 39, 39])
        #expect(SearchRanking.fieldWeight(ofRank: rank(100_000)) == 4)
        #expect(rank(100_000) < SearchRanking.rank(fieldWeight: 5, occurrences: 1), "the field comes before how often")
        #expect(rank(0) == rank(1))
    }

    @Test func aLongerTermAWordStartsIsNoMoreSpecificThanTheWord() {
        #expect(SearchRanking.specificity(ofTerm: 57, word: 17) == 17)
        #expect(SearchRanking.specificity(ofTerm: 12, word: 17) == 12)
        #expect(SearchRanking.specificity(ofTerm: 57, word: nil) == 57, "a word still being typed is no term of its own")
    }

    @Test func fieldsRankTitleThenHeadingsCriteriaAndTipsThenTheNotes() {
        typealias Field = SearchDocument.Field
        #expect(Field.title.rawValue > Field.heading.rawValue)
        for middle in [Field.heading, .criteria, .tip] {
            #expect(middle.rawValue > Field.description.rawValue && middle.rawValue > Field.body.rawValue)
        }
    }

    /// Seven entries hold "label": in a title, a heading, a tip and only the notes. Where the word is
    /// ranks first; among the notes-only ones, the one that also holds a rarer longer term
    /// (`labelledby`, on one page) does not outrank the rest, which go by title: the reader asked for
    /// "label". The tip that says it three times (once in camel case) outranks the one that says it once.
    static let site: Site = {
        func entry(_ slug: String, _ title: String, _ notes: String) -> PatternEntry {
            SampleSite.entry(slug, "---\ntitle: \(title)\ndescription: A control.\ncategories: controls\nkeyboard:\n  tab: Moves\n"
                             + "mobile:\n  swipe: Moves\nscreenreader:\n  name: Its name\n  role: A control\n  group: n/a\n  state: n/a\n---\n\n\(notes)\n")
        }
        let entries = [
            entry("button", "Button", "## Notes\n\nGive it a label."),
            entry("carousel", "Carousel", "## Notes\n\nEach slide has a label."),
            entry("checkbox", "Checkbox", "## Notes\n\nThe label is clickable."),
            entry("icon-button", "Icon Button", "## Notes\n\n- **iOS**: set a label for the icon"),
            entry("image-button", "Image Button", "## Notes\n\n- **iOS**: the label is its `accessibilityLabel`, a label of a word or two"),
            entry("image", "Image", "## Notes\n\nUse aria-labelledby or a label."),
            entry("text-field", "Text Field", "## Label\n\nA visible label stays."),
            entry("label", "Label", "## Notes\n\nText naming a control."),
        ]
        return Site(config: SampleSite.config, entries: entries, guides: [], assets: [])
    }()

    @Test func whereTheWordIsThenHowRareTheTermIsThenTitle() {
        let ranked = EntrySearch(site: Self.site) { SampleSite.tips(of: $0) }.matches(for: "label").map(\.entry.title)
        #expect(ranked == ["Label", "Text Field", "Image Button", "Icon Button", "Button", "Carousel", "Checkbox", "Image"])
    }

    @Test func aCriterionIsFoundByItsNumberAndItsName() {
        let search = EntrySearch(site: SampleSite.site) { SampleSite.tips(of: $0) }
        #expect(search.matches(for: "2.4.7").map(\.entry.slug) == ["button"])
        #expect(search.matches(for: "4.1.2").map(\.entry.slug) == ["button"], "cited in the plain-list form")
        #expect(search.matches(for: "focus visible").map(\.entry.slug) == ["button"])
        #expect(search.matches(for: "2.4").map(\.entry.slug) == ["button"], "a number being typed finds the criteria it starts")
        #expect(search.matches(for: "1.4.3").isEmpty)
    }

    @Test func aCriterionPageIsFoundByNumberAndName() {
        let pages = SearchDocument.criterionPages(of: SampleSite.site.summaries)
        #expect(pages.map(\.record.title) == ["2.1.1 Keyboard", "2.4.7 Focus Visible", "4.1.2 Name, Role, Value"])
        let focus = pages[1]
        #expect(focus.record.url == "wcag/2.4.7/index.html" && focus.record.kind == "WCAG")
        #expect(focus.weights["2.4.7"] == SearchDocument.Field.title.rawValue && focus.weights["visible"] == SearchDocument.Field.title.rawValue)
        #expect(focus.record.summary == "Level AA, 2.4 Navigable. Cited by 1 entry.")
    }

    @Test func aQueryKeepsCriterionNumbersWhole() {
        #expect(SearchTerms.queryTerms(in: "2.4.7") == ["2.4.7"])
        #expect(SearchTerms.queryTerms(in: "focus 1.4.3 contrast") == ["1.4.3", "focus", "contrast"])
        #expect(SearchTerms.queryTerms(in: "1.4") == ["1.4"])
        #expect(SearchTerms.queryTerms(in: "2.") == [], "one digit and a dot is not a word yet")
        #expect(SearchTerms.queryTerms(in: "version 22") == ["version", "22"])
    }

    @Test func aPagesTextIsCutIntoSectionsAtItsHeadings() {
        let html = "<h2 id=\"name\">Name</h2>\n<p>Says what it does.</p>\n<h2 id=\"state\">State &amp; value</h2><pre><code>let x</code></pre><p>On or off</p>"
        let headings = [("Name", "name"), ("Role", "role"), ("State & value", "state")].map {
            MarkdownBody.Heading(level: 2, text: $0.0, anchor: $0.1, location: SourceLocation(line: 1, column: 1))
        }
        #expect(SearchText.sections(of: html, headings: headings) == [.init(anchor: "name", text: "Name. Says what it does."),
                                                                      .init(anchor: "state", text: "State & value. On or off.")])
        let button = SearchText.sections(of: SampleSite.button, notesHTML: SampleSite.body(of: SampleSite.button.body).notesHTML,
                                         tips: SampleSite.tips(of: SampleSite.button), criteria: ["Focus moves to the button"])
        #expect(button.first { $0.text.contains("accessibilityLabel") }?.anchor == "name", "a tip under its section's anchor")
        #expect(button.last == .init(anchor: "condensed", text: "Focus moves to the button."))
        #expect(SearchText.plain("<p>A &amp; B</p><ul><li>one</li><li>two</li></ul>") == "A & B. one. two.")
        #expect(SearchText.plain("<p>with <code>.labelStyle</code> keeps [it](https://x.example) .</p>") == "with .labelStyle keeps [it].")
        #expect(SearchText.plain("a < b and c <") == "a < b and c <", "a tip as Markdown may hold a \"<\" that opens no tag")
        #expect(SearchText.path(of: "patterns/button/index.html") == "static/search/text/patterns/button.js")
    }
}
