import PatternsDiagnostics

/// One piece of a Mustache template as written: literal text or a tag, with where it starts.
///
/// swift-mustache's parser keeps its tokens to itself and drops positions, so the template
/// checker and the anchor reader scan the text with `TemplateToken.scan` instead.
public struct TemplateToken: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// Literal text between tags.
        case text
        /// `{{name}}`
        case variable
        /// `{{{name}}}` or `{{&name}}`
        case unescapedVariable
        /// `{{#name}}`
        case section
        /// `{{^name}}`
        case invertedSection
        /// `{{/name}}`
        case sectionEnd
        /// `{{>name}}`
        case partial
        /// `{{>*name}}`: the partial named by the variable `name`.
        case dynamicPartial
        /// `{{<name}}`: a partial whose blocks the tag's content overrides.
        case parentPartial
        /// `{{$name}}`: a block, overridable by a parent partial's includer.
        case block
        /// `{{!…}}`, `{{=<% %>=}}` and `{{%PRAGMA}}`: nothing to resolve.
        case other
    }

    public let kind: Kind
    /// The tag's name as written, without the surrounding spaces (`title`, `partials/head`); the text itself for text.
    public let name: String
    /// Where the name starts (for tags without a name, where the tag starts).
    public let location: SourceLocation

    /// Tags that name a variable, which a context must provide.
    public var namesVariable: Bool {
        switch kind {
        case .variable, .unescapedVariable, .section, .invertedSection, .dynamicPartial: true
        default: false
        }
    }
}
