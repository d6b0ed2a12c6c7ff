import PatternsCore
import PatternsDiagnostics
import PatternsExports

/// The checklist generator: pick entries, choose a format (`ChecklistText.Format`) and, optionally,
/// platforms, then copy the combined criteria.
///
/// The page itself stays small whatever the catalog's size: it lists the categories, and the
/// criteria (and, on a large catalog, the checkboxes) come from per-category data scripts
/// (`checklist/data/<group>-<n>.js`) that the site script loads when the reader needs them, from
/// `file://` too. Without JavaScript each category links to its criteria as text.
struct ChecklistPage: Sendable {
    struct Group: Sendable {
        /// The category's key (`controls`, or `web-controls` in a declared collection), also its data chunks' prefix.
        let id: String
        let title: String
        let entryCount: Int
        let chunkCount: Int
        /// The checkboxes shown straight away (a small catalog's first chunk); empty when the group opens on request.
        let picks: [Pick]
        let isListed: Bool
        /// The first data chunk, relative to the page: its script says where the next one is.
        let dataURL: String
        /// The category's criteria as text, for readers without JavaScript.
        let criteriaURL: String
    }

    /// An entry in a category's list: a checkbox under its home category (`ChecklistChunks.home`),
    /// a line linking there under any other, so the page has one checkbox (and one `pick-` id) per entry.
    struct Pick: Sendable {
        /// The entry's key in the page's ids, the URL and the data: its slug, after its collection's id
        /// (`web-button`) on a site that declares collections, where two entries may share a slug.
        let slug: String
        let title: String
        /// The data chunk holding its criteria.
        let chunk: String
        /// False when the entry's checkbox is under another category (`homeID`).
        let isHome: Bool
        /// The key of the category whose list holds the entry's checkbox.
        let homeID: String
        let homeTitle: String
    }

    /// A format to choose; the first is chosen when the page opens.
    struct FormatChoice: Sendable {
        let id: String
        let label: String
        let isFirst: Bool
    }

    /// A platform to narrow the copied criteria to.
    struct PlatformChoice: Sendable {
        let id: String
        let name: String
    }

    static let path = SiteLayout.checklistPage

    let chrome: PageChrome
    let groups: [Group]
    let entryCount: Int
    let formats: [FormatChoice]
    /// The platforms the entries cover, offered only when there are two or more to choose between.
    let platforms: [PlatformChoice]
    let hasPlatforms: Bool
    /// The first line of the copied Gherkin, which gathers the entries' rules (`GherkinFeature.gathering`).
    let gherkinFeature: String
    /// The defect reporter, for a criterion that failed.
    let defectsURL = Self.path.relativeURL(to: DefectsPage.path)
    /// The entry index the audit rows' criteria are found through (`DefectsData`).
    let defectsIndexURL = Self.path.relativeURL(to: SiteLayout.defectsIndexData)
    /// The audit mode's lists (`AuditPageData`, no entries: the rows' entries come with their data scripts).
    let auditData: String

    init(site: Site, context: SiteContext) {
        auditData = AuditPageData.json(config: site.config, entries: [])
        chrome = PageChrome(site: context, pagePath: Self.path, title: "Checklist generator",
                            description: "Combine the acceptance criteria of several patterns into one checklist.",
                            section: .checklist)
        let listed = site.entries.count <= PageSizes.checklistListed
        let titles = ChecklistChunks.groupTitles(site: site)
        // Only names and counts: the criteria are the data chunks' (ChecklistChunks), made in their own jobs.
        groups = site.categoryGroups.map { group in
            let id = ChecklistChunks.id(of: group, config: site.config)
            let first = ChecklistChunks.chunkID(id, number: 1)
            let picks = listed ? group.entries.prefix(PageSizes.checklistChunk).map { entry -> Pick in
                let home = ChecklistChunks.home(of: entry, config: site.config)
                return Pick(slug: entry.id.key(in: site.config), title: entry.title, chunk: first,
                            isHome: home == id, homeID: home, homeTitle: titles[home] ?? home)
            } : []
            return Group(id: id, title: site.config.naming(group.category.title, in: group.collection.id),
                         entryCount: group.entries.count,
                         chunkCount: Pagination.pages(of: group.entries, size: PageSizes.checklistChunk).count,
                         picks: picks, isListed: listed,
                         dataURL: Self.path.relativeURL(to: SiteLayout.checklistData(chunk: first)),
                         criteriaURL: Self.path.relativeURL(to: ChecklistCategoryPage.path(for: group)))
        }
        entryCount = site.entries.count
        formats = ChecklistText.Format.allCases.map { FormatChoice(id: $0.rawValue, label: $0.label, isFirst: $0 == .gherkin) }
        let covered = Set(site.summaries.flatMap(\.platforms))
        platforms = site.config.platforms.filter(covered.contains).map { PlatformChoice(id: $0.id, name: $0.displayName) }
        hasPlatforms = platforms.count > 1
        gherkinFeature = GherkinFeature.gatheringFeatureLine
    }
}

extension ChecklistPage: PageContext {
    static let template = PageTemplate("checklist")
    static let fields: TemplateFields<Self> = [
        .nested("chrome", \.chrome),
        .list("groups", \.groups),
        .text("entryCount", \.entryCount),
        .list("formats", \.formats),
        .list("platforms", \.platforms),
        .flag("hasPlatforms", \.hasPlatforms),
        .text("gherkinFeature", \.gherkinFeature),
        .text("defectsURL", \.defectsURL),
        .text("defectsIndexURL", \.defectsIndexURL),
        .text("auditData", \.auditData),
    ]
}

extension ChecklistPage.FormatChoice: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("id", \.id),
        .text("label", \.label),
        .flag("isFirst", \.isFirst),
    ]
}

extension ChecklistPage.PlatformChoice: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("id", \.id),
        .text("name", \.name),
    ]
}

extension ChecklistPage.Group: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("id", \.id),
        .text("title", \.title),
        .text("entryCount", \.entryCount),
        .text("chunkCount", \.chunkCount),
        .list("picks", \.picks),
        .flag("isListed", \.isListed),
        .text("dataURL", \.dataURL),
        .text("criteriaURL", \.criteriaURL),
    ]
}

extension ChecklistPage.Pick: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("slug", \.slug),
        .text("title", \.title),
        .text("chunk", \.chunk),
        .flag("isHome", \.isHome),
        .text("homeID", \.homeID),
        .text("homeTitle", \.homeTitle),
    ]
}
