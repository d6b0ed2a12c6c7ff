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
    public var form: Form?
    public var body: String
    /// Line of the file on which the body's first line stands.
    public var bodyFirstLine: Int

    /// Splits `text`; an opening without a closing line is reported and the whole file is read as body.
    public static func split(_ text: String, file: String, diagnostics: inout [Diagnostic]) -> FrontMatter {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first else {
            return FrontMatter(yaml: nil, yamlFirstLine: 1, form: nil, body: text, bodyFirstLine: 1)
        }
        let opening = first.trimmingWhitespace()
        let form: Form
        let isClosing: (String) -> Bool
        if opening == "---" {
            form = .dashes
            isClosing = { $0 == "---" || $0 == "..." }
        } else if opening.hasPrefix("<!--docs:") {
            form = .htmlComment
            isClosing = { $0 == "-->" }
        } else {
            return FrontMatter(yaml: nil, yamlFirstLine: 1, form: nil, body: text, bodyFirstLine: 1)
        }
        guard let closingIndex = lines.indices.dropFirst().first(where: { isClosing(lines[$0].trimmingWhitespace()) }) else {
            let closing = form == .dashes ? "---" : "-->"
            diagnostics.append(Diagnostic(
                .frontMatterUnterminated, "front matter opened on line 1 is never closed", file: file,
                at: SourceRange(at: SourceLocation(line: 1, column: 1)),
                hint: "add a line containing only '\(closing)' after the last front-matter key"))
            return FrontMatter(yaml: nil, yamlFirstLine: 1, form: nil, body: text, bodyFirstLine: 1)
        }
        var yamlLines = lines[1..<closingIndex].map(String.init)
        var yamlFirstLine = 2
        if form == .htmlComment {
            let rest = opening.dropFirst("<!--docs:".count).trimmingWhitespace()
            if !rest.isEmpty {
                yamlLines.insert(rest, at: 0)
                yamlFirstLine = 1
            }
        }
        let body = lines[(closingIndex + 1)...].joined(separator: "\n")
        return FrontMatter(yaml: yamlLines.joined(separator: "\n"), yamlFirstLine: yamlFirstLine, form: form,
                           body: body, bodyFirstLine: closingIndex + 2)
    }
}
