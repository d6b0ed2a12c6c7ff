/// A validation rule: a stable id that CI logs, docs and config files can name, with its default severity.
///
/// Rules are declared as static members beside the code that checks them
/// (`Rule.missingField` in the content module, `Rule.yamlSyntax` in the YAML module), so
/// the message and the check are read together.
public struct Rule: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Stable identifier, e.g. `patterns.entry.missing-field`. Never rename one: users' configs refer to it.
    public let id: String
    public let defaultSeverity: Severity
    /// One line saying what the rule guards against.
    public let summary: String
    /// What to do about it, in general; each diagnostic adds a hint for its own case.
    public let fix: String

    public init(id: String, severity: Severity, summary: String, fix: String = "") {
        self.id = id
        self.defaultSeverity = severity
        self.summary = summary
        self.fix = fix
    }

    public var description: String { id }
}
