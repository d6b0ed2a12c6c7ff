import PatternsCore

/// `/wcag/`: every WCAG 2.2 success criterion by principle, with how many entries cite it and which,
/// so criteria no entry covers stand out.
struct WCAGIndexPage: Sendable {
    struct PrincipleGroup: Sendable {
        let name: String
        let id: String
        let rows: [Row]
    }

    struct Row: Sendable {
        let badge: WCAGBadge
        let guideline: String
        let entryCount: Int
        let isCited: Bool
        let isObsolete: Bool
        let entries: [EntryPage.Link]
    }

    static let path = SiteLayout.wcagIndexPage

    let chrome: PageChrome
    let title: String
    let citedCount: Int
    let criterionCount: Int
    let principles: [PrincipleGroup]

    init(citations: WCAGCitations, config: SiteConfig, context: SiteContext) {
        let path = Self.path
        title = "WCAG 2.2 success criteria"
        chrome = PageChrome(site: context, pagePath: path, title: title,
                            description: "Every WCAG 2.2 success criterion and the patterns that test it.", section: .wcag)
        criterionCount = WCAGIndex.current.count
        citedCount = citations.citedCriteria.filter { !$0.isObsolete }.count
        principles = WCAGPrinciple.allCases.map { principle in
            PrincipleGroup(name: principle.name, id: principle.name.lowercased(), rows: WCAGIndex.all
                .filter { $0.principle == principle }
                .map { criterion in
                    let cited = citations.citations(of: criterion.id)
                    return Row(badge: WCAGBadge(criterion, from: path), guideline: criterion.guideline,
                               entryCount: cited.count, isCited: !cited.isEmpty, isObsolete: criterion.isObsolete,
                               entries: cited.map {
                                   EntryPage.Link(title: config.naming($0.entry.title, in: $0.entry.collection), url: path.relativeURL(to: $0.entry.pagePath))
                               })
                })
        }
    }
}

extension WCAGIndexPage: PageContext {
    static let template = PageTemplate("wcag")
    static let fields: TemplateFields<Self> = [
        .nested("chrome", \.chrome),
        .text("title", \.title),
        .text("citedCount", \.citedCount),
        .text("criterionCount", \.criterionCount),
        .list("principles", \.principles),
    ]
}

extension WCAGIndexPage.PrincipleGroup: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("name", \.name),
        .text("id", \.id),
        .list("rows", \.rows),
    ]
}

extension WCAGIndexPage.Row: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .nested("badge", \.badge),
        .text("guideline", \.guideline),
        .text("entryCount", \.entryCount),
        .flag("isCited", \.isCited),
        .flag("isObsolete", \.isObsolete),
        .list("entries", \.entries),
    ]
}
