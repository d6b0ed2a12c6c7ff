import PatternsDiagnostics

// Rules about the site's Mustache templates.
// Each rule's id is a public contract (CI logs, `rules:` in patterns.yml, `patterns explain`): ids never change.
extension Rule {
    public static let templateInvalid = Rule(
        id: "patterns.template.invalid", severity: .error,
        summary: "A Mustache template cannot be parsed, or a page template is missing.",
        fix: "Check that every `{{#section}}` has a matching `{{/section}}`; keep the built-in template names (home, entry, guide, 404).")
    public static let templateUnknownVariable = Rule(
        id: "patterns.template.unknown-variable", severity: .warning,
        summary: "A site template names a variable no context in reach provides, or a partial that does not exist, so it renders as empty text.",
        fix: "Correct the name. `{{#list}}` brings a list item's names into reach and `{{a.b}}` reaches a nested one; the built-in template shows the names each page has.")
    public static let templateNotCompiled = Rule(
        id: "patterns.template.not-compiled", severity: .warning,
        summary: "A site template uses Mustache the compiled templates do not render (blocks, parent or dynamic partials, transforms, a list or a context printed as text), so the pages it renders with are rendered by swift-mustache, more slowly.",
        fix: "Write it with sections, partials and names of text: `{{#list}}…{{/list}}` instead of a transform, a partial instead of a block.")
}

extension DiagnosticMessage {
    /// A page template, or a partial it includes, uses what only swift-mustache renders.
    public static func uncompiledTemplate(_ reason: String) -> Self {
        Self(.templateNotCompiled, "\(reason); its pages render with swift-mustache",
             hint: "sections, partials and names of text render through compiled templates")
    }

    /// A template that does not parse; `reason` is the parser's own words.
    public static func unparsableTemplate(_ reason: String, atKnownPosition: Bool) -> Self {
        Self(.templateInvalid, "template cannot be parsed: \(reason)",
             hint: atKnownPosition ? "check that every {{#section}} has a matching {{/section}}" : nil)
    }

    public static func missingTemplate(_ name: String) -> Self {
        Self(.templateInvalid, "no '\(name)' template",
             hint: "add templates/\(name).mustache, or keep the patterns_PatternsRendering.resources folder next to the patterns executable")
    }

    /// No archetype for `patterns new` at `path` (under `templates/`), in the site or built in.
    public static func missingArchetype(_ kind: String, path: String) -> Self {
        Self(.templateInvalid, "no '\(kind)' archetype",
             hint: "add \(path), or keep the patterns_PatternsRendering.resources folder next to the patterns executable")
    }

    /// An archetype that does not parse; `reason` is the parser's own words.
    public static func unparsableArchetype(_ reason: String, atKnownPosition: Bool) -> Self {
        Self(.templateInvalid, "archetype cannot be parsed: \(reason)",
             hint: atKnownPosition ? "check that every {{#section}} has a matching {{/section}}" : nil)
    }
}
