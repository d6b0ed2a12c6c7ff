import PatternsCore

extension TemplateLibrary {
    /// What links may target on the site's pages besides headings: the fixed ids of the page
    /// templates in effect, and on entry pages the ids the page's data gives its criteria tables and
    /// each platform's tips; with the paths the site's page kinds and theme write, which content may not replace.
    public func anchors(config: SiteConfig) -> TemplateAnchors {
        TemplateAnchors(entry: providedAnchors(for: EntryPage.template).union(EntryPage.dataAnchors(platforms: config.platforms)),
                        guide: providedAnchors(for: GuidePage.template), generated: SiteRenderer.generatedOutputs(config: config, templates: self))
    }
}

extension EntryPage {
    /// The ids an entry page's data gives its parts: a criteria table per testing mode, a tips panel per platform.
    static func dataAnchors(platforms: [Platform]) -> Set<String> {
        Set(TestingMode.allCases.map(\.id) + platforms.map(tipsAnchor))
    }

    /// The id of a platform's tips panel (`tips-ios`).
    static func tipsAnchor(_ platform: Platform) -> String { platform.tipsAnchor }
}
