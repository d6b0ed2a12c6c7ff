/// What the renderer in effect declares to the loader's checks: the ids its page templates give
/// their own parts (`#keyboard`, `#platform-tips`…), which links may target as well as headings,
/// and the output paths it writes itself, which no content file may be published at.
///
/// Declared by the template library and page kinds the site renders with, so a site that overrides
/// a template is checked against its own ids, not the built-in ones.
public struct TemplateAnchors: Hashable, Sendable {
    public var entry: Set<String>
    public var guide: Set<String>
    /// The site's own outputs (pages, exports, the theme's static files, built-in and `templates/static/`).
    public var generated: GeneratedOutputs

    public init(entry: Set<String>, guide: Set<String>, generated: GeneratedOutputs = GeneratedOutputs()) {
        self.entry = entry
        self.guide = guide
        self.generated = generated
    }
}
