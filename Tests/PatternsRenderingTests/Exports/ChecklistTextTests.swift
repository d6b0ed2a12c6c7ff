import PatternsCore
import PatternsDiagnostics
import Testing
@testable import PatternsExports
@testable import PatternsRendering

/// What the checklist copies: one Gherkin feature however many entries, Markdown task lists with
/// links back, and criteria narrowed to the platforms a reader chooses.
@Suite("Checklist text")
struct ChecklistTextTests {
    static let slider = SampleSite.entry("slider", """
    ---
    title: Slider
    categories: controls
    platforms: [ios, android]
    keyboard:
      arrow keys: The value changes by one step
      page up: The value changes by ten steps (Android)
    mobile:
      swipe up or down: The value changes (iOS)
      volume keys: The value changes (Android)
    screenreader:
      name: Matches the label
      role: Adjustable (iOS)
      group: n/a
      state: The value is read
    settings:
      bold text: The value label is bold (iOS)
    ---

    Notes.

    """)

    private func text(_ entry: PatternEntry, link: String = "patterns/slider/index.html") -> ChecklistText {
        ChecklistText(entry: entry.summary, criteria: AcceptanceCriteria(entry: entry.summary), address: nil, link: link)
    }

    @Test("several entries' Gherkin is one feature with a rule per entry")
    func gherkinIsOneFeature() {
        let copied = ChecklistText.combined([text(Self.slider), text(SampleSite.toggle)], as: .gherkin)
        #expect(copied.hasPrefix("Feature: Accessibility acceptance criteria\n\n  @ios @android @keyboard @screenreader @settings\n  Rule: Slider\n    How to test a slider.\n\n    @keyboard\n    Scenario: Keyboard\n      Given "))
        #expect(copied.components(separatedBy: "Feature:").count == 2)
        #expect(copied.contains("\n\n  @keyboard @screenreader\n  Rule: Toggle\n"))
        #expect(copied.hasSuffix("\n"))
    }

    @Test("the Markdown heading links to the entry's page; criteria are tasks")
    func markdownLinksBack() {
        let copied = ChecklistText.combined([text(Self.slider)], as: .markdown)
        #expect(copied.hasPrefix("## [Slider](patterns/slider/index.html)\n\nHow to test a slider.\n\n### Keyboard\n\n- [ ] Arrow keys: The value changes by one step <!-- patterns/slider#keyboard.arrow-keys -->\n"))
    }

    @Test("a chosen platform leaves out criteria marked for others, and a block left empty with them")
    func platformFilter() {
        let slider = text(Self.slider)
        let android = ChecklistText.combined([slider], as: .condensed, for: [.android])
        #expect(android.contains("Page up: The value changes by ten steps (Android)"))
        #expect(!android.contains("(iOS)"))
        // Device settings held only an iOS criterion: its heading goes too.
        #expect(!android.contains("Device settings"))
        let ios = ChecklistText.combined([slider], as: .gherkin, for: [.ios])
        #expect(!ios.contains("(Android)") && ios.contains("Then the value label is bold (iOS)"))
        #expect(!ios.contains("When I press page up"))
        // No platform chosen, or every platform: the whole text.
        let whole = ChecklistText.combined([slider], as: .markdown)
        #expect(ChecklistText.combined([slider], as: .markdown, for: []) == whole)
        #expect(ChecklistText.combined([slider], as: .markdown, for: [.ios, .android]) == whole)
    }

    @Test("the checklist's data carries a text as one string, or as lines when some are limited to platforms")
    func dataShape() {
        var writer = JSONWriter(style: .compact)
        text(SampleSite.toggle)[.condensed].write(to: &writer)
        #expect(writer.take().hasPrefix("\"1. Keyboard\\n"))
        text(Self.slider)[.condensed].write(to: &writer)
        #expect(writer.take().contains("[\"   - Page up: The value changes by ten steps (Android)\",\"android\"]"))
    }
}
