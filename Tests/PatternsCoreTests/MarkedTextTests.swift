import PatternsTestSupport
import Testing
import PatternsDiagnostics

/// The fixture helper every position test relies on, checked on its own.
@Suite("Marked fixture text")
struct MarkedTextTests {
    @Test("markers are removed and located at the character after them")
    func locations() {
        let marked = MarkedText("‸ab\nc‸d\n\n‸")
        #expect(marked.text == "ab\ncd\n\n")
        #expect(marked.locations == [
            SourceLocation(line: 1, column: 1), SourceLocation(line: 2, column: 2), SourceLocation(line: 4, column: 1),
        ])
    }

    @Test("columns count Unicode scalars, not bytes or grapheme clusters")
    func unicodeColumns() {
        // "é" is one scalar (two bytes); "👍🏽" is two scalars (eight bytes) but one character.
        let marked = MarkedText("é👍🏽‸x")
        #expect(marked.text == "é👍🏽x")
        #expect(marked.location == SourceLocation(line: 1, column: 4))
    }
}
