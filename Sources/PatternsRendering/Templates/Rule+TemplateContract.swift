import PatternsDiagnostics

extension Rule {
    /// Declared beside the template checker: Core, which keeps the other rules, cannot see templates.
    public static let templateUnknownVariable = Rule(
        id: "patterns.template.unknown-variable", severity: .warning,
        summary: "A site template names a variable no context in reach provides, or a partial that does not exist, so it renders as empty text.",
        fix: "Correct the name. `{{#list}}` brings a list item's names into reach and `{{a.b}}` reaches a nested one; the built-in template shows the names each page has.")
}
