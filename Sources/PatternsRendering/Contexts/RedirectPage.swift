import PatternsCore

/// The page written at an old address (`redirects:` in patterns.yml): an instant client-side
/// redirect to the page that replaced it, which WCAG technique G110 describes, with a link for readers
/// whose browser does not follow it, `noindex` and a canonical link so search engines move on too.
struct RedirectPage: Sendable {
    let title: String
    /// The new page, relative to the redirect page, so the redirect works from disk and under any base URL.
    let targetURL: String
    let canonicalURL: String?

    init(redirect: Redirect, targetPage: OutputPath, title: String, context: SiteContext) {
        self.title = title
        targetURL = redirect.page.relativeURL(to: targetPage)
        canonicalURL = context.baseURL.map { $0 + targetPage.text }
    }

    /// Every redirect of the site whose target is an entry or guide, as files to write.
    static func files(site: Site, context: SiteContext, render: (RedirectPage, OutputPath) -> RenderedFile) -> [RenderedFile] {
        guard !site.config.redirects.isEmpty else { return [] }
        var targets: [String: (page: OutputPath, title: String)] = [:]
        for entry in site.summaries { targets[entry.sourcePath.text] = (entry.pagePath, entry.title) }
        for guide in site.guides { targets[guide.sourcePath.text] = (guide.pagePath, guide.title) }
        return site.config.redirects.compactMap { redirect in
            guard let target = targets[redirect.target], target.page != redirect.page else { return nil }
            return render(RedirectPage(redirect: redirect, targetPage: target.page, title: target.title, context: context), redirect.page)
        }
    }
}

extension RedirectPage: PageContext {
    static let template = PageTemplate("redirect")
    static let fields: TemplateFields<Self> = [
        .text("title", \.title),
        .text("targetURL", \.targetURL),
        .text("canonicalURL", \.canonicalURL),
    ]
}
