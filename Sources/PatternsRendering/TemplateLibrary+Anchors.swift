import PatternsCore

extension TemplateLibrary {
    /// What links may target on the site's pages besides headings: the fixed ids of the page
    /// templates in effect, and on entry pages the ids the page's data gives its criteria tables and
    /// each platform's tips; with the theme's static files, which content may not replace.
    public func anchors(platforms: [Platform]) -> TemplateAnchors {
        TemplateAnchors(entry: providedAnchors(for: .entry).union(EntryPage.dataAnchors(platforms: platforms)),
                        guide: providedAnchors(for: .guide), staticFiles: Set(staticFiles.map(\.path)))
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
