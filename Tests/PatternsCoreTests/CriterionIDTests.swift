import Testing
@testable import PatternsCore

@Suite("Criterion ids")
struct CriterionIDTests {
    private func entry(_ keyboard: String) throws -> PatternEntry {
        let (entry, diagnostics) = readEntry("""
        ---
        title: Slider
        categories: controls
        keyboard:
        \(keyboard)
        mobile:
          swipe right: Focus moves to the slider
        screenreader:
          name: Says what it sets
          role: Slider
          group: n/a
          state: The value
        ---
        """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        return try #require(entry)
    }

    @Test("a criterion's id is its collection, slug, way of testing and key, not its position")
    func idsAreKeyPaths() throws {
        let slider = try entry("  tab: Focus moves to the thumb\n  arrow keys: The value changes")
        let keys = TestingMode.keyboard.keyedCriteria(of: slider.summary).map(\.key)
        #expect(keys == ["keyboard.tab", "keyboard.arrow-keys"])
        #expect(CriterionID(entry: slider.id, key: keys[1]).description == "patterns/sample#keyboard.arrow-keys")
        // Reordering and adding criteria leaves every other criterion's id as it was.
        let reordered = try entry("  home: The minimum\n  arrow keys: The value changes\n  tab: Focus moves to the thumb")
        #expect(TestingMode.keyboard.keyedCriteria(of: reordered.summary).map(\.key) == ["keyboard.home", "keyboard.arrow-keys", "keyboard.tab"])
        #expect(TestingMode.screenReader.keyedCriteria(of: slider.summary).map(\.key)
                == ["screenreader.name", "screenreader.role", "screenreader.group", "screenreader.state"])
    }

    @Test("keys fold case, accents and punctuation; the same key twice is told apart by its order among its namesakes")
    func keysAreSlugs() {
        #expect(CriterionKey.keys(prefix: "keyboard", inputs: ["Shift + Tab", "Flèche droite", "tab", "Tab", "+", "page-up"])
                == ["keyboard.shift-tab", "keyboard.fleche-droite", "keyboard.tab", "keyboard.tab-2", "keyboard.criterion", "keyboard.page-up"])
    }

    @Test("a long list numbers its namesakes as a short one does")
    func longListKeys() {
        let inputs = (0..<40).map { $0 % 3 == 0 ? "Tab" : "key \($0)" }
        let keys = CriterionKey.keys(prefix: "keyboard", inputs: inputs)
        #expect(keys.filter { $0.hasPrefix("keyboard.tab") } == ["keyboard.tab"] + (2...14).map { "keyboard.tab-\($0)" })
        #expect(Set(keys).count == keys.count)
        #expect(Array(keys.prefix(12)) == CriterionKey.keys(prefix: "keyboard", inputs: Array(inputs.prefix(12))))
    }

    @Test("generated criteria carry their keys: condensed lines and both steps of a generated pair")
    func generatedCriteriaCarryKeys() throws {
        let criteria = AcceptanceCriteria(entry: try entry("  tab: Focus moves to the thumb").summary)
        #expect(criteria.condensed.first?.keys == ["keyboard.tab"])
        // n/a criteria are not generated, and keep no key among the lines.
        #expect(criteria.condensed.last?.keys == ["screenreader.name", "screenreader.role", "screenreader.state"])
        #expect(criteria.gherkin.first?.steps.map(\.key) == [nil, "keyboard.tab", "keyboard.tab"])
    }

    @Test("an id reads as the entry's id, '#' and the key, whatever the lengths and letters")
    func descriptionIsEntryHashKey() {
        let entries = [EntryID(collection: "patterns", slug: "button"), EntryID(collection: "", slug: "x"),
                       EntryID(collection: "web", slug: "café-menu"), EntryID(collection: String(repeating: "c", count: 40), slug: "s")]
        for entry in entries {
            for key in ["keyboard.tab", "", "screenreader.name", "gherkin-mobile.i-swipe-right-2", "mobile.glisser-à-droite"] {
                #expect(CriterionID(entry: entry, key: key).description == "\(entry.description)#\(key)")
            }
        }
    }
}
