import PatternsCore

/// Every tip for one platform across all entries, grouped by entry and by section of the notes.
struct PlatformPage: Sendable {
    struct EntryTips: Sendable {
        let title: String
        let url: String
        let sections: [EntryPage.TipGroup]
    }

    static func path(for platform: Platform) -> String { SiteLayout.platformPage(platform) }

    let chrome: PageChrome
    let title: String
    let platformName: String
    let entries: [EntryTips]
    let tipCount: Int
    let filters: FilterLinks

    init(platform: Platform, site: Site, context: SiteContext) {
        let path = Self.path(for: platform)
        title = "\(platform.displayName) tips"
        platformName = platform.displayName
        chrome = PageChrome(site: context, pagePath: path, title: title,
                            description: "Every \(platform.displayName) implementation tip in the catalog, by pattern.")
        entries = site.entries.compactMap { entry in
            let entryURL = SitePaths.relativeURL(from: path, to: entry.pagePath)
            let sections = entry.tipSections.compactMap { section -> EntryPage.TipGroup? in
                let tips = section.tips.filter { $0.platform == platform }
                guard !tips.isEmpty else { return nil }
                return EntryPage.TipGroup(title: section.title, notesURL: entryURL + "#\(section.anchor)",
                                          tips: tips.map { EntryPage.Tip(framework: $0.framework, html: $0.html) })
            }
            return sections.isEmpty ? nil
                : EntryTips(title: site.config.naming(entry.title, in: entry.collection), url: entryURL, sections: sections)
        }
        tipCount = entries.reduce(0) { $0 + $1.sections.reduce(0) { $0 + $1.tips.count } }
        filters = FilterLinks(site: site, from: path, currentPlatform: platform)
    }
}

extension PlatformPage: PageContext {
    static let template = PageTemplate.platform
    static let fields: TemplateFields<Self> = [
        .nested("chrome", \.chrome),
        .text("title", \.title),
        .text("platformName", \.platformName),
        .list("entries", \.entries),
        .text("tipCount", \.tipCount),
        .nested("filters", \.filters),
    ]
}

extension PlatformPage.EntryTips: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("title", \.title),
        .text("url", \.url),
        .list("sections", \.sections),
    ]
}
