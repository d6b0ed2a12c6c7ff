import PatternsTestSupport
import Testing
@testable import PatternsCore

/// Trimming and collapsing read ASCII on its bytes; they must give what the rules written over
/// scalars and characters give, for every kind of white space, CRLF and marks that join a space.
@Suite("White space")
struct WhitespaceTests {
    /// Pieces meeting each case: ASCII and Unicode white space, CRLF (one character), a mark joining
    /// the space before it, letters in and out of ASCII.
    static let pieces = [" ", "  ", "\t", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{A0}", "\u{2003}", "\u{3000}",
                         "a", "Tab", "é", "e\u{301}", " \u{301}", "日本", ".", "\u{1C}"]

    /// The rules as written before the byte paths.
    static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        return String(text[first...last])
    }

    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }

    @Test("trimmed and collapsed as the scalar and character rules do, on 5,000 random texts")
    func matchesTheRules() {
        var generator = SeededGenerator(seed: 27)
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            #expect(text.trimmingWhitespace() == Self.trimmed(text), "\(text.debugDescription)")
            #expect(Array(text.trimmingWhitespace().utf8) == Array(Self.trimmed(text).utf8), "\(text.debugDescription)")
            // A slice of a longer string, as the readers trim lines: the bytes read are the slice's own.
            let slice = ("|" + text + "|").dropFirst().dropLast()
            #expect(Array(slice.trimmingWhitespace().utf8) == Array(Self.trimmed(text).utf8), "\(text.debugDescription)")
            #expect(Array(text.collapsedWhitespace.utf8) == Array(Self.collapsed(text).utf8), "\(text.debugDescription)")
        }
    }

    @Test func plainCases() {
        #expect("  Focus moves\n".trimmingWhitespace() == "Focus moves")
        #expect(" \t\n ".trimmingWhitespace() == "")
        #expect("Focus\n  moves\tto the\r\nbutton ".collapsedWhitespace == "Focus moves to the\r\nbutton")
        #expect("Focus\n  moves ".collapsedWhitespace == "Focus moves")
    }
}
