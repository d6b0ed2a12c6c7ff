import PatternsCore

/// A collection's own page (on sites that declare collections): its categories with their entries.
struct CollectionPage: Sendable {
    static func path(for collection: EntryCollection) -> OutputPath { SiteLayout.collectionPage(collection) }

    let chrome: PageChrome
    let title: String
    let entryCount: Int
    /// Whether categories list their entries; above `PageSizes.listedEntries` they show counts.
    let listsEntries: Bool
    let categories: [HomePage.CategorySection]
    let filters: FilterLinks
    let sideNav: SideNavigation

    init(collection: EntryCollection, site: Site, context: SiteContext) {
        let path = Self.path(for: collection)
        chrome = PageChrome(site: context, pagePath: path, title: collection.title, description: nil, section: .patterns)
        title = collection.title
        let groups = site.categoryGroups.filter { $0.collection == collection }
        entryCount = Set(groups.flatMap(\.entries).map(\.pagePath)).count
        listsEntries = entryCount <= PageSizes.listedEntries
        categories = groups.map { [listsEntries] group in
            let id = "category-\(group.category.id)"
            return HomePage.CategorySection(group: group, id: id, labelledBy: id, from: path, listsEntries: listsEntries)
        }
        filters = FilterLinks(site: site, from: path, withCategories: false)
        sideNav = SideNavigation(site: site, place: .collection(collection.id), from: path)
    }
}

extension CollectionPage: PageContext {
    static let template = PageTemplate("collection")
    static let fields: TemplateFields<Self> = [
        .nested("chrome", \.chrome),
        .text("title", \.title),
        .text("entryCount", \.entryCount),
        .flag("listsEntries", \.listsEntries),
        .list("categories", \.categories),
        .nested("filters", \.filters),
        .nested("sideNav", \.sideNav),
    ]
}
