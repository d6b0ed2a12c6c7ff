/// The lexer that marks one language's tokens; `CodeLanguage.table` says which language has which.
enum HighlightLanguage: Sendable {
    case code(CodeLexer)
    case markup(MarkupLexer)
    case styleSheet(StyleSheetLexer)

    /// Also what HTML's `<script>` and `<style>` elements hold.
    static let javaScript = HighlightLanguage.code(CodeLexer(.javaScript))
    static let css = HighlightLanguage.styleSheet(StyleSheetLexer())

    func mark(_ range: Range<Int>, in writer: inout HighlightWriter) {
        switch self {
        case .code(let lexer): lexer.mark(range, in: &writer)
        case .markup(let lexer): lexer.mark(range, in: &writer)
        case .styleSheet(let lexer): lexer.mark(range, in: &writer)
        }
    }
}
