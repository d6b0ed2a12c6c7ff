import PatternsCore

/// A success criterion as a badge: id, short name and level, linking to its page on this site.
struct WCAGBadge: Sendable {
    let id: String
    let name: String
    let level: String
    /// The criterion's page on this site (`../../wcag/2.4.7/index.html`).
    let url: String
    let understandingURL: String

    init(_ criterion: SuccessCriterion, from path: OutputPath) {
        id = criterion.id
        name = criterion.name
        level = criterion.level.rawValue
        url = path.relativeURL(to: SiteLayout.wcagCriterionPage(criterion.id))
        understandingURL = criterion.understandingURL
    }
}

extension WCAGBadge: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("id", \.id),
        .text("name", \.name),
        .text("level", \.level),
        .text("url", \.url),
        .text("understandingURL", \.understandingURL),
    ]
}
