import PatternsTestSupport
import Testing
@testable import PatternsCore
import PatternsDiagnostics

/// `wcag:` in both shapes, and every problem at its position.
struct WCAGReaderTests {
    private func entry(wcag: String) -> String {
        sliderEntry.replacingOccurrences(of: "settings:", with: "wcag:\n" + wcag + "settings:")
    }

    @Test("principle groups of plain-language criteria, each citing success criteria")
    func groups() throws {
        let marked = MarkedText(entry(wcag: """
          - name: Perceivable
            list:
              - criteria: ‸Is easy to identify as interactive
          - name: operable
            list:
              - criteria: ‸Is keyboard operable
                sc: [2.1.1, 2.1.2]
              - criteria: ‸Shows where focus is
                sc: 2.4.7 2.1.1

        """))
        let (entry, diagnostics) = readEntry(marked.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.summaries)")
        let wcag = try #require(entry).wcag
        #expect(wcag.groups.map(\.principle) == [.perceivable, .operable])
        #expect(wcag.groups.flatMap(\.criteria).map(\.text) == [
            "Is easy to identify as interactive", "Is keyboard operable", "Shows where focus is",
        ])
        #expect(wcag.groups.flatMap(\.criteria).map(\.location) == marked.locations)
        #expect(wcag.groups[1].criteria.map(\.successCriteria) == [["2.1.1", "2.1.2"], ["2.4.7", "2.1.1"]])
        #expect(wcag.citedIDs == ["2.1.1", "2.1.2", "2.4.7"])
    }

    @Test("a plain list of success-criterion ids")
    func plainList() throws {
        let (entry, diagnostics) = readEntry(entry(wcag: "  [2.1.1, 2.4.7, 1.4.10]\n"))
        #expect(diagnostics.isEmpty, "\(diagnostics.summaries)")
        #expect(try #require(entry).wcag.listed == ["2.1.1", "2.4.7", "1.4.10"])
        #expect(try #require(entry).wcag.groups.isEmpty)
    }

    @Test("unknown ids and principles are errors with did-you-mean; 4.1.1 warns; each where it stands")
    func problems() {
        let marked = MarkedText(entry(wcag: """
          - name: ‸Operabel
            list:
              - criteria: Is keyboard operable
                sc: [2.1.1, ‸2.4.14]
          - name: Robust
            list:
              - criteria: Parses
                sc: [‸4.1.1]
          - ‸9.9.9

        """))
        let (entry, diagnostics) = readEntry(marked.text)
        #expect(diagnostics.summaries == [
            "patterns.entry.wcag-principle@\(marked.locations[0])",
            "patterns.entry.wcag-unknown-sc@\(marked.locations[1])",
            "patterns.entry.wcag-obsolete-sc@\(marked.locations[2])",
            "patterns.entry.wcag-unknown-sc@\(marked.locations[3])",
        ])
        #expect(diagnostics.map(\.hint) == [
            "did you mean 'Operable'?", "did you mean 2.4.13 Focus Appearance?",
            "remove it; WCAG 2.2 no longer requires it", "cite a WCAG 2.2 success criterion by its number, such as 2.1.1",
        ])
        #expect(diagnostics.map(\.severity) == [.error, .error, .warning, .error])
        // The misnamed group is dropped; the obsolete citation is kept.
        #expect(entry?.wcag.groups.map(\.principle) == [.robust])
        #expect(entry?.wcag.citedIDs == ["4.1.1"])
    }

    @Test("shape problems: not a list, a group without name or list, a criterion without text")
    func shapes() {
        let marked = MarkedText(entry(wcag: """
          - ‸list:
              - criteria: Is keyboard operable
          - ‸name: Operable
          - name: Perceivable
            list:
              - ‸sc: [1.1.1]

        """))
        let (_, diagnostics) = readEntry(marked.text)
        #expect(diagnostics.summaries == [
            "patterns.entry.missing-field@\(marked.locations[0])",
            "patterns.entry.missing-field@\(marked.locations[1])",
            "patterns.entry.missing-field@\(marked.locations[2])",
        ])
        let mapping = MarkedText(entry(wcag: "  ‸name: Operable\n"))
        #expect(readEntry(mapping.text).diagnostics.summaries == ["patterns.entry.wrong-type@\(mapping.location)"])
    }
}
