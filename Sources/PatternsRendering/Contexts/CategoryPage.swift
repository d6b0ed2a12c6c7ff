import PatternsCore

/// A category's entries on their own page: the home page's category filter without JavaScript.
struct CategoryPage: Sendable {
    static func path(for group: Site.CategoryGroup) -> String { SiteLayout.categoryPage(group.category.id, collection: group.collection) }

    let chrome: PageChrome
    let title: String
    let description: String?
    let entries: [HomePage.EntryLink]
    let filters: FilterLinks

    init(group: Site.CategoryGroup, site: Site, context: SiteContext) {
        let path = Self.path(for: group)
        chrome = PageChrome(site: context, pagePath: path, title: group.category.title,
                            description: group.category.description)
        title = group.category.title
        description = group.category.description
        entries = group.entries.map { HomePage.EntryLink(entry: $0, from: path) }
        filters = FilterLinks(site: site, from: path, currentCategory: path)
    }
}

/// Links to every category and platform page, marking the current one with `aria-current`.
struct FilterLinks: Sendable {
    struct Item: Sendable {
        let id: String
        let title: String
        let url: String
        let isCurrent: Bool
    }

    let categories: [Item]
    let platforms: [Item]

    /// `currentCategory` is the path of the category page being shown.
    init(site: Site, from path: String, currentCategory: String? = nil, currentPlatform: Platform? = nil) {
        categories = site.categoryGroups.map { group in
            Item(id: group.category.id,
                 title: site.config.naming(group.category.title, in: group.collection.id),
                 url: SitePaths.relativeURL(from: path, to: CategoryPage.path(for: group)),
                 isCurrent: CategoryPage.path(for: group) == currentCategory)
        }
        platforms = site.tipPlatforms.map { platform in
            Item(id: platform.id, title: platform.displayName,
                 url: SitePaths.relativeURL(from: path, to: PlatformPage.path(for: platform)),
                 isCurrent: platform == currentPlatform)
        }
    }
}

extension CategoryPage: PageContext {
    static let template = PageTemplate.category
    static let fields: TemplateFields<Self> = [
        .nested("chrome", \.chrome),
        .text("title", \.title),
        .text("description", \.description),
        .list("entries", \.entries),
        .nested("filters", \.filters),
    ]
}

extension FilterLinks: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .list("categories", \.categories),
        .list("platforms", \.platforms),
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
