import PatternsDiagnostics

/// Writes a piece of code as escaped HTML with a `<span>` around each token the lexers mark.
///
/// Lexers mark tokens only, in source order; everything between them is written as plain
/// escaped text. Several lexers may write into one writer (HTML hands its `<script>` and
/// `<style>` contents to the JavaScript and CSS lexers). A token that starts before the end of
/// the previous one is clipped, so a lexer's mistake can never repeat or reorder text.
struct HighlightWriter {
    let source: [UInt8]
    private(set) var output: [UInt8] = []
    /// Where the text not yet written starts.
    private var written = 0
    private static let closingTag = Array("</span>".utf8)

    init(source: [UInt8]) {
        self.source = source
        // Escapes and spans add about a half to typical code.
        output.reserveCapacity(source.count + source.count / 2 + 64)
    }

    /// Marks `range` of the source as a token of `kind`.
    mutating func token(_ kind: TokenClass, _ range: Range<Int>) {
        let start = max(range.lowerBound, written), end = min(range.upperBound, source.count)
        guard start < end else { return }
        writePlain(upTo: start)
        output += kind.openingTag
        TextEscaping.appendMarkup(source[start..<end], to: &output)
        output += Self.closingTag
        written = end
    }

    /// Writes the rest of the source as plain text and returns the whole HTML.
    mutating func finish() -> String {
        writePlain(upTo: source.count)
        return String(decoding: output, as: UTF8.self)
    }

    private mutating func writePlain(upTo end: Int) {
        guard written < end else { return }
        TextEscaping.appendMarkup(source[written..<end], to: &output)
        written = end
    }
}
