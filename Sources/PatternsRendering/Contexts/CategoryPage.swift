import PatternsCore

/// A category's entries on their own page (split into pages of `PageSizes.entriesPerPage`): the
/// home page's category filter without JavaScript, and its only list of them on a large catalog.
struct CategoryPage: Sendable {
    static func path(for group: Site.CategoryGroup) -> OutputPath { SiteLayout.categoryPage(group.category.id, collection: group.collection) }

    let chrome: PageChrome
    let title: String
    let description: String?
    let entryCount: Int
    let entries: [HomePage.EntryLink]
    let pagination: Pagination
    let filters: FilterLinks
    let sideNav: SideNavigation

    /// Every page of the category, with its path.
    static func pages(of group: Site.CategoryGroup, site: Site, context: SiteContext) -> [PendingPage<CategoryPage>] {
        Pagination.pages(of: group.entries, size: PageSizes.entriesPerPage).map { number, count, entries in
            PendingPage(path: SiteLayout.paginated(path(for: group), number: number)) {
                let pagination = Pagination(number: number, count: count, firstPage: path(for: group),
                                            label: "Pages of \(site.config.naming(group.category.title, in: group.collection.id))")
                return CategoryPage(group: group, entries: entries, pagination: pagination, site: site, context: context)
            }
        }
    }

    private init(group: Site.CategoryGroup, entries: Slice<EntrySummaries>, pagination: Pagination, site: Site, context: SiteContext) {
        let first = Self.path(for: group)
        let path = SiteLayout.paginated(first, number: pagination.number)
        chrome = PageChrome(site: context, pagePath: path, title: pagination.title(group.category.title),
                            description: group.category.description, section: .patterns)
        title = group.category.title
        description = group.category.description
        entryCount = group.entries.count
        self.entries = entries.map { HomePage.EntryLink(entry: $0, from: path) }
        self.pagination = pagination
        filters = FilterLinks(site: site, from: path, withCategories: false, currentCategory: first)
        sideNav = SideNavigation(site: site, place: .category(collection: group.collection.id, category: group.category.id), from: path)
    }
}

/// Links to every category and platform page, marking the current one with `aria-current`.
///
/// Pages with the side navigation leave the categories out: it links to them already.
struct FilterLinks: Sendable {
    struct Item: Sendable {
        let id: String
        let title: String
        let url: String
        let isCurrent: Bool
    }

    let categories: [Item]
    let platforms: [Item]
    let hasCategories: Bool
    let hasPlatforms: Bool
    /// Whether there is anything to show at all.
    let isShown: Bool

    /// `currentCategory` is the path of the category page being shown.
    init(site: Site, from path: OutputPath, withCategories: Bool = true, currentCategory: OutputPath? = nil, currentPlatform: Platform? = nil) {
        categories = !withCategories ? [] : site.categoryGroups.map { group in
            Item(id: group.category.id,
                 title: site.config.naming(group.category.title, in: group.collection.id),
                 url: path.relativeURL(to: CategoryPage.path(for: group)),
                 isCurrent: CategoryPage.path(for: group) == currentCategory)
        }
        platforms = site.tipPlatforms.map { platform in
            Item(id: platform.id, title: platform.displayName,
                 url: path.relativeURL(to: PlatformPage.path(for: platform)),
                 isCurrent: platform == currentPlatform)
        }
        hasCategories = !categories.isEmpty
        hasPlatforms = !platforms.isEmpty
        isShown = hasCategories || hasPlatforms
    }
}

extension CategoryPage: PageContext {
    static let template = PageTemplate("category")
    static let fields: TemplateFields<Self> = [
        .nested("chrome", \.chrome),
        .text("title", \.title),
        .text("description", \.description),
        .text("entryCount", \.entryCount),
        .list("entries", \.entries),
        .nested("pagination", \.pagination),
        .nested("filters", \.filters),
        .nested("sideNav", \.sideNav),
    ]
}

extension FilterLinks: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .list("categories", \.categories),
        .list("platforms", \.platforms),
        .flag("hasCategories", \.hasCategories),
        .flag("hasPlatforms", \.hasPlatforms),
        .flag("isShown", \.isShown),
    ]
}

extension FilterLinks.Item: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("id", \.id),
        .text("title", \.title),
        .text("url", \.url),
        .flag("isCurrent", \.isCurrent),
    ]
}
