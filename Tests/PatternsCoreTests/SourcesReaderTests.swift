import PatternsTestSupport
import Testing
@testable import PatternsCore
import PatternsDiagnostics

/// `sources:` and `verify:` on entries and guides, and the rules that check them, each problem where it stands.
struct SourcesReaderTests {
    private func entry(_ yaml: String) -> String {
        sliderEntry.replacingOccurrences(of: "settings:", with: yaml + "settings:")
    }

    @Test("sources with titles, addresses and the keys they back; verify keys; nothing reported")
    func sourcesAndVerify() throws {
        let marked = MarkedText(entry("""
        sources:
          - ‸title: "WAI-ARIA APG: Slider"
            url: https://www.w3.org/WAI/ARIA/apg/patterns/slider/
            backs: [keyboard.arrow-keys, notes]
          - ‸title: Understanding 2.5.7
            url: HTTPS://www.w3.org:443/WAI/WCAG22/Understanding/dragging-movements.html
        verify: mobile.swipe-up-or-down

        """))
        let (read, diagnostics) = readEntry(marked.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.summaries)")
        let entry = try #require(read)
        #expect(entry.sources.map(\.title) == ["WAI-ARIA APG: Slider", "Understanding 2.5.7"])
        #expect(entry.sources.map(\.location) == marked.locations)
        #expect(entry.sources[0].backs.map(\.key) == ["keyboard.arrow-keys", "notes"])
        #expect(entry.sources[1].backs.isEmpty)
        #expect(entry.unconfirmed.map(\.key) == ["mobile.swipe-up-or-down"])
        #expect(entry.isUnconfirmed("mobile.swipe-up-or-down") && !entry.isUnconfirmed("keyboard.tab"))
        #expect(entry.references(backing: "notes").map(\.title) == ["WAI-ARIA APG: Slider"])
    }

    @Test("addresses that are not http(s), or malformed, are errors at the address")
    func badAddresses() throws {
        let marked = MarkedText(entry("""
        sources:
          - title: Typo
            url: ‸htp://www.w3.org/
          - title: No scheme
            url: ‸www.w3.org/WAI/
          - title: File
            url: ‸file:///etc/passwd
          - title: Space
            url: ‸"https://www.w3.org/WAI/ARIA apg/"
          - title: No host
            url: ‸https:///path
          - title: Port
            url: ‸https://www.w3.org:eighty/
          - title: Fine
            url: http://example.com/a?b=c#d

        """))
        let (entry, diagnostics) = readEntry(marked.text)
        #expect(diagnostics.summaries == marked.locations.map { "patterns.entry.source-url@\($0)" })
        #expect(diagnostics.allSatisfy { $0.severity == .error })
        #expect(diagnostics.map(\.message) == [
            "source address 'htp://www.w3.org/' is not an http(s) address",
            "source address 'www.w3.org/WAI/' has no http:// or https:// in front",
            "source address 'file:///etc/passwd' is not an http(s) address",
            "source address 'https://www.w3.org/WAI/ARIA apg/' contains spaces or characters an address cannot hold",
            "source address 'https:///path' has no valid host name after 'https://'",
            "source address 'https://www.w3.org:eighty/' has a port that is not a number",
        ])
        #expect(entry?.sources.map(\.title) == ["Fine"], "only usable sources are kept")
    }

    @Test("keys the entry lacks are errors at the key, with the nearest key; a source's missing title and url too")
    func unknownKeysAndMissingFields() {
        let marked = MarkedText(entry("""
        sources:
          - title: APG
            url: https://www.w3.org/WAI/ARIA/apg/
            backs: [keyboard.tab, ‸keyboard.tabb]
          - ‸url: https://example.com/
            backs: ‸mobile.swipe-up
          - ‸title: No address
        verify: [‸keyboard.enter, mobile.swipe-up-or-down]

        """))
        let (_, diagnostics) = readEntry(marked.text)
        #expect(diagnostics.summaries == [
            "patterns.entry.unknown-key-reference@\(marked.locations[0])",
            "patterns.entry.missing-field@\(marked.locations[1])",
            "patterns.entry.unknown-key-reference@\(marked.locations[2])",
            "patterns.entry.missing-field@\(marked.locations[3])",
            "patterns.entry.unknown-key-reference@\(marked.locations[4])",
        ])
        #expect(diagnostics.map(\.hint)[0] == "did you mean 'keyboard.tab'?")
        #expect(diagnostics.map(\.hint)[2] == "did you mean 'mobile.swipe-up-or-down'?", "a key that starts a real one points to it")
        #expect(diagnostics[4].message == "'verify' names 'keyboard.enter', which is no criterion key of this page")
        #expect(diagnostics[2].message == "'sources.backs' names 'mobile.swipe-up', which is no criterion key or section of this page")
    }

    @Test("sources that are not a list of mappings are shape errors")
    func shapes() {
        let marked = MarkedText(entry("""
        sources:
          - ‸https://www.w3.org/WAI/

        """))
        let (_, diagnostics) = readEntry(marked.text)
        #expect(diagnostics.summaries == ["patterns.entry.wrong-type@\(marked.locations[0])"])
        let (_, scalar) = readEntry(entry("sources: https://www.w3.org/\n"))
        #expect(scalar.with(.wrongType).count == 1, "\(scalar.summaries)")
    }

    @Test("a guide's sources back its headings")
    func guideSources() throws {
        let marked = MarkedText("""
        ---
        title: Focus order
        sources:
          - title: Understanding 2.4.3
            url: https://www.w3.org/WAI/WCAG22/Understanding/focus-order.html
            backs: [what-to-check, ‸what-to-fix]
          - title: Bad
            url: ‸ftp://example.com/
        ---

        ## What to check

        Tab through the page.

        """)
        let (guide, diagnostics) = reporting("content/guides/focus-order.md") { sink in
            GuideReader(config: controlsConfig).read(SourceFile(path: "content/guides/focus-order.md", text: marked.text), diagnostics: sink)
        }
        #expect(diagnostics.summaries == [
            "patterns.entry.unknown-key-reference@\(marked.locations[0])",
            "patterns.entry.source-url@\(marked.locations[1])",
        ])
        #expect(try #require(guide).sources.map(\.url) == ["https://www.w3.org/WAI/WCAG22/Understanding/focus-order.html"])
    }
}

/// A success criterion cited under a principle it does not belong to.
struct WCAGPrincipleMembershipTests {
    @Test("2.5.3 under Robust warns at the id, naming Operable; a right placement says nothing")
    func wrongPrinciple() {
        let marked = MarkedText(sliderEntry.replacingOccurrences(of: "settings:", with: """
        wcag:
          - name: Robust
            list:
              - criteria: Name contains the visible label
                sc: [4.1.2, ‸2.5.3]
          - name: Operable
            list:
              - criteria: Works with keys
                sc: [2.1.1]
              - criteria: Label in name
                sc: 2.5.3 ‸1.4.11

        settings:
        """))
        let (entry, diagnostics) = readEntry(marked.text)
        #expect(diagnostics.summaries == marked.locations.map { "patterns.entry.wcag-wrong-principle@\($0)" })
        #expect(diagnostics.allSatisfy { $0.severity == .warning })
        #expect(diagnostics.first?.message == "2.5.3 Label in Name is cited under Robust, but it belongs to Operable")
        #expect(diagnostics.first?.hint == "move it to a '- name: Operable' group (guideline 2.5 Input Modalities)")
        #expect(diagnostics.last?.hint == "move it to a '- name: Perceivable' group (guideline 1.4 Distinguishable)")
        #expect(entry?.wcag.citedIDs == ["4.1.2", "2.5.3", "2.1.1", "1.4.11"], "a misfiled citation is still kept")
    }
}
