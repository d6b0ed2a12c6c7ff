import PatternsDiagnostics

extension Rule {
    /// Declared beside the template checker: Core, which keeps the other rules, cannot see templates.
    public static let templateUnknownVariable = Rule(
        id: "patterns.template.unknown-variable", severity: .warning,
        summary: "A site template names a variable no context in reach provides, or a partial that does not exist, so it renders as empty text.",
        fix: "Correct the name. `{{#list}}` brings a list item's names into reach and `{{a.b}}` reaches a nested one; the built-in template shows the names each page has.")
}

extension UnknownTemplateName {
    /// How many in-reach names a hint lists before it stops.
    static let listedNames = 12

    /// The finding as a warning at the name.
    var diagnostic: Diagnostic {
        let end = SourceLocation(line: location.line, column: location.column + max(name.unicodeScalars.count, 1))
        return Diagnostic(.templateUnknownVariable, message, file: file, at: SourceRange(start: location, end: end), hint: hint)
    }

    private var message: String {
        switch kind {
        case .variable: "'\(name)' is not a variable in reach here on \(Self.list(scopes)), so it renders as empty text"
        case .partial: "there is no partial '\(name)', so it renders as empty text"
        }
    }

    private var hint: String? {
        if let reachedAs { return "\(scopes[0]) reaches '\(name)' as \(reachedAs)" }
        if let suggestion { return "did you mean '\(suggestion)'?" }
        guard !namesInReach.isEmpty else { return nil }
        let listed = namesInReach.prefix(Self.listedNames).joined(separator: ", ")
        return "names in reach here: \(listed)" + (namesInReach.count > Self.listedNames ? ", …" : "")
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func list(_ items: [String]) -> String {
        items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
}
