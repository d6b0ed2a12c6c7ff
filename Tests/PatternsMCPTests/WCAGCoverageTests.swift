import Testing
import MCP

/// `wcag_coverage`: who cites a success criterion, and the summary over levels A and AA.
@Suite struct WCAGCoverageTests {
    @Test func aCriterionListsTheEntriesCitingItWithTheirWords() throws {
        let (texts, isError) = FixtureCatalog.call("wcag_coverage", ["sc": "2.1.1"])
        #expect(!isError)
        #expect(texts == ["""
            2.1.1 Keyboard (A), 2.1 Keyboard Accessible
            Cited by 2 entries:
            - Button (native/button): Works with a keyboard alone
            - Button (web/button): Works with a keyboard alone
            Understanding 2.1.1: https://www.w3.org/WAI/WCAG22/Understanding/keyboard.html
            """])
    }

    @Test func aCriterionCitedInThePlainListHasNoWords() throws {
        let text = try #require(FixtureCatalog.call("wcag_coverage", ["sc": "4.1.2"]).texts.first)
        #expect(text.contains("Cited by 1 entry:\n- Button (native/button)\n"))
    }

    @Test func anUncitedCriterionSaysSo() throws {
        let text = try #require(FixtureCatalog.call("wcag_coverage", ["sc": "2.4.11"]).texts.first)
        #expect(text.contains("\nNo entry cites it.\n"))
    }

    @Test("an unknown criterion is refused with the nearest one of its guideline", arguments: [
        ("2.4.14", "no WCAG 2.2 success criterion '2.4.14'; closest: 2.4.13"),
        ("9.9.9", "no WCAG 2.2 success criterion '9.9.9'"),
    ])
    func unknownCriterion(sc: String, message: String) {
        let (texts, isError) = FixtureCatalog.call("wcag_coverage", ["sc": .string(sc)])
        #expect(isError)
        #expect(texts == [message])
    }

    @Test func theSummaryCountsCitingEntriesAndListsTheUncited() throws {
        let text = try #require(FixtureCatalog.call("wcag_coverage").texts.first)
        #expect(text.hasPrefix("WCAG 2.2 levels A and AA: 5 of 55 success criteria are cited by the catalog's 4 entries.\n\nCited:\n"))
        #expect(text.contains("\n- 2.1.1 Keyboard (A): 2 entries\n"))
        #expect(text.contains("\n- 2.1.2 No Keyboard Trap (A): 1 entry\n"))
        #expect(text.contains("\nNot cited by any entry (50):\n- 1.1.1 Non-text Content (A)\n"))
        #expect(!text.contains("4.1.1"))
        #expect(text.hasSuffix("\n\n1 entry cites no success criterion."))
    }
}
