/// What a diagnostic says, before it is placed in a file: its rule, its sentence and its hint.
///
/// Each rule declares its messages as static factories beside it (`.missingField("name", in:
/// "screenreader")`), so a check reads as what it reports and the wording lives in one place.
public struct DiagnosticMessage: Hashable, Sendable {
    public var rule: Rule
    /// What is wrong, in one sentence.
    public var text: String
    /// How to fix this case, when there is something specific to say.
    public var hint: String?

    public init(_ rule: Rule, _ text: String, hint: String? = nil) {
        self.rule = rule
        self.text = text
        self.hint = hint
    }
}

extension Diagnostic {
    /// A diagnostic saying `message` about `file`, at `range` (nil for the file as a whole).
    public init(_ message: DiagnosticMessage, file: String, at range: SourceRange?) {
        self.init(message.rule, message.text, file: file, at: range, hint: message.hint)
    }
}
