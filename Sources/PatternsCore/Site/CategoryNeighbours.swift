/// What an entry's page shows of the rest of the site, computed once for the whole site: its previous
/// and next entry within its first category (the pager, and the side navigation's nearby entries),
/// and how many entries each category of each collection holds (the side navigation's outline).
///
/// Holds only titles, addresses and counts, so the incremental build can keep it in its cache and
/// render one entry's page without loading the others.
public struct CategoryNeighbours: Sendable {
    /// What a pager link needs of the neighbouring entry.
    public struct Neighbour: Sendable, Hashable {
        public let title: String
        public let pagePath: OutputPath

        public init(title: String, pagePath: OutputPath) {
            self.title = title
            self.pagePath = pagePath
        }
    }

    /// A category of a collection with its number of entries, in the order the site lists them.
    public struct CategoryCount: Sendable, Hashable {
        public let collection: String
        public let category: String
        public let entryCount: Int

        public init(collection: String, category: String, entryCount: Int) {
            self.collection = collection
            self.category = category
            self.entryCount = entryCount
        }
    }

    /// By the page of the entry the link is shown on.
    public var previous: [OutputPath: Neighbour] = [:]
    public var next: [OutputPath: Neighbour] = [:]
    /// Every category group of the site, in `Site.categoryGroups` order.
    public var categoryCounts: [CategoryCount] = []

    public init() {}

    public init(site: Site) {
        for group in site.categoryGroups {
            let members = group.entries.filter { $0.categories.first == group.category.id }
                .map { (page: $0.pagePath, link: Neighbour(title: $0.title, pagePath: $0.pagePath)) }
            for (index, member) in members.enumerated() {
                if index > 0 { previous[member.page] = members[index - 1].link }
                if index + 1 < members.count { next[member.page] = members[index + 1].link }
            }
        }
        categoryCounts = Self.categoryCounts(of: site)
    }

    /// The site's category groups with their sizes: what every index page's side navigation needs.
    public static func categoryCounts(of site: Site) -> [CategoryCount] {
        site.categoryGroups.map { CategoryCount(collection: $0.collection.id, category: $0.category.id, entryCount: $0.entries.count) }
    }

    /// The entry at `page` among up to `2 × side` of its category's entries around it, in category
    /// order, following the pager links: `side` on each side, more on one side where the other ends.
    public func window(around page: Neighbour, side: Int) -> [Neighbour] {
        func walk(_ links: [OutputPath: Neighbour]) -> [Neighbour] {
            var found: [Neighbour] = []
            var cursor = page.pagePath
            while found.count < 2 * side, let link = links[cursor] {
                found.append(link)
                cursor = link.pagePath
            }
            return found
        }
        let before = walk(previous), after = walk(next)
        let beforeCount = min(before.count, max(side, 2 * side - after.count))
        let afterCount = min(after.count, 2 * side - beforeCount)
        return before.prefix(beforeCount).reversed() + [page] + after.prefix(afterCount)
    }
}
