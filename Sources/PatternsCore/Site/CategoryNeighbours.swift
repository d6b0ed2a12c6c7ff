/// Each entry's previous and next entry within its first category, computed once for the whole site.
///
/// Holds only titles and addresses, so the incremental build can keep it in its cache and render
/// one entry's page without loading the others.
public struct CategoryNeighbours: Sendable {
    /// What a pager link needs of the neighbouring entry.
    public struct Neighbour: Sendable, Hashable {
        public let title: String
        public let pagePath: String

        public init(title: String, pagePath: String) {
            self.title = title
            self.pagePath = pagePath
        }
    }

    /// By the page of the entry the link is shown on.
    public var previous: [String: Neighbour] = [:]
    public var next: [String: Neighbour] = [:]

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
    }

}
