import PatternsCore

/// The defect reporter, `defects/`: pick an entry (filtered as you type), one of its criteria, say
/// what actually happened, and get the report `DefectDraft` drafts, as Markdown, CSV and JSON. The
/// form is the script's (`static/defect-reporter.js`); without JavaScript the page says how to report
/// from an entry page and links to the categories.
struct DefectsPage: Sendable {
    static let path = SiteLayout.defectsPage

    let chrome: PageChrome
    /// Every category page, for readers without JavaScript to find the entry they tested.
    let categories: [EntryPage.Link]
    /// The audit lists (`AuditPageData`, no entries): the choices of platform, AT and severity.
    let auditData: String
    /// The entry index script, relative to the page.
    let indexURL: String
    let checklistURL: String

    init(site: Site, context: SiteContext) {
        chrome = PageChrome(site: context, pagePath: Self.path, title: "Report a defect",
                            description: "Draft a defect report from an entry's criteria: steps, expected result and WCAG citations filled in.")
        let titles = ChecklistChunks.groupTitles(site: site)
        categories = site.categoryGroups.map { group in
            EntryPage.Link(title: titles[ChecklistChunks.id(of: group, config: site.config)] ?? group.category.title,
                 url: Self.path.relativeURL(to: SiteLayout.categoryPage(group.category.id, collection: group.collection)))
        }
        auditData = AuditPageData.json(config: site.config, entries: [])
        indexURL = Self.path.relativeURL(to: SiteLayout.defectsIndexData)
        checklistURL = Self.path.relativeURL(to: SiteLayout.checklistPage)
    }
}

extension DefectsPage: PageContext {
    static let template = PageTemplate("defects")
    static let fields: TemplateFields<Self> = [
        .nested("chrome", \.chrome),
        .list("categories", \.categories),
        .text("auditData", \.auditData),
        .text("indexURL", \.indexURL),
        .text("checklistURL", \.checklistURL),
    ]
}
