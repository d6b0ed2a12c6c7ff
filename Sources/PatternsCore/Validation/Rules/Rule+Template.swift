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
    public static let templateIncludeCycle = Rule(
        id: "patterns.template.include-cycle", severity: .error,
        summary: "A partial includes itself, directly or through other partials, without going one level deeper into the page's data each time (as `{{#children}}{{> tree}}{{/children}}` does), so rendering a page with it would never end; or a dynamic partial (`{{>*name}}`), whose data may name the template it is in.",
        fix: "Remove the `{{> partial}}` tag that closes the cycle, or move what both partials share into a third that includes neither.")
    public static let templateNestingLimit = Rule(
        id: "patterns.template.nesting-limit", severity: .error,
        summary: "Sections and partials nest deeper than the template nesting limit, deeper than any page needs and deep enough to exhaust the stack while parsing or rendering.",
        fix: "Flatten the template: close sections before opening new ones, or include fewer partials inside each other.")
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

    /// A `{{> partial}}` tag that closes a cycle; `chain` is the path from the page template to it
    /// (`entry.mustache → partials/a → partials/b → partials/a`).
    public static func templateIncludeCycle(_ partial: String, chain: [String]) -> Self {
        Self(.templateIncludeCycle,
             "partial '\(partial)' includes itself (\(chain.joined(separator: " → "))), so rendering it would never end",
             hint: "remove this {{> \(partial)}} tag, or move what the partials share into one that includes neither")
    }

    /// A `{{>*name}}` tag: the template it includes is whatever the page's data names, possibly the
    /// one the tag is in, so the check cannot rule out a cycle.
    public static func templateDynamicInclude(_ name: String) -> Self {
        Self(.templateIncludeCycle,
             "{{>*\(name)}} includes the template the page's data names, which may be this one, so rendering it may never end",
             hint: "name the partial ({{> partials/…}}), or choose between named partials with sections")
    }

    /// A section or partial opened `limit` levels deep, counting the sections and partials around it.
    public static func templateNestingLimit(_ limit: Int, throughPartials: Bool) -> Self {
        Self(.templateNestingLimit,
             "sections\(throughPartials ? " and partials" : "") nest more than \(limit) levels deep here",
             hint: throughPartials
                ? "include this partial from a shallower place, or flatten the partials it sits in"
                : "close sections before opening new ones: no page needs \(limit) levels")
    }

    public static func missingTemplate(_ name: String) -> Self {
        Self(.templateInvalid, "no '\(name)' template",
             hint: "add templates/\(name).mustache, or keep the patterns_PatternsTemplates.resources folder next to the patterns executable")
    }

    /// No archetype for `patterns new` at `path` (under `templates/`), in the site or built in.
    public static func missingArchetype(_ kind: String, path: String) -> Self {
        Self(.templateInvalid, "no '\(kind)' archetype",
             hint: "add \(path), or keep the patterns_PatternsTemplates.resources folder next to the patterns executable")
    }

    /// An archetype that does not parse; `reason` is the parser's own words.
    public static func unparsableArchetype(_ reason: String, atKnownPosition: Bool) -> Self {
        Self(.templateInvalid, "archetype cannot be parsed: \(reason)",
             hint: atKnownPosition ? "check that every {{#section}} has a matching {{/section}}" : nil)
    }
}
