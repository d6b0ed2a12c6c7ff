/// A language the highlighter knows, and the lexer that marks its tokens.
enum HighlightLanguage: Sendable {
    case code(CodeLexer)
    case markup(MarkupLexer)
    case styleSheet(StyleSheetLexer)

    /// Every highlighted language under the names fences give it (`swift`, `objc`, `kt`…); a fence
    /// naming anything else stays plain. Names are matched in lower case.
    static let table: [(names: [String], language: HighlightLanguage)] = [
        (["swift"], .code(CodeLexer(.swift))),
        (["objc", "objective-c", "objectivec", "obj-c", "m", "mm"], .code(CodeLexer(.objectiveC))),
        (["kotlin", "kt", "kts"], .code(CodeLexer(.kotlin))),
        (["java"], .code(CodeLexer(.java))),
        (["js", "javascript", "mjs", "cjs"], javaScript),
        (["json"], .code(CodeLexer(.json))),
        (["gherkin", "feature", "cucumber"], .code(CodeLexer(.gherkin))),
        (["sh", "shell", "bash", "zsh"], .code(CodeLexer(.shell))),
        (["html", "htm", "xhtml"], .markup(MarkupLexer(isHTML: true))),
        (["xml", "svg", "plist", "android-xml"], .markup(MarkupLexer(isHTML: false))),
        (["css"], css),
    ]

    static let javaScript = HighlightLanguage.code(CodeLexer(.javaScript))
    static let css = HighlightLanguage.styleSheet(StyleSheetLexer())

    private static let byName: [String: HighlightLanguage] = {
        var languages: [String: HighlightLanguage] = [:]
        for (names, language) in table {
            for name in names { languages[name] = language }
        }
        return languages
    }()

    /// The language a fence's first info word names, in any case.
    static func named(_ name: String) -> HighlightLanguage? {
        byName[name] ?? byName[name.lowercased()]
    }

    func mark(_ range: Range<Int>, in writer: inout HighlightWriter) {
        switch self {
        case .code(let lexer): lexer.mark(range, in: &writer)
        case .markup(let lexer): lexer.mark(range, in: &writer)
        case .styleSheet(let lexer): lexer.mark(range, in: &writer)
        }
    }
}
