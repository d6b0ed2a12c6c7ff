import PatternsDiagnostics

/// Build-time syntax highlighting of code blocks: escaped HTML with a `<span class="…">` around
/// each keyword, type, string, comment, number, annotation, tag and attribute (`TokenClass`).
///
/// No maintained highlighter is available as a Swift package or a Debian C library here, so the
/// lexers are our own: small, table-driven, linear in the code's length, and safe on any input
/// (the spans only ever wrap the code's own text, escaped; a mistake costs colours, never text).
/// Highlighting is decoration: the copied text and what a screen reader reads are the code itself.
public enum SyntaxHighlighter {
    /// The code's HTML with its tokens in spans, or nil when `language` is not one the highlighter knows.
    public static func html(_ code: String, language: String) -> String? {
        guard let lexer = CodeLanguage.named(language)?.highlighting else { return nil }
        var writer = HighlightWriter(source: Array(code.utf8))
        lexer.mark(0..<writer.source.count, in: &writer)
        return writer.finish()
    }

    /// A code block as cmark writes one (`<pre><code class="language-swift">`), highlighted; nil
    /// when the language is not one the highlighter knows, so the block is left to cmark.
    public static func codeBlock(_ code: String, language: String) -> String? {
        guard let body = html(code, language: language) else { return nil }
        return "<pre><code class=\"language-\(TextEscaping.markup(language))\">" + body + "</code></pre>\n"
    }
}
