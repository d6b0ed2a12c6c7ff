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

@Suite("Several names near a mistyped one")
struct ClosestMatchesTests {
    @Test("near misses come first, nearest first, then names containing what was typed")
    func nearThenContaining() {
        let slugs = ["alert-dialog", "button", "modal-dialog", "buttons", "date-picker"]
        #expect(closestMatches(to: "buton", in: slugs) == ["button"])
        #expect(closestMatches(to: "buttonz", in: slugs) == ["button", "buttons"])
        #expect(closestMatches(to: "dialog", in: slugs) == ["alert-dialog", "modal-dialog"])
        #expect(closestMatches(to: "picker", in: slugs, limit: 1) == ["date-picker"])
    }

    @Test("nothing near is nothing offered")
    func nothingNear() {
        #expect(closestMatches(to: "carousel", in: ["button", "slider"]).isEmpty)
        #expect(closestMatches(to: "", in: ["button"]).isEmpty)
    }
}
