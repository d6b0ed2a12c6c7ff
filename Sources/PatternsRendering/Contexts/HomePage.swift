import PatternsCore

/// The home page: entries grouped by category in configured order, then the guides.
struct HomePage: Sendable {
    struct EntryLink: Sendable {
        let title: String
        let url: String
        let description: String?
        let platforms: String
    }

    struct CategorySection: Sendable {
        let id: String
        let title: String
        let description: String?
        let entries: [EntryLink]
    }

    struct GuideLink: Sendable {
        let title: String
        let url: String
        let description: String?
    }

    static let path = "index.html"

    let chrome: PageChrome
    let intro: String?
    let entryCount: Int
    let categories: [CategorySection]
    let guides: [GuideLink]
    let hasGuides: Bool

    init(site: Site, context: SiteContext) {
        chrome = PageChrome(site: context, pagePath: Self.path, title: nil, description: site.config.description, section: .home)
        intro = site.config.description
        entryCount = site.entries.count
        categories = site.categoryGroups.map { group in
            CategorySection(
                id: "category-\(group.category.id)", title: group.category.title, description: group.category.description,
                entries: group.entries.map { entry in
                    EntryLink(title: entry.title, url: SitePaths.relativeURL(from: Self.path, to: EntryPage.path(for: entry)),
                              description: entry.description,
                              platforms: entry.platforms.map(\.displayName).joined(separator: ", "))
                })
        }
        guides = site.guides.compactMap { guide in
            guard let path = SitePaths.pagePath(forSource: guide.sourcePath) else { return nil }
            return GuideLink(title: guide.title, url: SitePaths.relativeURL(from: Self.path, to: path),
                             description: guide.description)
        }
        hasGuides = !guides.isEmpty
    }
}
