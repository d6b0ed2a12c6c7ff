import PatternsCore

/// The side navigation of entry, category, collection and platform pages: collections, their
/// categories and entries, the current page marked with `aria-current="page"`.
///
/// Sized for a 10,000-entry catalog: only the current collection lists its categories and only
/// the current entry's category lists entries, a window of `PageSizes.sideNavigationNeighbours`
/// on each side of it; every other category is a link with its count. Built from
/// `CategoryNeighbours` alone, so the incremental build can render one entry's page.
struct SideNavigation: Sendable {
    /// A collection or category: a disclosure when open (a link to its own page, then its
    /// categories or entries), else a link with its count.
    struct Group: Sendable {
        let title: String
        let url: String
        /// Shown after a category's name; nil for collections, whose entries may sit in several categories.
        let entryCount: Int?
        let isOpen: Bool
        /// The group's own page is this page.
        let isCurrent: Bool
        /// The name of the link to the group's own page inside its open disclosure.
        let allLabel: String
        let children: [Group]
        let entries: [EntryLink]
    }

    struct EntryLink: Sendable {
        let title: String
        let url: String
        let isCurrent: Bool
    }

    /// Where the page sits: which collection and category open, and which link is the page itself.
    enum Place: Sendable {
        case entry(collection: String, category: String?, page: CategoryNeighbours.Neighbour)
        case category(collection: String, category: String)
        case collection(String)
        case elsewhere

        var collection: String? {
            switch self {
            case .entry(let collection, _, _), .category(let collection, _), .collection(let collection): collection
            case .elsewhere: nil
            }
        }
    }

    /// Collections when the site declares them, else its categories.
    let groups: [Group]

    init(neighbours: CategoryNeighbours, config: SiteConfig, place: Place, from path: OutputPath) {
        func url(_ target: OutputPath) -> String { path.relativeURL(to: target) }
        func category(_ count: CategoryNeighbours.CategoryCount) -> Group {
            let collection = config.collection(count.collection) ?? .implicit
            let category = config.category(count.category) ?? Category(id: count.category)
            var entries: [EntryLink] = []
            if case .entry(count.collection, count.category, let page) = place {
                entries = neighbours.window(around: page, side: PageSizes.sideNavigationNeighbours).map {
                    EntryLink(title: $0.title, url: url($0.pagePath), isCurrent: $0 == page)
                }
            }
            var isCurrent = false
            if case .category(count.collection, count.category) = place { isCurrent = true }
            return Group(title: category.title, url: url(SiteLayout.categoryPage(category.id, collection: collection)),
                         entryCount: count.entryCount, isOpen: !entries.isEmpty, isCurrent: isCurrent,
                         allLabel: "All \(category.title) patterns", children: [], entries: entries)
        }
        guard !config.declaredCollections.isEmpty else {
            groups = neighbours.categoryCounts.map(category)
            return
        }
        groups = config.declaredCollections.compactMap { collection in
            let own = neighbours.categoryCounts.filter { $0.collection == collection.id }
            guard !own.isEmpty else { return nil }
            var isCurrent = false
            if case .collection(collection.id) = place { isCurrent = true }
            let isOpen = place.collection == collection.id
            return Group(title: collection.title, url: url(SiteLayout.collectionPage(collection)), entryCount: nil,
                         isOpen: isOpen, isCurrent: isCurrent, allLabel: "All \(collection.title) patterns",
                         children: isOpen ? own.map(category) : [], entries: [])
        }
    }

    /// For the index pages, which have the whole site at hand.
    init(site: Site, place: Place, from path: OutputPath) {
        var outline = CategoryNeighbours()
        outline.categoryCounts = CategoryNeighbours.categoryCounts(of: site)
        self.init(neighbours: outline, config: site.config, place: place, from: path)
    }
}

extension SideNavigation: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .list("groups", \.groups),
    ]
}

extension SideNavigation.Group: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("title", \.title),
        .text("url", \.url),
        .text("entryCount", \.entryCount),
        .flag("isOpen", \.isOpen),
        .flag("isCurrent", \.isCurrent),
        .text("allLabel", \.allLabel),
        .list("children", \.children),
        .list("entries", \.entries),
    ]
}

extension SideNavigation.EntryLink: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("title", \.title),
        .text("url", \.url),
        .flag("isCurrent", \.isCurrent),
    ]
}
