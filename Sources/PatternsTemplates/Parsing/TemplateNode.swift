import PatternsDiagnostics

/// One piece of a parsed template, with where its name is written: what the compiler resolves.
///
/// The tree is the one swift-mustache builds (the same standalone-line rules decide which
/// whitespace is text), plus positions, which swift-mustache does not keep.
indirect enum TemplateNode: Sendable, Equatable {
    /// Literal text, as the page gets it.
    case text(String)
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{& name}}` (not).
    case variable(name: String, isEscaped: Bool, at: SourceLocation)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when `isInverted`.
    case section(name: String, isInverted: Bool, body: [TemplateNode], at: SourceLocation)
    /// `{{> name}}`; `indentation` is the whitespace before a standalone tag (`""` when none), nil when not standalone.
    case partial(name: String, indentation: String?, at: SourceLocation)
    /// `{{% CONTENT_TYPE: HTML}}`: how the tags after it escape.
    case contentType(TemplateEscaping)
}
