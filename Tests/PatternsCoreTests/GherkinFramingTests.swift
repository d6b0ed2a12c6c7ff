import Testing
@testable import PatternsCore

/// Hand-written steps written as the fragments a Jekyll-era layout framed ("WHEN I use {when} I
/// SEE {result}", "WHEN I use a mobile screenreader AND I {when}") read as full Gherkin steps;
/// full steps read as written.
@Suite("Gherkin framing")
struct GherkinFramingTests {
    @Test("a keyboard fragment naming a key reads after 'I use'; a mobile fragment opening with a gesture after 'I'", arguments: [
        (GherkinFraming.keyboard, "the tab key to move focus to a button", "I use the tab key to move focus to a button"),
        (.keyboard, "arrow keys to browse the list", "I use arrow keys to browse the list"),
        (.keyboard, "the spacebar to activate", "I use the spacebar to activate"),
        (.keyboard, "the spacebar and/or enter key", "I use the spacebar and/or enter key"),
        (.keyboard, "Shift+Tab to go back", "I use Shift+Tab to go back"),
        (.keyboard, "the up/down arrow keys", "I use the up/down arrow keys"),
        (.keyboard, "the keyboard to open the menu", "I use the keyboard to open the menu"),
        (.keyboard, "the escape key when the menu is open", "I use the escape key when the menu is open"),
        (.keyboard, "press Enter", "I press Enter"),
        (.mobile, "swipe to the save button", "I swipe to the save button"),
        (.mobile, "doubletap with the switch in focus", "I doubletap with the switch in focus"),
        (.mobile, "double tap", "I double tap"),
        (.mobile, "change the orientation", "I change the orientation"),
    ])
    func fragment(framing: GherkinFraming, text: String, framed: String) {
        #expect(framing.framed(text) == framed)
    }

    @Test("a full step is left as written", arguments: [
        "I press Tab", "I'm on the page", "focus is on the Drafts link", "an alert opens",
        "the enter key is pressed on the stepper", "Tab moves focus to the next field", "the dialog closes",
        "focus moves to the heading", "the page has loaded",
    ])
    func fullSentence(text: String) {
        #expect(GherkinFraming.keyboard.framed(text) == nil)
        #expect(GherkinFraming.mobile.framed(text) == nil)
    }

    @Test("a swipe right or left moves focus; a swipe up or down and a double tap do not")
    func movesFocus() {
        #expect(GherkinFraming.movesFocus("I swipe right or left"))
        #expect(GherkinFraming.movesFocus("I swipe to the button"))
        #expect(GherkinFraming.movesFocus("I use explore by touch"))
        #expect(!GherkinFraming.movesFocus("I swipe up or down"))
        #expect(!GherkinFraming.movesFocus("I doubletap with the tab in focus"))
    }

    /// Keyboard steps as a Jekyll-era catalog writes them: fragments after each connector.
    private static let keyboardFragments = """
      - when: "the tab key to move focus to a tab"
        result: "focus is strongly visually indicated"
      - then: "the left/right arrow keys"
        result: "focus moves to the other tabs"
      - and: "the spacebar to activate"
      - but: "the escape key"
        result: "nothing happens"
      - if activation is manual: "the enter key"
        result: "the tab opens"
    """

    private static let entry = """
    ---
    title: Tab Set
    categories: controls
    keyboard:
      tab: Focus moves to the tab
    mobile:
      swipe right: Focus moves to the tab
    screenreader:
      name: Purpose is clear
      role: Identifies as a tab
      group: Names its position in the set
      state: Selected or not
    gherkin-keyboard:
    \(keyboardFragments)
    gherkin-mobile:
      - when: "swipe to focus on a tab"
      - then: "doubletap with the tab in focus"
        result: "the tab is selected"
    ---
    """

    private func scenarios(_ text: String) throws -> [AcceptanceCriteria.Section] {
        let (entry, diagnostics) = readEntry(text)
        #expect(diagnostics.isEmpty, "\(diagnostics.summaries)")
        return AcceptanceCriteria(entry: try #require(entry).summary).gherkin
    }

    @Test("fragments become actions: when, and, then and but open a When step (And after a When); a condition stays an And step")
    func keyboardConnectors() throws {
        let keyboard = try #require(try scenarios(Self.entry).first)
        #expect(keyboard.lines.dropFirst() == [
            "When I use the tab key to move focus to a tab",
            "Then focus is strongly visually indicated",
            "When I use the left/right arrow keys",
            "Then focus moves to the other tabs",
            "When I use the spacebar to activate",
            "And I use the escape key",
            "Then nothing happens",
            "And if activation is manual: I use the enter key",
            "Then the tab opens",
        ])
    }

    @Test("the announcements follow the swipe that moves focus, not the double tap")
    func mobileAnnouncements() throws {
        let mobile = try #require(try scenarios(Self.entry).last)
        #expect(mobile.lines == [
            "Given the screen reader is on and I am on a screen with a tab set",
            "When I swipe to focus on a tab",
            "Then the name is announced: purpose is clear",
            "And the role is announced: identifies as a tab",
            "And the group is announced: names its position in the set",
            "And the state is announced: selected or not",
            "When I doubletap with the tab in focus",
            "Then the tab is selected",
        ])
    }

    @Test("a list of full steps reads exactly as written")
    func fullStepsUnchanged() throws {
        let text = Self.entry.replacingOccurrences(of: Self.keyboardFragments, with: """
          - when: "I press Tab"
            result: "focus is on the first tab"
          - and: "I press the Right Arrow key"
          - but: "focus stays in the tab list"
        """)
        let keyboard = try #require(try scenarios(text).first)
        #expect(keyboard.lines.dropFirst() == [
            "When I press Tab", "Then focus is on the first tab", "And I press the Right Arrow key", "But focus stays in the tab list",
        ])
    }
}
