import PatternsDiagnostics
import PatternsMarkdown

/// Liquid and kramdown syntax left in a body's text, which the page would show literally.
///
/// Jekyll-era catalogs write `{% include %}`, `{% highlight %}`, `{{ site.baseurl }}` and kramdown's
/// `{::nomarkdown}`, `{:/}` and `{: .class}`; `patterns` runs none of them. Only the text nodes of the
/// Markdown tree are searched, so code spans, code blocks and raw HTML, where such text is meant
/// or is never shown, are left alone.
public enum TemplateSyntax {
    /// Which syntax a finding is.
    public enum Kind: Hashable, Sendable {
        /// `{% tag … %}`.
        case liquidTag
        /// `{{ expression }}`.
        case liquidOutput
        /// `{::name}` or `{:/name}`.
        case kramdownExtension
        /// An inline attribute list such as `{: .note}` or `{:#id}`.
        case kramdownAttributes

        /// What it is called in messages: `Liquid tag`, `kramdown attribute list`.
        public var name: String {
            switch self {
            case .liquidTag: "Liquid tag"
            case .liquidOutput: "Liquid output"
            case .kramdownExtension: "kramdown extension"
            case .kramdownAttributes: "kramdown attribute list"
            }
        }
    }

    /// One piece of syntax: what it is, its text (shortened) and where its `{` stands.
    public struct Finding: Hashable, Sendable {
        public var kind: Kind
        public var excerpt: String
        public var location: SourceLocation
    }

    /// The longest excerpt a message quotes.
    static let excerptLimit = 40

    /// Reports every finding in `document`'s text.
    static func inBody(_ document: MarkdownDocument, diagnostics: FileDiagnosticSink) {
        for finding in findings(in: document) {
            diagnostics.diagnose(.templateSyntax(finding.kind, excerpt: finding.excerpt), at: finding.location)
        }
    }

    /// Every finding in `document`'s text nodes, in document order.
    ///
    /// cmark splits a line's text into several nodes (at `:` for autolinks, at escapes), so
    /// adjacent text nodes are searched as one run and each finding is placed in the node holding its `{`.
    public static func findings(in document: MarkdownDocument) -> [Finding] {
        // Every syntax found opens with a brace: only runs holding one are read.
        document.textRuns(holding: UInt8(ascii: "{")).flatMap(findings(inRun:))
    }

    /// Every finding in one line of text, `line` being its number; columns count Unicode scalars.
    ///
    /// For text that is not parsed as Markdown (the import scans template lines before they become Markdown).
    public static func findings(inLine text: Substring, line: Int) -> [Finding] {
        scan(Array(text.unicodeScalars)).map { match in
            Finding(kind: match.kind, excerpt: match.excerpt, location: SourceLocation(line: line, column: match.offset + 1))
        }
    }

    private static func findings(inRun nodes: [MarkdownNode]) -> [Finding] {
        guard !nodes.isEmpty else { return [] }
        let literals = nodes.map { $0.literal ?? "" }
        var scalars: [Unicode.Scalar] = []
        var starts: [(offset: Int, node: MarkdownNode)] = []
        for (node, literal) in zip(nodes, literals) {
            starts.append((scalars.count, node))
            scalars += literal.unicodeScalars
        }
        return scan(scalars).compactMap { match in
            guard let start = starts.last(where: { $0.offset <= match.offset }), let location = start.node.range?.start else { return nil }
            let column = location.column + match.offset - start.offset
            return Finding(kind: match.kind, excerpt: match.excerpt, location: SourceLocation(line: location.line, column: column))
        }
    }

    /// The syntax found in one run of text, with each finding's offset in scalars.
    static func scan(_ text: [Unicode.Scalar]) -> [(kind: Kind, excerpt: String, offset: Int)] {
        var found: [(kind: Kind, excerpt: String, offset: Int)] = []
        var index = 0
        while index + 1 < text.count {
            guard text[index] == "{", let (kind, end) = match(text, at: index) else {
                index += 1
                continue
            }
            found.append((kind, excerpt(text[index..<end]), index))
            index = end
        }
        return found
    }

    /// The kind of syntax opening at `start` and the offset just past its end, if any opens there.
    private static func match(_ text: [Unicode.Scalar], at start: Int) -> (Kind, Int)? {
        let next = text[start + 1]
        switch next {
        case "%":
            let end = closing(["%", "}"], in: text, from: start + 2)
            return (.liquidTag, end ?? min(text.count, start + excerptLimit))
        case "{":
            return closing(["}", "}"], in: text, from: start + 2).map { (.liquidOutput, $0) }
        case ":":
            guard start + 2 < text.count, let end = closing(["}"], in: text, from: start + 2) else { return nil }
            let third = text[start + 2]
            if third == ":" || third == "/" { return (.kramdownExtension, end) }
            let body = text[(start + 2)..<(end - 1)].drop { $0 == " " }
            guard let first = body.first, first == "." || first == "#" || (first.properties.isAlphabetic && body.contains("=")),
                  !body.contains("{") else { return nil }
            return (.kramdownAttributes, end)
        default:
            return nil
        }
    }

    /// The offset just past the first occurrence of `marker` at or after `from`.
    private static func closing(_ marker: [Unicode.Scalar], in text: [Unicode.Scalar], from: Int) -> Int? {
        var index = from
        while index + marker.count <= text.count {
            if Array(text[index..<(index + marker.count)]) == marker { return index + marker.count }
            index += 1
        }
        return nil
    }

    private static func excerpt(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        let text = String(String.UnicodeScalarView(scalars))
        return text.count > excerptLimit ? String(text.prefix(excerptLimit - 1)) + "…" : text
    }
}
