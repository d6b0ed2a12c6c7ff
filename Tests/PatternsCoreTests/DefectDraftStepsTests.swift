import Testing
@testable import PatternsCore

@Suite("A defect's steps from the entry's Gherkin")
struct DefectDraftStepsTests {
    /// The definition: the first scenario holding the key, its `Given`, then the key's steps.
    static func reference(_ gherkin: [AcceptanceCriteria.Section], key: String) -> [String] {
        for section in gherkin where section.steps.contains(where: { $0.key == key }) {
            return section.steps.prefix { $0.key == nil }.map(\.line) + section.steps.filter { $0.key == key }.map(\.line)
        }
        return []
    }

    @Test("every criterion's steps, made in one pass, are those of the first scenario holding it")
    func stepsByKey() throws {
        let (entry, diagnostics) = readEntry("""
        ---
        title: Tabs
        categories: controls
        keyboard:
          tab: Focus moves into the tab list
          arrow keys: Focus moves between tabs
          Tab: Focus moves to the panel
        mobile:
          swipe right: Focus moves to the next tab
          double tap: Selects the tab
        screenreader:
          name: Each tab's purpose is clear
          role: Identifies as a tab
          group: Position in the list is read
          state: Selected is announced
        settings:
          text resize: Labels grow to 200%
        ---
        """)
        #expect(diagnostics.isEmpty)
        let summary = try #require(entry).summary
        let gherkin = AcceptanceCriteria(entry: summary).gherkin
        let steps = DefectDraft.stepsByKey(in: gherkin)
        let keys = EntryCriteriaRecord(entry: summary).criteria.map(\.key)
        #expect(keys.count >= 10)
        for key in keys {
            #expect(steps[key] ?? [] == Self.reference(gherkin, key: key), "\(key)")
        }
        #expect(steps["keyboard.tab-2"]?.count == 3)
    }
}
