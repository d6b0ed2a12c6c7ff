import PatternsCore
import PatternsDiagnostics

/// The lines of one body as `JekyllBodyConverter` works through them: where it is, what it has
/// written, and what it found left for the author.
struct ConversionState {
    /// How a written line is searched for Liquid and kramdown left in it.
    enum Scan {
        /// Markdown text: everything but code spans.
        case prose
        /// Code made from a `{% highlight %}` block: a Liquid tag there is shown as code, not run.
        case code
        /// Not searched: fences the conversion wrote, code the author fenced.
        case none
    }

    let lines: [Substring]
    let file: String
    let source: String
    let firstLine: Int
    var index = 0
    var counts = ImportPlan.Counts()
    private var written: [(text: Substring, scan: Scan)] = []
    private var notes: [ImportNote] = []
    /// Site addresses of files the converted body shows (a video player's video and captions), to copy with it.
    var referencedFiles: [String] = []
    /// The last example converted to a fence, and the index of its last line.
    var lastExample: (name: String, lastLine: Int)?
    private var findings: [Diagnostic] = []
    /// Places already reported, so the search for leftovers does not report them twice.
    private var reported: Set<SourceLocation> = []
    /// The fence of the author's code block being copied, if inside one.
    private var authorFence: (character: Character, count: Int)?

    /// `\r\n` when the body has Windows line endings, which the converted body then keeps; else `\n`.
    let lineEnding: String

    init(body: String, file: String, source: String, firstLine: Int) {
        // `\r\n` is one Character in Swift, so it is a separator of its own.
        self.lines = body.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        self.lineEnding = body.contains("\r\n") ? "\r\n" : "\n"
        self.file = file
        self.source = source
        self.firstLine = firstLine
    }

    mutating func emit(_ line: Substring, scan: Scan) {
        written.append((line, scan))
    }

    /// Copies the current line unchanged when it opens, continues or closes a fenced block the author wrote.
    mutating func copyAuthorFence() -> Bool {
        let trimmed = lines[index].drop { $0 == " " }
        let marker = trimmed.prefix { $0 == "`" || $0 == "~" }
        if let fence = authorFence {
            if marker.count >= fence.count, marker.allSatisfy({ $0 == fence.character }),
               trimmed.dropFirst(marker.count).trimmingWhitespace().isEmpty {
                authorFence = nil
            }
        } else if marker.count >= 3, let character = marker.first, marker.allSatisfy({ $0 == character }) {
            authorFence = (character, marker.count)
        } else {
            return false
        }
        emit(lines[index], scan: .none)
        index += 1
        return true
    }

    /// The index of the first non-blank line after `line`, if any.
    func nextNonBlank(after line: Int) -> Int? {
        lines[(line + 1)...].firstIndex { !$0.trimmingWhitespace().isEmpty }
    }

    /// The level of the last ATX heading (`## Name`) among the source lines before `line`, if any.
    func lastHeadingLevel(before line: Int) -> Int? {
        for text in lines[..<line].reversed() {
            let hashes = text.prefix { $0 == "#" }
            if (1...6).contains(hashes.count), text.dropFirst(hashes.count).first == " " { return hashes.count }
        }
        return nil
    }

    /// Records a decision about the current line for the report.
    mutating func note(_ message: String) {
        notes.append(ImportNote(file: file, source: source, line: firstLine + written.count, message: message))
    }

    /// Notes an include of an example that is not in `_includes/examples/`, at the brace of its
    /// include among the lines `index...last`, which are then copied as they are.
    mutating func missingExample(_ name: String, through last: Int) {
        let offset = (index...last).first { LiquidTag.includeColumn(in: lines[$0]) != nil } ?? index
        let column = LiquidTag.includeColumn(in: lines[offset]) ?? 1
        let location = SourceLocation(line: firstLine + written.count + offset - index, column: column)
        reported.insert(location)
        findings.append(.leftForAuthor(.importMissingExample, file: file, source: source, line: location.line, column: column,
                                      message: "include of example '\(name)', which _includes/examples/ does not have, left in place"))
    }

    /// The converted text and every finding in it, in line order.
    mutating func finish() -> JekyllBodyConverter.Output {
        for (offset, line) in written.enumerated() where line.scan != .none {
            let number = firstLine + offset
            let searched = line.scan == .prose ? Self.maskingCodeSpans(line.text) : String(line.text)
            for found in TemplateSyntax.findings(inLine: searched[...], line: number)
            where !reported.contains(found.location) {
                let shown = line.scan == .code ? "is shown as code" : "left in place"
                findings.append(.leftForAuthor(.importTemplateSyntax, file: file, source: source, line: number, column: found.location.column,
                                              message: "\(found.kind.name) '\(found.excerpt)' \(shown)"))
            }
        }
        findings.sort { ($0.location?.line ?? 0, $0.location?.column ?? 0) < ($1.location?.line ?? 0, $1.location?.column ?? 0) }
        return .init(text: written.map(\.text).joined(separator: lineEnding), findings: findings, notes: notes, counts: counts,
                     referencedFiles: referencedFiles)
    }

    /// `line` with the text of its code spans replaced by spaces, so columns stay where they were.
    static func maskingCodeSpans(_ line: Substring) -> String {
        var scalars = Array(line.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "`" else { index += 1; continue }
            var run = 0
            while index + run < scalars.count, scalars[index + run] == "`" { run += 1 }
            var close = index + run
            var closing: Int?
            while close < scalars.count {
                if scalars[close] == "`" {
                    var length = 0
                    while close + length < scalars.count, scalars[close + length] == "`" { length += 1 }
                    if length == run { closing = close; break }
                    close += length
                } else {
                    close += 1
                }
            }
            guard let end = closing else { index += run; continue }
            for masked in (index + run)..<end { scalars[masked] = " " }
            index = end + run
        }
        return String(String.UnicodeScalarView(scalars))
    }
}
