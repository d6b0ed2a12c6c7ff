import PatternsCore
import Testing
@testable import PatternsExports
@testable import PatternsRendering

/// `.feature` files stay valid Cucumber whatever connectors an entry's steps use.
@Suite("Gherkin feature files")
struct GherkinFeatureTests {
    static let tabs = SampleSite.entry("tabs", """
    ---
    title: Tabs
    categories: controls
    keyboard:
      arrow keys: Focus moves between tabs
    mobile:
      swipe: Focus moves between tabs
    screenreader:
      name: Matches the tab's label
      role: Tab
      group: n/a
      state: Selected
    gherkin-keyboard:
      - when: I press the right arrow key
        result: I see focus on the next tab
      - if tab activation is manual: I press Enter
      - or: I press Space
        result: The tab panel opens
      - but: Nothing else moves
    ---

    Notes.

    """)

    @Test("Gherkin keywords keep their keyword; any other connector becomes an And step that keeps the condition")
    func connectorsBecomeCucumberSteps() {
        let feature = GherkinFeature(entry: Self.tabs.summary, criteria: AcceptanceCriteria(entry: Self.tabs.summary)).text
        #expect(feature.contains("""
            Given I am using a keyboard on a screen with a tabs
            # patterns/tabs#gherkin-keyboard.i-press-the-right-arrow-key
            When I press the right arrow key
            Then I see focus on the next tab
            # patterns/tabs#gherkin-keyboard.i-press-enter
            And if tab activation is manual: I press Enter
            # patterns/tabs#gherkin-keyboard.i-press-space
            And or: I press Space
            Then the tab panel opens
            # patterns/tabs#gherkin-keyboard.nothing-else-moves
            But nothing else moves

        """))
    }
}
