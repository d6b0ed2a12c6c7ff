/// The programming languages of `CodeLanguage.table`, as data: keywords, comments, strings.
extension CodeSyntax {
    static let swift = CodeSyntax(
        keywords: words("""
        associatedtype class deinit enum extension fileprivate func import init inout internal let open operator private
        precedencegroup protocol public rethrows static struct subscript typealias var break case catch continue default
        defer do else fallthrough for guard if in repeat return throw switch where while as Any false is nil self Self
        super throws true try async await some any actor nonisolated isolated consuming borrowing mutating nonmutating
        override convenience required final lazy weak unowned get set willSet didSet indirect optional dynamic package
        """),
        nestedBlockComments: true,
        quotes: [Quote("\"\"\"", spansLines: true, interpolation: .backslashParenthesis),
                 Quote("\"", interpolation: .backslashParenthesis)],
        extendedStringDelimiters: true,
        hashDirective: .word)

    static let objectiveC = CodeSyntax(
        keywords: words("""
        auto break case const continue default do else enum extern for goto if inline register restrict return sizeof
        static struct switch typedef union volatile while self super nil Nil YES NO NULL true false in out inout bycopy
        byref oneway __weak __strong __block __unsafe_unretained __kindof nonatomic atomic strong weak copy assign
        readonly readwrite nullable nonnull null_resettable retain getter setter
        @interface @implementation @end @property @synthesize @dynamic @protocol @optional @required @class @selector
        @encode @try @catch @finally @throw @autoreleasepool @synchronized @public @private @protected @package @import
        """),
        types: words("void int char short long float double signed unsigned bool BOOL id instancetype SEL IMP Class"),
        quotes: [Quote("@\"", "\""), Quote("\""), Quote("'")],
        hashDirective: .line)

    /// Hard keywords and modifiers; soft keywords that are often names (`value`, `field`, `get`) are left out.
    static let kotlin = CodeSyntax(
        keywords: words("""
        as break class continue do else false for fun if in interface is null object package return super this throw
        true try typealias typeof val var when while by catch constructor finally import init where abstract
        annotation companion const crossinline data enum external final infix inline inner internal lateinit noinline
        open operator out override private protected public reified sealed suspend tailrec vararg
        """),
        nestedBlockComments: true,
        quotes: [Quote("\"\"\"", spansLines: true, escapes: false, interpolation: .dollarBrace),
                 Quote("\"", interpolation: .dollarBrace), Quote("'")],
        extraNameBytes: [UInt8(ascii: "$")])

    static let java = CodeSyntax(
        keywords: words("""
        abstract assert boolean break byte case catch char class const continue default do double else enum extends
        final finally float for goto if implements import instanceof int interface long native new package private
        protected public return short static strictfp super switch synchronized this throw throws transient try void
        volatile while true false null var record yield sealed permits
        """),
        quotes: [Quote("\"\"\"", spansLines: true), Quote("\""), Quote("'")],
        extraNameBytes: [UInt8(ascii: "$")])

    static let javaScript = CodeSyntax(
        keywords: words("""
        break case catch class const continue debugger default delete do else export extends finally for function if
        import in instanceof let new return super switch this throw try typeof var void while with yield async await
        of static get set true false null undefined NaN Infinity
        """),
        quotes: [Quote("`", spansLines: true, interpolation: .dollarBrace), Quote("\""), Quote("'")],
        extraNameBytes: [UInt8(ascii: "$")])

    static let json = CodeSyntax(
        keywords: words("true false null"),
        capitalisedNamesAreTypes: false,
        lineComments: [],
        blockComment: nil,
        annotations: false)

    /// Step keywords in English, the language Cucumber reads without a `# language:` line.
    static let gherkin = CodeSyntax(
        keywords: words("Feature Background Scenario Outline Example Examples Scenarios Rule Given When Then And But"),
        capitalisedNamesAreTypes: false,
        lineComments: [Array("#".utf8)],
        lineCommentPosition: .lineStart,
        blockComment: nil,
        quotes: [Quote("\"\"\"", spansLines: true, escapes: false), Quote("```", spansLines: true, escapes: false),
                 Quote("\"")])

    static let shell = CodeSyntax(
        keywords: words("""
        if then else elif fi case esac for while until do done in function select return exit export local readonly
        declare unset break continue shift source alias set trap eval exec
        """),
        capitalisedNamesAreTypes: false,
        lineComments: [Array("#".utf8)],
        lineCommentPosition: .afterSpace,
        blockComment: nil,
        quotes: [Quote("\"", spansLines: true, interpolation: .dollarBrace), Quote("'", spansLines: true, escapes: false)],
        annotations: false,
        extraNameBytes: [UInt8(ascii: "-")])
}
