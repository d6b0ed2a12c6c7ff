import Testing
@testable import PatternsCore
import PatternsDiagnostics

@Suite("Acceptance criteria")
struct AcceptanceCriteriaTests {
    static let iconButton = """
    ---
    title: Icon Button
    categories: controls
    keyboard:
      tab: Focus moves to the button
      space: Activates the button
    mobile:
      swipe right: Focus moves to the button
      volume keys: Nothing happens
    screenreader:
      name: Purpose is clear
      role: Identifies as a button
      group: Label is read with the icon
      state: Dimmed when disabled
    settings:
      text resize: Text grows to 200%
    ---
    """

    private func criteria(_ text: String) throws -> AcceptanceCriteria {
        let (entry, diagnostics) = readEntry(text)
        #expect(diagnostics.isEmpty, "\(diagnostics.summaries)")
        return AcceptanceCriteria(entry: try #require(entry).summary)
    }

    @Test("condensed criteria are numbered sections of '- Input: expectation' lines")
    func condensedText() throws {
        let criteria = try criteria(Self.iconButton)
        #expect(criteria.condensed.map(\.id) == ["keyboard", "mobile", "screenreader", "settings"])
        #expect(criteria.condensedText == """
        1. Keyboard
           - Tab: Focus moves to the button
           - Space: Activates the button
        2. Mobile screen reader gestures
           - Swipe right: Focus moves to the button
           - Volume keys: Nothing happens
        3. Screen reader output
           - Name: Purpose is clear
           - Role: Identifies as a button
           - Group: Label is read with the icon
           - State: Dimmed when disabled
        4. Device settings
           - Text resize: Text grows to 200%
        """)
    }

    @Test("the Gherkin feature has one scenario per way of testing")
    func gherkinText() throws {
        let criteria = try criteria(Self.iconButton)
        #expect(criteria.gherkin.map(\.id) == ["keyboard", "mobile", "settings"])
        #expect(criteria.gherkinText == """
        Feature: Icon button

          Scenario: Keyboard
            Given I am using a keyboard on a screen with an icon button
            When I press tab
            Then focus moves to the button
            When I press space
            Then activates the button

          Scenario: Mobile screen reader
            Given the screen reader is on and I am on a screen with an icon button
            When I swipe right
            Then focus moves to the button
            And the name is announced: purpose is clear
            And the role is announced: identifies as a button
            And the group is announced: label is read with the icon
            And the state is announced: dimmed when disabled
            When I use volume keys
            Then nothing happens

          Scenario: Device settings
            Given I am on a screen with an icon button
            When I change the text resize setting
            Then text grows to 200%
        """)
    }

    @Test("sections without criteria are left out and numbering closes up")
    func emptySectionsLeftOut() throws {
        let text = Self.iconButton.replacingOccurrences(of: "settings:\n  text resize: Text grows to 200%\n", with: "")
        let criteria = try criteria(text)
        #expect(criteria.condensed.map(\.title) == ["Keyboard", "Mobile screen reader gestures", "Screen reader output"])
        #expect(criteria.condensedText.hasSuffix("3. Screen reader output\n   - Name: Purpose is clear\n   - Role: Identifies as a button\n   - Group: Label is read with the icon\n   - State: Dimmed when disabled"))
        #expect(!criteria.gherkinText.contains("Device settings"))
    }

    @Test("'an' before a vowel sound, 'a' otherwise", arguments: [
        ("Icon Button", "How to test an icon button"),
        ("Card", "How to test a card"),
        ("Alert", "How to test an alert"),
        ("Slider", "How to test a slider"),
        ("iOS Picker", "How to test an iOS picker"),
    ])
    func article(title: String, heading: String) throws {
        let text = Self.iconButton.replacingOccurrences(of: "title: Icon Button", with: "title: \(title)")
        let criteria = try criteria(text)
        #expect(criteria.howToTestTitle == heading)
    }

    @Test("the component name keeps words with inner capitals as written")
    func componentName() {
        #expect(AcceptanceCriteria.componentName("Icon Button") == "icon button")
        #expect(AcceptanceCriteria.componentName("TalkBack Menu") == "TalkBack menu")
        #expect(AcceptanceCriteria.componentName("Card") == "card")
    }

    @Test("a Then step keeps a product's name or an acronym that opens the expectation as written")
    func thenKeepsNames() throws {
        let criteria = try criteria("""
        ---
        title: Switch
        categories: controls
        keyboard:
          space: NVDA announces the new state
        mobile:
          double tap: VoiceOver announces the new state
          swipe right: TalkBack moves to the switch
          swipe left: Focus moves back
        screenreader:
          name: Purpose is clear
          role: Identifies as a switch
          group: Label is read with the switch
          state: On or off is announced
        ---
        """)
        let lines = criteria.gherkin.flatMap(\.lines)
        #expect(lines.contains("Then VoiceOver announces the new state"))
        #expect(lines.contains("Then TalkBack moves to the switch"))
        #expect(lines.contains("Then NVDA announces the new state"))
        #expect(lines.contains("Then focus moves back"))
    }

    @Test("a card's scenarios say 'a card'")
    func cardGiven() throws {
        let text = Self.iconButton.replacingOccurrences(of: "title: Icon Button", with: "title: Card")
        let criteria = try criteria(text)
        #expect(criteria.gherkin.first?.lines.first == "Given I am using a keyboard on a screen with a card")
        #expect(criteria.gherkinText.hasPrefix("Feature: Card\n"))
    }

    @Test("hand-written gherkin-keyboard steps replace the generated keyboard steps")
    func handWrittenKeyboardSteps() throws {
        let text = Self.iconButton.replacingOccurrences(of: "settings:", with: """
        gherkin-keyboard:
          - when: I press the Tab key
            then: Focus moves to the button
          - when: I press Enter
            then: The button activates
            result: The dialog opens
        settings:
        """)
        let criteria = try criteria(text)
        #expect(criteria.gherkin.first?.lines == [
            "Given I am using a keyboard on a screen with an icon button",
            "When I press the Tab key",
            "Then focus moves to the button",
            "When I press Enter",
            "Then the button activates",
            "And the dialog opens",
        ])
        // The condensed keyboard section still lists the keyboard mapping.
        #expect(criteria.condensed.first?.lines == ["Tab: Focus moves to the button", "Space: Activates the button"])
    }

    @Test("steps start with the keyword Cucumber reads; another connector becomes an And step that keeps it; a result follows as Then")
    func connectorSteps() throws {
        let text = Self.iconButton.replacingOccurrences(of: "settings:", with: """
        gherkin-keyboard:
          - when: I press the Tab key
            result: I see a focus indicator
          - or: I use the arrow keys
          - if tab activation is manual: I press Enter
          - then: The button activates
            result: The dialog opens
        settings:
        """)
        let scenario = try #require(try criteria(text).gherkin.first)
        #expect(scenario.lines.dropFirst() == [
            "When I press the Tab key",
            "Then I see a focus indicator",
            "And or: I use the arrow keys",
            "And if tab activation is manual: I press Enter",
            "Then the button activates",
            "And the dialog opens",
        ])
        #expect(scenario.steps.map(\.line) == scenario.lines)
        #expect(scenario.steps[3].connector == "or")
        #expect(!scenario.steps[4].isGherkinKeyword)
    }

    @Test("a criterion closing with a parenthesis that names platforms is limited to the platforms its parentheses name", arguments: [
        ("enter", "The button's action runs (Android)", ["android"]),
        ("spacebar", "Runs the action (iOS Full Keyboard Access and Android)", ["ios", "android"]),
        ("bold text", "The label follows the setting (iOS 17 and later)", ["ios"]),
        ("two-finger scrub (iOS) or back gesture (Android)", "The sheet closes", ["ios", "android"]),
        ("back gesture (Android)", "The sheet closes", ["android"]),
        ("state", "Reads as \"dimmed\" (iOS) or \"disabled\" (Android); a pressed button announces \"selected\"", []),
        ("tab", "Focus moves to the button (and stays visible)", []),
        ("tab", "Focus moves to the button", []),
    ])
    func criterionPlatforms(input: String, expectation: String, platforms: [String]) {
        let criterion = Criterion(input: input, expectation: expectation, location: SourceLocation(line: 1, column: 1))
        #expect(criterion.platforms(among: Platform.defaults).map(\.id) == platforms)
    }

    @Test("condensed lines and Gherkin steps carry the platforms of their criterion; a Given step is for every platform")
    func linesCarryPlatforms() throws {
        let text = Self.iconButton.replacingOccurrences(of: "space: Activates the button", with: "space: Activates the button (Android)")
        let criteria = try criteria(text)
        #expect(criteria.condensed[0].platforms == [[], [.android]])
        #expect(criteria.gherkin[0].steps.map(\.platforms) == [[], [], [], [.android], [.android]])
        let block = try #require(criteria.condensedBlocks.first)
        #expect(block.head == ["1. Keyboard"])
        #expect(block.items.map(\.platforms) == [[], [.android]])
    }

    @Test("every step keyword is spelled as Cucumber reads it")
    func stepKeywords() {
        #expect(GherkinKeyword.stepKeywords.map(\.rawValue) == ["Given", "When", "Then", "And", "But"])
        #expect(GherkinKeyword(connector: "WHEN") == .when)
        #expect(GherkinKeyword(connector: "or") == nil)
        #expect(AcceptanceCriteria.Step("BUT", "nothing else moves").line == "But nothing else moves")
        #expect(AcceptanceCriteria.Step("Or", "I press Enter").line == "And or: I press Enter")
    }

    @Test("gestures that are not verbs read with 'use'", arguments: [
        ("swipe right", "swipe right"), ("doubletap", "doubletap"), ("3 finger swipe", "3 finger swipe"),
        ("volume keys", "use volume keys"), ("rotor", "use rotor"),
    ])
    func gesturePhrase(gesture: String, phrase: String) {
        #expect(AcceptanceCriteria.gesturePhrase(gesture) == phrase)
    }
}
