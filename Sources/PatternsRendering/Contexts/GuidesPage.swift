import PatternsCore

/// `/guides/`: every guide by title, split into pages of `PageSizes.guidesPerPage`; the site
/// navigation's "Guides" link, written even when there are none yet so the link always leads somewhere.
struct GuidesPage: Sendable {
    static let path = SiteLayout.guidesIndexPage

    let chrome: PageChrome
    let guideCount: Int
    let guides: [HomePage.GuideLink]
    let pagination: Pagination

    /// Every page of the index, with its path.
    static func pages(site: Site, context: SiteContext) -> [PendingPage<GuidesPage>] {
        Pagination.pages(of: site.guides, size: PageSizes.guidesPerPage).map { number, count, guides in
            let pagePath = SiteLayout.paginated(path, number: number)
            return PendingPage(path: pagePath) {
                let pagination = Pagination(number: number, count: count, firstPage: path, label: "Pages of guides")
                return GuidesPage(chrome: PageChrome(site: context, pagePath: pagePath, title: pagination.title("Guides"),
                                                     description: "Every guide in the catalog.", section: .guides),
                                  guideCount: site.guides.count,
                                  guides: guides.map { HomePage.GuideLink(guide: $0, from: pagePath) }, pagination: pagination)
            }
        }
    }
}

extension GuidesPage: PageContext {
    static let template = PageTemplate("guides")
    static let fields: TemplateFields<Self> = [
        .nested("chrome", \.chrome),
        .text("guideCount", \.guideCount),
        .list("guides", \.guides),
        .nested("pagination", \.pagination),
    ]
}
