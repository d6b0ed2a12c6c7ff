/// Ids the page templates in effect give their own parts (`#keyboard`, `#platform-tips`…), which
/// links may target as well as headings.
///
/// Declared by the template library the site renders with, so a site that overrides a template
/// is checked against its own ids, not the built-in ones.
public struct TemplateAnchors: Hashable, Sendable {
    public var entry: Set<String>
    public var guide: Set<String>
    /// The output paths of the theme's static files (built-in and `templates/static/`), which no
    /// content file may be published at.
    public var staticFiles: Set<String>

    public init(entry: Set<String>, guide: Set<String>, staticFiles: Set<String> = []) {
        self.entry = entry
        self.guide = guide
        self.staticFiles = staticFiles
    }
}
