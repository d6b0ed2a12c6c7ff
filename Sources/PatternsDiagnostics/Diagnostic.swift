/// One problem found in a site's sources, as data: printers decide how it looks.
public struct Diagnostic: Hashable, Sendable, Codable {
    /// Path of the file, relative to the site root (`content/patterns/controls/button.md`).
    public var file: String
    /// Where in the file; nil only when the problem concerns the file as a whole.
    public var range: SourceRange?
    public var severity: Severity
    public var rule: Rule
    /// What is wrong, in one sentence.
    public var message: String
    /// How to fix it, when there is something specific to say.
    public var hint: String?

    public init(
        _ rule: Rule,
        _ message: String,
        file: String,
        at range: SourceRange?,
        hint: String? = nil,
        severity: Severity? = nil
    ) {
        self.rule = rule
        self.message = message
        self.file = file
        self.range = range
        self.hint = hint
        self.severity = severity ?? rule.defaultSeverity
    }

    public var location: SourceLocation? { range?.start }
}

extension Diagnostic {
    /// Orders diagnostics by file, then position, then rule, so output is stable across parallel runs.
    static func sortedForOutput(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.sorted { a, b in
            if a.file != b.file { return a.file < b.file }
            let la = a.location ?? SourceLocation(line: 0, column: 0)
            let lb = b.location ?? SourceLocation(line: 0, column: 0)
            if la != lb { return la < lb }
            if a.rule.id != b.rule.id { return a.rule.id < b.rule.id }
            return a.message < b.message
        }
    }
}

extension Array where Element == Diagnostic {
    public var errorCount: Int { lazy.filter { $0.severity == .error }.count }
    public var warningCount: Int { lazy.filter { $0.severity == .warning }.count }
    public var hasErrors: Bool { contains { $0.severity == .error } }
}
