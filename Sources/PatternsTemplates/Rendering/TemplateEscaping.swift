/// How a printed value is escaped, as swift-mustache decides it for each tag.
public enum TemplateEscaping: Sendable, Hashable {
    /// `{{{name}}}`, `{{& name}}`, and everything after `{{% CONTENT_TYPE: TEXT}}`.
    case none
    /// After `{{% CONTENT_TYPE: HTML}}`: the project registers `TextEscaping.markup` under that
    /// name, which escapes the five characters byte by byte.
    case markup
    /// A template (or partial) without a pragma: swift-mustache's built-in HTML escaper, which
    /// escapes the same five characters but compares whole `Character`s, so a quote followed by a
    /// combining mark stays as it is.
    case mustacheDefault
}
