import PatternsCore

/// `/wcag/<id>/`: one cited success criterion and the entries that test it, with their plain-language criteria.
struct WCAGCriterionPage: Sendable {
    struct Citation: Sendable {
        let title: String
        let url: String
        let criteria: [String]
    }

    static func path(for criterion: SuccessCriterion) -> String { SiteLayout.wcagCriterionPage(criterion.id) }

    let chrome: PageChrome
    let title: String
    let badge: WCAGBadge
    let principle: String
    let guideline: String
    let version: String
    let isObsolete: Bool
    /// The criterion's normative text in the W3C Recommendation, which the page links to rather than copies.
    let recommendationURL: String
    let quickReferenceURL: String
    let indexURL: String
    let citations: [Citation]

    init(criterion: SuccessCriterion, citations: WCAGCitations, config: SiteConfig, context: SiteContext) {
        let path = Self.path(for: criterion)
        title = "\(criterion.id) \(criterion.name)"
        chrome = PageChrome(site: context, pagePath: path, title: title,
                            description: "The patterns that test WCAG 2.2 success criterion \(criterion.label).", section: .wcagCriterion)
        badge = WCAGBadge(criterion, from: path)
        principle = criterion.principle.name
        guideline = criterion.guideline
        version = criterion.version
        isObsolete = criterion.isObsolete
        recommendationURL = criterion.recommendationURL
        quickReferenceURL = criterion.quickReferenceURL
        indexURL = SitePaths.relativeURL(from: path, to: WCAGIndexPage.path)
        self.citations = citations.citations(of: criterion.id).map {
            Citation(title: config.naming($0.entry.title, in: $0.entry.collection), url: SitePaths.relativeURL(from: path, to: $0.entry.pagePath), criteria: $0.criteria)
        }
    }
}

extension WCAGCriterionPage: PageContext {
    static let template = PageTemplate.wcagCriterion
    static let fields: TemplateFields<Self> = [
        .nested("chrome", \.chrome),
        .text("title", \.title),
        .nested("badge", \.badge),
        .text("principle", \.principle),
        .text("guideline", \.guideline),
        .text("version", \.version),
        .flag("isObsolete", \.isObsolete),
        .text("recommendationURL", \.recommendationURL),
        .text("quickReferenceURL", \.quickReferenceURL),
        .text("indexURL", \.indexURL),
        .list("citations", \.citations),
    ]
}

extension WCAGCriterionPage.Citation: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("title", \.title),
        .text("url", \.url),
        .list("criteria", \.criteria),
    ]
}
