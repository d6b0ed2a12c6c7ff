import PatternsDiagnostics
import PatternsTestSupport
import Testing

/// `LineIndex` finds lines with memchr and tests them for ASCII a word at a time: every byte's position
/// must be what counting lines and characters from the start gives.
@Suite("Line index positions")
struct LineIndexPositionTests {
    static let pieces = ["a", "bc", "\n", "\n\n", "é", "€", "🎉", "e\u{301}", "\r\n", "        ", "x\ny"]

    /// The position of each byte as a reader counts it: lines from `firstLine`, columns in characters from 1.
    static func reference(_ text: String, firstLine: Int) -> [PatternsDiagnostics.SourceLocation] {
        var locations: [PatternsDiagnostics.SourceLocation] = []
        var line = firstLine, column = 1
        for character in text.unicodeScalars {
            for _ in String(character).utf8 { locations.append(PatternsDiagnostics.SourceLocation(line: line, column: column)) }
            if character == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return locations
    }

    @Test("every byte that starts a scalar is placed as counting from the start places it, on 2,000 random texts")
    func matchesCounting() {
        var generator = SeededGenerator(seed: 38)
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...30, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            let index = LineIndex(text, firstLine: 3)
            let expected = Self.reference(text, firstLine: 3)
            var offset = 0
            for scalar in text.unicodeScalars {
                #expect(index.location(ofByte: offset) == expected[offset], "\(text.debugDescription) byte \(offset)")
                offset += String(scalar).utf8.count
            }
            #expect(index.lineCount == text.utf8.filter { $0 == 0x0A }.count + 1)
        }
    }
}
