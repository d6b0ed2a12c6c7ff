import PatternsCore

/// The search results page, `search/index.html?q=…`: a form, and the results the site script finds
/// in the index for the query in the address (so it works from `file://` too), every one of them.
struct SearchPage: Sendable {
    static let path = SiteLayout.searchPage
    let chrome: PageChrome
    let homeURL: String

    init(context: SiteContext) {
        chrome = PageChrome(site: context, pagePath: Self.path, title: "Search", description: "Every page of the catalog matching a search.")
        homeURL = Self.path.relativeURL(to: SiteLayout.homePage)
    }
}

extension SearchPage: PageContext {
    static let template = PageTemplate("search")
    static let fields: TemplateFields<Self> = [
        .nested("chrome", \.chrome),
        .text("homeURL", \.homeURL),
    ]
}
