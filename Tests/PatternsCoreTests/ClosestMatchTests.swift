import Testing
@testable import PatternsCore

@Suite("Did-you-mean suggestions")
struct ClosestMatchTests {
    @Test("a case difference, one edit or one swapped pair of letters is a near miss", arguments: [
        ("Name", "name"), ("tittle", "title"), ("wehn", "when"), ("keybaord", "keyboard"), ("screnreader", "screenreader"),
    ])
    func nearMisses(typed: String, meant: String) {
        #expect(closestMatch(to: typed, in: ["name", "title", "when", "then", "keyboard", "screenreader", "order"]) == meant)
    }

    @Test("a different short word is not a near miss: a catalog's own 'owner:' key is not 'order:'", arguments: ["owner", "notes", "wcag"])
    func differentWords(typed: String) {
        #expect(closestMatch(to: typed, in: ["order", "title", "mobile", "when"]) == nil)
    }
}
