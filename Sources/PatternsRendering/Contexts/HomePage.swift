import PatternsCore

/// The home page: entries grouped by category in configured order, filters, then the guides.
struct HomePage: Sendable {
    struct EntryLink: Sendable {
        let title: String
        let url: String
        let description: String?
        let platforms: String
        /// Space-separated ids for the script's instant filters.
        let categoryIDs: String
        let platformIDs: String

        init(entry: PatternEntry, from path: String) {
            title = entry.title
            url = SitePaths.relativeURL(from: path, to: EntryPage.path(for: entry))
            description = entry.description
            platforms = entry.platforms.map(\.displayName).joined(separator: ", ")
            categoryIDs = entry.categories.joined(separator: " ")
            platformIDs = entry.platforms.map(\.id).joined(separator: " ")
        }
    }

    struct CategorySection: Sendable {
        let id: String
        let title: String
        let description: String?
        let url: String
        let entries: [EntryLink]
    }

    struct GuideLink: Sendable {
        let title: String
        let url: String
        let description: String?
    }

    static let path = SiteLayout.homePage

    let chrome: PageChrome
    let intro: String?
    let entryCount: Int
    let categories: [CategorySection]
    let guides: [GuideLink]
    let hasGuides: Bool
    let filters: FilterLinks
    let checklistURL: String

    init(site: Site, context: SiteContext) {
        chrome = PageChrome(site: context, pagePath: Self.path, title: nil, description: site.config.description, section: .home)
        intro = site.config.description
        entryCount = site.entries.count
        categories = site.categoryGroups.map { group in
            CategorySection(
                id: "category-\(group.category.id)", title: group.category.title, description: group.category.description,
                url: CategoryPage.path(for: group.category.id),
                entries: group.entries.map { EntryLink(entry: $0, from: Self.path) })
        }
        guides = site.guides.map { guide in
            GuideLink(title: guide.title, url: SitePaths.relativeURL(from: Self.path, to: guide.pagePath),
                      description: guide.description)
        }
        hasGuides = !guides.isEmpty
        filters = FilterLinks(site: site, from: Self.path)
        checklistURL = ChecklistPage.path
    }
}

extension HomePage: PageContext {
    static let template = PageTemplate.home
    static let fields: TemplateFields<Self> = [
        .nested("chrome", \.chrome),
        .text("intro", \.intro),
        .text("entryCount", \.entryCount),
        .list("categories", \.categories),
        .list("guides", \.guides),
        .flag("hasGuides", \.hasGuides),
        .nested("filters", \.filters),
        .text("checklistURL", \.checklistURL),
    ]
}

extension HomePage.CategorySection: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("id", \.id),
        .text("title", \.title),
        .text("description", \.description),
        .text("url", \.url),
        .list("entries", \.entries),
    ]
}

extension HomePage.EntryLink: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("title", \.title),
        .text("url", \.url),
        .text("description", \.description),
        .text("platforms", \.platforms),
        .text("categoryIDs", \.categoryIDs),
        .text("platformIDs", \.platformIDs),
    ]
}

extension HomePage.GuideLink: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("title", \.title),
        .text("url", \.url),
        .text("description", \.description),
    ]
}
