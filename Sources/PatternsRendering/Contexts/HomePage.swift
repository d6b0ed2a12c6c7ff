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

        init(entry: EntrySummary, from path: OutputPath) {
            title = entry.title
            url = path.relativeURL(to: entry.pagePath)
            description = entry.description
            platforms = entry.platforms.map(\.displayName).joined(separator: ", ")
            categoryIDs = entry.categories.joined(separator: " ")
            platformIDs = entry.platforms.map(\.id).joined(separator: " ")
        }
    }

    struct CategorySection: Sendable {
        let id: String
        /// The ids naming the section: its heading, then its collection's (two collections may share a category's name).
        let labelledBy: String
        let title: String
        let description: String?
        let url: String
        let entryCount: Int
        /// Empty when the page lists categories with counts only (a large catalog).
        let entries: [EntryLink]

        /// A category's entries as listed on the page at `path`, its heading given `id`; without
        /// `listsEntries` only their count.
        init(group: Site.CategoryGroup, id: String, labelledBy: String, from path: OutputPath, listsEntries: Bool) {
            self.id = id
            self.labelledBy = labelledBy
            title = group.category.title
            description = group.category.description
            url = path.relativeURL(to: CategoryPage.path(for: group))
            entryCount = group.entries.count
            entries = listsEntries ? group.entries.map { EntryLink(entry: $0, from: path) } : []
        }
    }

    /// A collection's categories; a site without `collections:` has one, shown without a heading of its own.
    struct CollectionSection: Sendable {
        let id: String
        let title: String
        /// The collection's own page.
        let url: String
        /// Whether the collection gets its own heading (only when `patterns.yml` declares collections).
        let isNamed: Bool
        /// The level of its categories' headings: 3, or 4 under a named collection.
        let categoryHeadingLevel: Int
        let categories: [CategorySection]
    }

    struct GuideLink: Sendable {
        let title: String
        let url: String
        let description: String?

        init(guide: Guide, from path: OutputPath) {
            title = guide.title
            url = path.relativeURL(to: guide.pagePath)
            description = guide.description
        }
    }

    static let path = SiteLayout.homePage

    let chrome: PageChrome
    let intro: String?
    let entryCount: Int
    /// Whether categories list their entries (and the instant filters work on them); above
    /// `PageSizes.listedEntries` they show counts and link to their own pages.
    let listsEntries: Bool
    /// Every category section, across collections, in order.
    let categories: [CategorySection]
    let collections: [CollectionSection]
    /// The guides, when there are at most `PageSizes.listedGuides`; else none and a link to the guides index.
    let guides: [GuideLink]
    let hasGuides: Bool
    let guideCount: Int
    let guidesURL: String
    let filters: FilterLinks
    let checklistURL: String

    init(site: Site, context: SiteContext) {
        chrome = PageChrome(site: context, pagePath: Self.path, title: nil, description: site.config.description, section: .home)
        intro = site.config.description
        entryCount = site.entries.count
        listsEntries = site.entries.count <= PageSizes.listedEntries
        let named = !site.config.declaredCollections.isEmpty
        let sections = site.categoryGroups.map { [listsEntries] group in
            let id = "category-" + site.config.key(group.category.id, in: group.collection.id)
            return CategorySection(group: group, id: id, labelledBy: named ? "\(id) collection-\(group.collection.id)" : id,
                                   from: Self.path, listsEntries: listsEntries)
        }
        categories = sections
        collections = site.config.collections.compactMap { collection in
            let own = zip(site.categoryGroups, sections).filter { $0.0.collection == collection }.map(\.1)
            guard !own.isEmpty else { return nil }
            return CollectionSection(id: "collection-\(collection.id)", title: collection.title,
                                     url: Self.path.relativeURL(to: CollectionPage.path(for: collection)), isNamed: named,
                                     categoryHeadingLevel: named ? 4 : 3, categories: own)
        }
        guides = site.guides.count <= PageSizes.listedGuides ? site.guides.map { GuideLink(guide: $0, from: Self.path) } : []
        hasGuides = !site.guides.isEmpty
        guideCount = site.guides.count
        guidesURL = Self.path.relativeURL(to: GuidesPage.path)
        filters = FilterLinks(site: site, from: Self.path)
        checklistURL = ChecklistPage.path.text
    }
}

extension HomePage: PageContext {
    static let template = PageTemplate("home")
    static let fields: TemplateFields<Self> = [
        .nested("chrome", \.chrome),
        .text("intro", \.intro),
        .text("entryCount", \.entryCount),
        .flag("listsEntries", \.listsEntries),
        .list("categories", \.categories),
        .list("collections", \.collections),
        .list("guides", \.guides),
        .flag("hasGuides", \.hasGuides),
        .text("guideCount", \.guideCount),
        .text("guidesURL", \.guidesURL),
        .nested("filters", \.filters),
        .text("checklistURL", \.checklistURL),
    ]
}

extension HomePage.CategorySection: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("id", \.id),
        .text("labelledBy", \.labelledBy),
        .text("title", \.title),
        .text("description", \.description),
        .text("url", \.url),
        .text("entryCount", \.entryCount),
        .list("entries", \.entries),
    ]
}

extension HomePage.CollectionSection: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("id", \.id),
        .text("title", \.title),
        .text("url", \.url),
        .flag("isNamed", \.isNamed),
        .text("categoryHeadingLevel", \.categoryHeadingLevel),
        .list("categories", \.categories),
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
