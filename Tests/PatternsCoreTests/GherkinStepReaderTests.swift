import PatternsTestSupport
import Testing
@testable import PatternsCore
import PatternsDiagnostics

/// Connector steps in `gherkin-keyboard` / `gherkin-mobile`, as real catalogs write them.
struct GherkinStepReaderTests {
    private func entry(steps: String) -> String {
        sliderEntry.replacingOccurrences(of: "settings:", with: "gherkin-keyboard:\n" + steps + "settings:")
    }

    @Test("any short phrase is a connector; result is what the user then sees or hears")
    func connectors() throws {
        let marked = MarkedText(entry(steps: """
          - ‸when: I press tab
            result: I see a focus indicator
          - ‸or: I use the arrow keys
          - ‸if tab activation is manual: I press Enter
            result: The tab panel opens
          - ‸and: I press shift tab

        """))
        let (entry, diagnostics) = readEntry(marked.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.summaries)")
        let steps = try #require(entry).gherkinKeyboard
        #expect(steps.map(\.connector) == ["when", "or", "if tab activation is manual", "and"])
        #expect(steps.map(\.text) == ["I press tab", "I use the arrow keys", "I press Enter", "I press shift tab"])
        #expect(steps.map(\.result) == ["I see a focus indicator", nil, "The tab panel opens", nil])
        #expect(steps.map(\.location) == marked.locations)
        #expect(steps.map(\.isGherkinKeyword) == [true, false, false, true])
    }

    @Test("a step with no connector, two connectors or a non-text value is an error where it stands")
    func errors() {
        let marked = MarkedText(entry(steps: """
          - when: I press tab
          - ‸result: I see a focus indicator
          - then: Focus moves
            ‸or: Nothing happens
          - and: ‸[a, b]

        """))
        let (_, diagnostics) = readEntry(marked.text)
        #expect(diagnostics.summaries == [
            "patterns.entry.gherkin-step@\(marked.locations[0])",
            "patterns.entry.gherkin-step@\(marked.locations[1])",
            "patterns.entry.wrong-type@\(marked.locations[2])",
        ])
        #expect(diagnostics.map(\.message) == [
            "a 'gherkin-keyboard' step has no connector",
            "a 'gherkin-keyboard' step has two connectors, 'then' and 'or'",
            "'gherkin-keyboard.and' must be text, found a list",
        ])
        #expect(diagnostics.allSatisfy { $0.hint != nil })
    }

    @Test("a list opening with a connector other than when or given warns; given does not")
    func firstConnector() {
        let marked = MarkedText(entry(steps: "  - ‸then: Focus moves\n"))
        let (_, diagnostics) = readEntry(marked.text)
        #expect(diagnostics.summaries == ["patterns.entry.gherkin-first-connector@\(marked.location)"])
        #expect(diagnostics.first?.severity == .warning)
        #expect(readEntry(entry(steps: "  - given: I am on the settings screen\n  - when: I press tab\n")).diagnostics.isEmpty)
    }

    @Test("a near-miss of 'result' is a key variant, not a connector")
    func resultVariant() {
        let marked = MarkedText(entry(steps: "  - when: I press tab\n    ‸Result: I see a focus indicator\n"))
        let (entry, diagnostics) = readEntry(marked.text)
        #expect(diagnostics.summaries == ["patterns.entry.key-variant@\(marked.location)"])
        #expect(entry?.gherkinKeyboard.map(\.connector) == ["when"])
    }
}
