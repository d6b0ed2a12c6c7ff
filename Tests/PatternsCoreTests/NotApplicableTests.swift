import PatternsTestSupport
import Testing
@testable import PatternsCore
import PatternsDiagnostics

@Suite("Not applicable")
struct NotApplicableTests {
    static func entry(keyboard: String = "keyboard:\n  tab: Focus moves to it", group: String = "Its group",
                      settings: String = "") -> String {
        """
        ---
        title: Tooltip
        categories: controls
        \(keyboard)
        mobile:
          swipe: Focus moves to it
        screenreader:
          name: Its label
          role: Tooltip
          group: \(group)
          state: Shown or hidden
        \(settings)
        ---
        """
    }

    @Test("every spelling counts, in any case", arguments: ["n/a", "N/A", "na", "NA", "none", "None.", "not applicable", " Not Applicable "])
    func spellings(value: String) {
        #expect(NotApplicable.matches(value))
    }

    @Test("other values do not", arguments: ["", "no", "nothing announced", "n/a yet", "not applicable here"])
    func notSpellings(value: String) {
        #expect(!NotApplicable.matches(value))
    }

    @Test("a criterion that does not apply is kept, shown as such, and left out of generated criteria")
    func criterionValue() throws {
        let (read, diagnostics) = readEntry(Self.entry(group: "n/a"))
        #expect(diagnostics.isEmpty, "\(diagnostics.summaries)")
        let entry = try #require(read)
        #expect(entry.screenReader.group?.displayExpectation == "Not applicable")
        let criteria = AcceptanceCriteria(entry: entry.summary)
        #expect(!criteria.condensedText.contains("Group"))
        #expect(!criteria.gherkinText.contains("group is announced"))
        #expect(criteria.gherkinText.contains("the state is announced"))
    }

    @Test("a whole way of testing that does not apply is accepted, without criteria", arguments: ["keyboard: N/A", "keyboard: none"])
    func wholeField(line: String) throws {
        let (read, diagnostics) = readEntry(Self.entry(keyboard: line, settings: "settings: n/a"))
        #expect(diagnostics.isEmpty, "\(diagnostics.summaries)")
        let entry = try #require(read)
        #expect(entry.notApplicable == [.keyboard, .settings])
        #expect(entry.keyboard.isEmpty)
        #expect(AcceptanceCriteria(entry: entry.summary).gherkin.map(\.id) == ["mobile"])
    }

    @Test("an empty value is still an error")
    func emptyStaysAnError() {
        let marked = MarkedText(Self.entry(keyboard: "keyboard: ‸\"\""))
        let (_, diagnostics) = readEntry(marked.text)
        #expect(diagnostics.summaries == ["patterns.entry.wrong-type@\(marked.location)"])
    }
}
