/// Ids the page templates in effect give their own parts (`#keyboard`, `#platform-tips`…), which
/// links may target as well as headings.
///
/// Declared by the template library the site renders with, so a site that overrides a template
/// is checked against its own ids, not the built-in ones.
public struct TemplateAnchors: Hashable, Sendable {
    public var entry: Set<String>
    public var guide: Set<String>

    public init(entry: Set<String>, guide: Set<String>) {
        self.entry = entry
        self.guide = guide
    }
}
