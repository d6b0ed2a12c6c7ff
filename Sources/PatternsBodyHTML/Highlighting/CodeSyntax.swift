/// How one programming language spells its keywords, comments, strings and directives: the data
/// `CodeLexer` reads, one value per language in `CodeLanguage.table`.
struct CodeSyntax: Sendable {
    /// A string or character literal's delimiters.
    struct Quote: Sendable {
        var open: [UInt8]
        var close: [UInt8]
        /// False when a line break ends the literal (an unterminated `"` spoils one line only).
        var spansLines = false
        /// Whether `\` escapes the next character.
        var escapes = true
        /// What opens an embedded expression and the bracket pair it counts to find its end
        /// (`\(…)` in Swift, `${…}` in Kotlin and JavaScript); the expression stays in the string.
        var interpolation: Interpolation?

        init(_ open: String, _ close: String? = nil, spansLines: Bool = false, escapes: Bool = true,
             interpolation: Interpolation? = nil) {
            self.open = Array(open.utf8)
            self.close = Array((close ?? open).utf8)
            self.spansLines = spansLines
            self.escapes = escapes
            self.interpolation = interpolation
        }
    }

    struct Interpolation: Sendable {
        var opener: [UInt8]
        var openBracket: UInt8
        var closeBracket: UInt8

        /// Swift's `\(…)`.
        static let backslashParenthesis = Interpolation(opener: Array("\\(".utf8), openBracket: 0x28, closeBracket: 0x29)
        /// Kotlin's, JavaScript's and the shell's `${…}`.
        static let dollarBrace = Interpolation(opener: Array("${".utf8), openBracket: 0x7B, closeBracket: 0x7D)
    }

    /// Where a line comment may start.
    enum CommentPosition: Sendable {
        case anywhere
        /// After a space or at the start of a line (`#` in the shell: `a#b` is a word).
        case afterSpace
        /// Only as the first thing on its line (`#` in Gherkin).
        case lineStart
    }

    /// What `#` followed by a name means.
    enum HashDirective: Sendable {
        case none
        /// A preprocessor line when `#` starts the line (`#import`, `#define`): the whole line.
        case line
        /// A compiler directive or macro name (`#if`, `#available`, `#Preview` in Swift).
        case word
    }

    var keywords: Set<String>
    /// Type names that are not capitalised (`int`, `BOOL` is in both cases).
    var types: Set<String> = []
    /// Whether a name starting with a capital and holding a lower-case letter is a type (`UIButton`, not `MAX`).
    var capitalisedNamesAreTypes = true
    var lineComments: [[UInt8]] = [Array("//".utf8)]
    var lineCommentPosition = CommentPosition.anywhere
    var blockComment: (open: [UInt8], close: [UInt8])? = (Array("/*".utf8), Array("*/".utf8))
    /// Whether block comments nest (Swift, Kotlin).
    var nestedBlockComments = false
    /// Longer delimiters first: `"""` before `"`.
    var quotes: [Quote] = [Quote("\"")]
    /// Swift's `#"…"#` strings, whose `#`s make `"` and `\` plain characters.
    var extendedStringDelimiters = false
    /// Whether `@name` is an annotation or attribute (`@State`, `@Override`); `@name` in `keywords` is a keyword.
    var annotations = true
    var hashDirective = HashDirective.none
    /// Bytes besides letters, digits and `_` that names may hold (`$` in Java and JavaScript, `-` in the shell).
    var extraNameBytes: [UInt8] = []

    static func words(_ text: String) -> Set<String> {
        Set(text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
    }
}
