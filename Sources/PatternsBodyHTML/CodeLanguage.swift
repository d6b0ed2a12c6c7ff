/// A language code blocks are written in, under every name a fence may give it: the title a code
/// block's caption shows and, for the languages the highlighter knows, the lexer that colours it.
struct CodeLanguage: Sendable {
    let title: String
    /// Fence names in lower case (`objc`, `objective-c`, `m`…).
    let names: [String]
    let highlighting: HighlightLanguage?

    init(_ title: String, _ names: [String], _ highlighting: HighlightLanguage? = nil) {
        self.title = title
        self.names = names
        self.highlighting = highlighting
    }

    /// Every language the theme names; a fence naming another is captioned as written and stays plain.
    static let table: [CodeLanguage] = [
        CodeLanguage("Swift", ["swift"], .code(CodeLexer(.swift))),
        CodeLanguage("Objective-C", ["objc", "objective-c", "objectivec", "obj-c", "m", "mm"], .code(CodeLexer(.objectiveC))),
        CodeLanguage("Kotlin", ["kotlin", "kt", "kts"], .code(CodeLexer(.kotlin))),
        CodeLanguage("Java", ["java"], .code(CodeLexer(.java))),
        CodeLanguage("JavaScript", ["js", "javascript", "mjs", "cjs"], HighlightLanguage.javaScript),
        CodeLanguage("JSON", ["json"], .code(CodeLexer(.json))),
        CodeLanguage("Gherkin", ["gherkin", "feature", "cucumber"], .code(CodeLexer(.gherkin))),
        CodeLanguage("Shell", ["sh", "shell", "bash", "zsh"], .code(CodeLexer(.shell))),
        CodeLanguage("HTML", ["html", "htm", "xhtml"], .markup(MarkupLexer(isHTML: true))),
        CodeLanguage("XML", ["xml", "svg", "plist"], .markup(MarkupLexer(isHTML: false))),
        CodeLanguage("CSS", ["css"], HighlightLanguage.css),
        CodeLanguage("YAML", ["yaml", "yml"]),
        CodeLanguage("Ruby", ["ruby", "rb"]),
        CodeLanguage("Python", ["python", "py"]),
        CodeLanguage("C", ["c"]),
        CodeLanguage("C++", ["cpp", "c++"]),
        CodeLanguage("Markdown", ["markdown", "md"]),
        CodeLanguage("Groovy", ["groovy", "gradle"]),
    ]

    private static let byName: [String: CodeLanguage] = {
        var languages: [String: CodeLanguage] = [:]
        for language in table {
            for name in language.names { languages[name] = language }
        }
        return languages
    }()

    /// The language a fence's first info word names, in any case.
    static func named(_ name: String) -> CodeLanguage? {
        byName[name] ?? byName[name.lowercased()]
    }
}
