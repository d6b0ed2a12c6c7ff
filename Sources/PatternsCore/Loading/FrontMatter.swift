import PatternsDiagnostics

/// A content file split into its front matter and its Markdown body, with the line each starts on.
///
/// Accepts the Jekyll/Hugo form (`---` … `---` or `...`) and the component-doc form
/// (`<!--docs:` … `-->`). Works on the text's lines once; nothing is copied but the two parts.
public struct FrontMatter: Sendable {
    public enum Form: Sendable { case dashes, htmlComment }

    /// The YAML text, or nil when the file has no front matter.
    public var yaml: String?
    /// Line of the file on which the YAML's first line stands.
    public var yamlFirstLine: Int
    /// Characters before the YAML on its first line (`<!--docs: title: …` puts the YAML mid-line).
    public var yamlFirstLineColumnOffset = 0
    public var form: Form?
    public var body: String
    /// Line of the file on which the body's first line stands.
    public var bodyFirstLine: Int
    /// UTF-8 bytes of the text before the body (`BodyHandle.Start`).
    public var bodyByteOffset = 0

    /// Splits `text`; an opening without a closing line is reported and the whole file is read as body.
    ///
    /// Scans UTF-8 bytes line by line and copies only the two parts: this runs for every file.
    public static func split(_ text: String, diagnostics: FileDiagnosticSink) -> FrontMatter {
        let whole = FrontMatter(yaml: nil, yamlFirstLine: 1, form: nil, body: text, bodyFirstLine: 1)
        let bytes = text.utf8
        var lines = LineCursor(bytes)
        guard let first = lines.next() else { return whole }
        let opening = Substring(first.text).trimmingWhitespace()
        let form: Form
        if opening == "---" {
            form = .dashes
        } else if opening.hasPrefix("<!--docs:") {
            form = .htmlComment
        } else {
            return whole
        }
        var lineNumber = 1
        while let line = lines.next() {
            lineNumber += 1
            guard let lead = line.text.first, lead == UInt8(ascii: "-") || lead == UInt8(ascii: ".") else { continue }
            let trimmed = Substring(line.text).trimmingWhitespace()
            let closes = form == .dashes ? (trimmed == "---" || trimmed == "...") : trimmed == "-->"
            guard closes else { continue }
            var split = FrontMatter(yaml: String(Substring(bytes[first.next..<line.start])), yamlFirstLine: 2, form: form,
                                    body: String(Substring(bytes[line.next...])), bodyFirstLine: lineNumber + 1)
            split.bodyByteOffset = bytes.distance(from: bytes.startIndex, to: line.next)
            if form == .htmlComment {
                let openingLine = Substring(first.text)
                let afterMarker = openingLine[openingLine.range(of: "<!--docs:")!.upperBound...]
                let rest = afterMarker.drop { $0 == " " || $0 == "\t" }
                if !rest.trimmingWhitespace().isEmpty {
                    split.yaml = String(rest) + "\n" + (split.yaml ?? "")
                    split.yamlFirstLine = 1
                    split.yamlFirstLineColumnOffset = openingLine.unicodeScalars.distance(
                        from: openingLine.unicodeScalars.startIndex, to: rest.startIndex)
                }
            }
            return split
        }
        let closing = form == .dashes ? "---" : "-->"
        diagnostics.diagnose(.frontMatterUnterminated(closing: closing), at: SourceLocation(line: 1, column: 1))
        return whole
    }
}

/// Walks the lines of UTF-8 text without decoding it.
private struct LineCursor {
    struct Line {
        /// Index of the line's first byte.
        var start: String.UTF8View.Index
        /// The line's bytes, without its `\n`.
        var text: Substring.UTF8View
        /// Index just past the line's `\n` (or the end of the text).
        var next: String.UTF8View.Index
    }

    private let bytes: String.UTF8View
    private var position: String.UTF8View.Index

    init(_ bytes: String.UTF8View) {
        self.bytes = bytes
        self.position = bytes.startIndex
    }

    mutating func next() -> Line? {
        guard position < bytes.endIndex else { return nil }
        let start = position
        let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        position = end < bytes.endIndex ? bytes.index(after: end) : end
        return Line(start: start, text: Substring(bytes[start..<end]).utf8, next: position)
    }
}
