import PatternsBodyHTML
import PatternsCore

/// Every tip for one platform, grouped by entry and by section of the notes.
///
/// Up to `PageSizes.tipEntriesOnOnePage` entries the platform has one page; above it the platform's
/// page lists its categories with counts and each category's tips get pages of their own, split
/// into pages of `PageSizes.tipEntriesPerPage` entries.
struct PlatformPage: Sendable {
    struct EntryTips: Sendable {
        /// The id of the entry's heading (`tips-button`, prefixed so no title takes an id of the frame such as `main`).
        let id: String
        let title: String
        let url: String
        let sections: [EntryPage.TipGroup]
    }

    /// A category of the platform's overview: how many of its entries have tips for the platform.
    struct CategoryLink: Sendable {
        let title: String
        let url: String
        let entryCount: Int
    }

    static func path(for platform: Platform) -> OutputPath { SiteLayout.platformPage(platform) }

    let chrome: PageChrome
    let title: String
    let platformName: String
    /// The platform's id (`ios`): reading its tips makes it the reader's platform on entry pages too.
    let platform: String
    let breadcrumbs: [EntryPage.Link]
    let entries: [EntryTips]
    /// The entries' headings, for the "On this page" navigation.
    let sections: [EntryPage.Link]
    let tipCount: Int
    let categories: [CategoryLink]
    let hasCategories: Bool
    let pagination: Pagination
    let filters: FilterLinks
    let sideNav: SideNavigation

    /// Whether more entries have tips for the platform than one page lists (`PageSizes.tipEntriesOnOnePage`):
    /// its first page then lists its categories, and each category's tips have pages of their own.
    static func isSplitByCategory(_ platform: Platform, site: Site) -> Bool {
        site.summaries.count { Self.hasTips($0, for: platform) } > PageSizes.tipEntriesOnOnePage
    }

    /// The platform's only page, listing every entry with tips for it, when it is not split by category.
    static func singlePage(of platform: Platform, site: Site, context: SiteContext,
                           tips: @escaping @Sendable (EntrySummary) -> RenderedBody) -> PendingPage<PlatformPage> {
        let withTips = site.summaries.filter { Self.hasTips($0, for: platform) }
        let first = path(for: platform)
        return PendingPage(path: first) {
            PlatformPage(platform: platform, title: "\(platform.displayName) tips", path: first, parents: [],
                         entries: withTips[...], categories: [], pagination: Pagination(number: 1, count: 1, firstPage: first, label: ""),
                         site: site, context: context, tips: tips)
        }
    }

    /// The platform's first page when its tips are split by category: its categories with counts.
    static func overview(of platform: Platform, site: Site, context: SiteContext) -> PendingPage<PlatformPage> {
        let first = path(for: platform)
        let categories = site.categoryGroups.compactMap { group -> CategoryLink? in
            let count = group.entries.count { Self.hasTips($0, for: platform) }
            guard count > 0 else { return nil }
            let groupFirst = SiteLayout.platformCategoryPage(platform, category: group.category.id, collection: group.collection)
            return CategoryLink(title: site.config.naming(group.category.title, in: group.collection.id),
                                url: first.relativeURL(to: groupFirst), entryCount: count)
        }
        return PendingPage(path: first) {
            PlatformPage(platform: platform, title: "\(platform.displayName) tips", path: first, parents: [], entries: [],
                         categories: categories, pagination: Pagination(number: 1, count: 1, firstPage: first, label: ""),
                         site: site, context: context, tips: { _ in RenderedBody() })
        }
    }

    /// One category's pages of each platform's tips (none for a platform no entry of it has tips
    /// for), in the order of the category's entries: the page
    /// whose first entry comes first comes first, whatever its platform (in `platforms`' order when
    /// two start at the same entry). An entry's tips are then asked for by every platform's page
    /// within a page or so of each other, so a job that reads each body once for all of them
    /// (`TipSectionsMemo`) holds only those few pages' entries, never the whole category's.
    static func categoryPages(of platforms: [Platform], group: Site.CategoryGroup, site: Site, context: SiteContext,
                              tips: @escaping @Sendable (EntrySummary) -> RenderedBody) -> [PendingPage<PlatformPage>] {
        let groupTitle = site.config.naming(group.category.title, in: group.collection.id)
        var ordered: [(position: Int, platform: Int, page: PendingPage<PlatformPage>)] = []
        for (platformIndex, platform) in platforms.enumerated() {
            // The group's entries with tips for the platform, and where each stands in the group.
            let positions = group.entries.indices.filter { hasTips(group.entries[$0], for: platform) }
            guard !positions.isEmpty else { continue }
            let entries = positions.map { group.entries[$0] }
            let first = path(for: platform)
            let groupFirst = SiteLayout.platformCategoryPage(platform, category: group.category.id, collection: group.collection)
            for (number, count, slice) in Pagination.pages(of: entries, size: PageSizes.tipEntriesPerPage) {
                let path = SiteLayout.paginated(groupFirst, number: number)
                ordered.append((positions[slice.startIndex], platformIndex, PendingPage(path: path) {
                    let pagination = Pagination(number: number, count: count, firstPage: groupFirst,
                                                label: "Pages of \(platform.displayName) tips: \(groupTitle)")
                    let parent = EntryPage.Link(title: "\(platform.displayName) tips", url: path.relativeURL(to: first))
                    return PlatformPage(platform: platform, title: "\(platform.displayName) tips: \(groupTitle)", path: path,
                                        parents: [parent], entries: slice, categories: [], pagination: pagination, site: site,
                                        context: context, tips: tips)
                }))
            }
        }
        return ordered.sorted { ($0.position, $0.platform) < ($1.position, $1.platform) }.map(\.page)
    }

    /// How many of `platforms` have tips of the entry on their pages.
    static func pageCount(of entry: EntrySummary, among platforms: [Platform]) -> Int {
        platforms.count { hasTips(entry, for: $0) }
    }

    private static func hasTips(_ entry: EntrySummary, for platform: Platform) -> Bool {
        entry.tipOutline.contains { $0.tips.contains { $0.platform == platform } }
    }

    private init(platform: Platform, title: String, path: OutputPath, parents: [EntryPage.Link], entries: ArraySlice<EntrySummary>,
                 categories: [CategoryLink], pagination: Pagination, site: Site, context: SiteContext,
                 tips: (EntrySummary) -> RenderedBody) {
        self.title = title
        platformName = platform.displayName
        self.platform = platform.id
        chrome = PageChrome(site: context, pagePath: path, title: pagination.title(title),
                            description: "\(platform.displayName) implementation tips in the catalog, by pattern.", section: .patterns)
        breadcrumbs = [EntryPage.Link(title: "Home", url: path.relativeURL(to: SiteLayout.homePage))] + parents
        var anchors = AnchorNamer()
        self.entries = entries.map { entry in
            // The entry opens on this platform's tips; a section the notes show only as tips links to them there.
            let entryURL = path.relativeURL(to: entry.pagePath) + "?platform=\(platform.id)"
            let tipsOnly = Set(entry.bodyOutline.headings.filter(\.holdsOnlyTips).map(\.anchor))
            let rendered = tips(entry)
            let sections = entry.tipOutline.enumerated().compactMap { index, section -> EntryPage.TipGroup? in
                let tips = section.tips.indices.filter { section.tips[$0].platform == platform }
                guard !tips.isEmpty else { return nil }
                let intro = rendered.introHTML(section: index).isEmpty ? nil : rendered.introHTML(section: index, onPage: path)
                return EntryPage.TipGroup(id: nil, title: section.title, intro: intro,
                                          notesURL: tipsOnly.contains(section.anchor) ? nil : entryURL + "#\(section.anchor)",
                                          tips: tips.map { EntryPage.Tip(framework: section.tips[$0].framework, html: rendered.tipHTML(section: index, tip: $0, onPage: path)) })
            }
            let title = site.config.naming(entry.title, in: entry.collection)
            return EntryTips(id: anchors.anchor(for: "tips \(title)"), title: title, url: entryURL, sections: sections)
        }
        sections = self.entries.map { EntryPage.Link(title: $0.title, url: "#\($0.id)") }
        tipCount = self.entries.reduce(0) { $0 + $1.sections.reduce(0) { $0 + $1.tips.count } }
        self.categories = categories
        hasCategories = !categories.isEmpty
        self.pagination = pagination
        filters = FilterLinks(site: site, from: path, withCategories: false, currentPlatform: platform)
        sideNav = SideNavigation(site: site, place: .elsewhere, from: path)
    }
}

extension PlatformPage: PageContext {
    static let template = PageTemplate("platform")
    static let fields: TemplateFields<Self> = [
        .nested("chrome", \.chrome),
        .text("title", \.title),
        .text("platformName", \.platformName),
        .text("platform", \.platform),
        .list("breadcrumbs", \.breadcrumbs),
        .list("entries", \.entries),
        .list("sections", \.sections),
        .text("tipCount", \.tipCount),
        .list("categories", \.categories),
        .flag("hasCategories", \.hasCategories),
        .nested("pagination", \.pagination),
        .nested("filters", \.filters),
        .nested("sideNav", \.sideNav),
    ]
}

extension PlatformPage.EntryTips: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("id", \.id),
        .text("title", \.title),
        .text("url", \.url),
        .list("sections", \.sections),
    ]
}

extension PlatformPage.CategoryLink: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("title", \.title),
        .text("url", \.url),
        .text("entryCount", \.entryCount),
    ]
}
