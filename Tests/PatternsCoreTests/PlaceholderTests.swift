import PatternsTestSupport
import Testing
@testable import PatternsCore
import PatternsDiagnostics

@Suite("Placeholders")
struct PlaceholderTests {
    @Test("values and paragraphs that start with TODO: are reported where the marker stands")
    func reportedAtTheMarker() throws {
        let marked = MarkedText("""
        ---
        # TODO: a YAML comment is not a placeholder
        title: Slider
        description: "‸TODO: one sentence about the slider"
        categories: controls
        keyboard:
          tab: |
            ‸TODO: what happens when focus arrives
          home: "Goes to the minimum, not a TODO: in the middle"
        mobile:
          swipe up: ‸'TODO: what the gesture does'
        screenreader:
          name: Purpose is clear
          role: Adjustable
          group: >-
            ‸TODO: what is read with it
          state: The value
        gherkin-keyboard:
          - when: I press tab
            then: "  ‸TODO: the result"
        ---

        ## Notes

        ‸TODO: why this pattern matters

        - **iOS**
          - ‸TODO: how to build it on iOS
        - **Android**
          - Use a native slider; never TODO: anything

        > ‸TODO: a quoted reminder

        `TODO:` in code, and a sentence that ends with TODO: are not placeholders.

        ```swift
        // TODO: code samples are left alone
        ```
        """)
        let (_, diagnostics) = readEntry(marked.text)
        let placeholders = diagnostics.with(.placeholder)
        #expect(diagnostics.count == placeholders.count, "\(diagnostics.summaries)")
        #expect(placeholders.compactMap(\.location).sorted() == marked.locations.map { location in
            // The quoted value's mark stands before its quote; the marker is one column on.
            location.line == 11 ? SourceLocation(line: 11, column: location.column + 1) : location
        })
        #expect(placeholders.map(\.message) == [
            "placeholder text left in 'description'", "placeholder text left in 'keyboard.tab'",
            "placeholder text left in 'mobile.swipe up'", "placeholder text left in 'screenreader.group'",
            "placeholder text left in 'gherkin-keyboard[1].then'",
            "placeholder text left in the notes", "placeholder text left in the notes", "placeholder text left in the notes",
        ])
        #expect(placeholders.first?.hint == "replace 'TODO: one sentence about the slider' with what it asks for, or remove it")
        #expect(placeholders.allSatisfy { $0.severity == .warning })
    }

    @Test("guides are checked too, with or without front matter")
    func guides() throws {
        let marked = MarkedText("""
        ---
        title: Focus order
        description: |
          ‸TODO: what the guide explains
        ---

        # Focus order

        ‸TODO: the first paragraph

        ## ‸TODO: a topic

        Some text, then
        ‸TODO: a placeholder on a paragraph's second line is not at its start.
        """)
        let (_, diagnostics) = reporting("content/guides/focus-order.md") {
            GuideReader(config: controlsConfig).read(SourceFile(path: "content/guides/focus-order.md", text: marked.text), diagnostics: $0)
        }
        #expect(diagnostics.summaries == marked.locations.dropLast().map { "patterns.entry.placeholder@\($0)" })
    }

    @Test("a guide without front matter whose title is a placeholder is reported, though the title leaves the body")
    func guideTitle() throws {
        let marked = MarkedText("""
        # ‸TODO: name the guide

        Some text.
        """)
        let (_, diagnostics) = reporting("content/guides/untitled.md") {
            GuideReader(config: controlsConfig).read(SourceFile(path: "content/guides/untitled.md", text: marked.text), diagnostics: $0)
        }
        #expect(diagnostics.summaries.filter { $0.hasPrefix("patterns.entry.placeholder") }
            == marked.locations.map { "patterns.entry.placeholder@\($0)" })
    }

    @Test("a long placeholder is shortened in the hint")
    func longHint() throws {
        let (_, diagnostics) = readEntry(sliderEntry.replacingOccurrences(
            of: "description: Picks a value from a range.",
            with: "description: \"TODO: a description far longer than anyone would want to read in a hint\""))
        #expect(diagnostics.with(.placeholder).first?.hint
            == "replace 'TODO: a description far longer than anyone woul…' with what it asks for, or remove it")
    }
}
