import PatternsBodyHTML
import PatternsCore
import PatternsHistory

/// A guide or component doc with a table of contents built from its headings.
struct GuidePage: Sendable {
    struct TableOfContentsItem: Sendable {
        let title: String
        let anchor: String
        let isNested: Bool
    }

    let chrome: PageChrome
    let title: String
    let description: String?
    /// When the guide's file last changed in git; nil outside a repository or with dates off.
    let lastUpdated: LastUpdated?
    let tableOfContents: [TableOfContentsItem]
    let hasTableOfContents: Bool
    let bodyHTML: String
    /// The references the guide rests on, under a "Sources" heading.
    let sources: [SourceItem]
    let hasSources: Bool

    /// The page of `guide`, whose `body` its page's reading of the body handle rendered.
    init(guide: Guide, body: RenderedBody, pagePath: OutputPath, context: SiteContext, lastUpdated: CommitDate? = nil) {
        chrome = PageChrome(site: context, pagePath: pagePath, title: guide.title, description: guide.description,
                            section: .guide)
        title = guide.title
        description = guide.description
        self.lastUpdated = LastUpdated(lastUpdated)
        let top = guide.body.headings.map(\.level).min() ?? 2
        sources = SourceItem.items(guide.sources, labels: SourceItem.headingLabels(guide.body))
        hasSources = !sources.isEmpty
        tableOfContents = guide.body.headings.filter { $0.level <= top + 1 }.map {
            TableOfContentsItem(title: $0.text, anchor: $0.anchor, isNested: $0.level > top)
        } + (sources.isEmpty ? [] : [TableOfContentsItem(title: "Sources", anchor: "sources", isNested: false)])
        hasTableOfContents = tableOfContents.count >= 2
        bodyHTML = body.notesHTML
    }
}

/// The page served for missing addresses.
struct NotFoundPage: Sendable {
    static let path = SiteLayout.notFoundPage
    let chrome: PageChrome
    let homeURL: String

    init(context: SiteContext) {
        // Served at any missing address, so its links must not depend on where it was requested from:
        // absolute from the base URL when known, else from the server's root.
        let root = context.baseURL ?? "/"
        chrome = PageChrome(site: context, pagePath: Self.path, title: "Page not found", description: nil,
                            rootOverride: root)
        homeURL = root + SiteLayout.homePage.text
    }
}

extension GuidePage: PageContext {
    static let template = PageTemplate("guide")
    static let fields: TemplateFields<Self> = [
        .nested("chrome", \.chrome),
        .text("title", \.title),
        .text("description", \.description),
        .nested("lastUpdated", \.lastUpdated),
        .list("tableOfContents", \.tableOfContents),
        .flag("hasTableOfContents", \.hasTableOfContents),
        .text("bodyHTML", \.bodyHTML),
        .list("sources", \.sources),
        .flag("hasSources", \.hasSources),
    ]
}

extension GuidePage.TableOfContentsItem: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("title", \.title),
        .text("anchor", \.anchor),
        .flag("isNested", \.isNested),
    ]
}

extension NotFoundPage: PageContext {
    static let template = PageTemplate("404")
    static let fields: TemplateFields<Self> = [
        .nested("chrome", \.chrome),
        .text("homeURL", \.homeURL),
    ]
}
