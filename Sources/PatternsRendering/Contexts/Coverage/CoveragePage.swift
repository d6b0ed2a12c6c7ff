import PatternsCore

/// `/coverage/`: what the catalog has of what it expects, summary first (overall, by kind, by
/// collection, tips by platform and section, by category), then each category's table, then the
/// lists of gaps and the success criteria no entry cites.
///
/// A catalog of up to `PageSizes.coverageRowsOnOnePage` category rows shows its tables here; a
/// larger one links each category to its own pages (`CoverageCategoryPage`), so no page grows with the catalog.
struct CoveragePage: Sendable {
    struct Figure: Sendable {
        let title: String
        let description: String?
        let present: Int
        let expected: Int
        let percent: String

        init(title: String, description: String? = nil, _ tally: CoverageTally, percent: String? = nil) {
            self.title = title
            self.description = description
            present = tally.present
            expected = tally.expected
            self.percent = percent ?? tally.percentText
        }
    }

    struct PlatformRow: Sendable {
        let name: String
        /// One per section, then all sections: `87.5% (7 of 8)`.
        let cells: [String]
    }

    struct CategoryRow: Sendable {
        let collection: String
        let title: String
        let url: String
        let entryCount: Int
        let percent: String
        let missingTips: Int
        let withoutWCAG: Int
        let withoutExample: String
        let uncaptioned: String
    }

    /// A collection's heading over its categories' tables (no heading on a site without collections).
    struct DetailGroup: Sendable {
        let id: String
        let title: String
        let isNamed: Bool
        let tableHeadingLevel: Int
        let tables: [DetailTable]
    }

    struct DetailTable: Sendable {
        /// The heading's id, which the by-category table links to.
        let id: String
        let heading: String
        let table: CoverageTable
    }

    struct GapItem: Sendable {
        let title: String
        let url: String
        let detail: String?
    }

    struct GapList: Sendable {
        let id: String
        let title: String
        let note: String?
        let count: Int
        let items: [GapItem]
        /// How many are left out of a long list ("And 40 more."); 0 when all are shown.
        let more: Int
        let hasMore: Bool
        let isEmpty: Bool

        init(id: String, title: String, note: String?, count: Int, items: [GapItem]) {
            self.id = id
            self.title = title
            self.note = note
            self.count = count
            self.items = items
            more = count - items.count
            hasMore = more > 0
            isEmpty = count == 0
        }
    }

    struct Criterion: Sendable {
        let label: String
        /// The criterion's row on this site's WCAG page, else the W3C's Understanding document.
        let url: String
        let understandingURL: String
        let isOnSite: Bool
    }

    static let path = SiteLayout.coverageIndexPage

    let chrome: PageChrome
    let title: String
    let overall: Figure
    let kinds: [Figure]
    let declaresCollections: Bool
    let collections: [Figure]
    let sectionTitles: [String]
    let platformRows: [PlatformRow]
    let hasPlatforms: Bool
    let categoryRows: [CategoryRow]
    let expectsVideos: Bool
    /// Whether a collection covers the web, so its entries need working examples.
    let expectsExamples: Bool
    /// Whether the tables are on this page (small catalogs) or on each category's pages.
    let showsTables: Bool
    let details: [DetailGroup]
    let gapLists: [GapList]
    let uncited: [Criterion]
    let uncitedCount: Int
    let sections: [EntryPage.Link]
}

extension CoveragePage: PageContext {
    static let template = PageTemplate("coverage")
    static let fields: TemplateFields<Self> = [
        .nested("chrome", \.chrome),
        .text("title", \.title),
        .nested("overall", \.overall),
        .list("kinds", \.kinds),
        .flag("declaresCollections", \.declaresCollections),
        .list("collections", \.collections),
        .list("sectionTitles", \.sectionTitles),
        .list("platformRows", \.platformRows),
        .flag("hasPlatforms", \.hasPlatforms),
        .list("categoryRows", \.categoryRows),
        .flag("expectsVideos", \.expectsVideos),
        .flag("expectsExamples", \.expectsExamples),
        .flag("showsTables", \.showsTables),
        .list("details", \.details),
        .list("gapLists", \.gapLists),
        .list("uncited", \.uncited),
        .text("uncitedCount", \.uncitedCount),
        .list("sections", \.sections),
    ]
}

extension CoveragePage.Figure: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("title", \.title),
        .text("description", \.description),
        .text("present", \.present),
        .text("expected", \.expected),
        .text("percent", \.percent),
    ]
}

extension CoveragePage.PlatformRow: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("name", \.name),
        .list("cells", \.cells),
    ]
}

extension CoveragePage.CategoryRow: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("collection", \.collection),
        .text("title", \.title),
        .text("url", \.url),
        .text("entryCount", \.entryCount),
        .text("percent", \.percent),
        .text("missingTips", \.missingTips),
        .text("withoutWCAG", \.withoutWCAG),
        .text("withoutExample", \.withoutExample),
        .text("uncaptioned", \.uncaptioned),
    ]
}

extension CoveragePage.DetailGroup: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("id", \.id),
        .text("title", \.title),
        .flag("isNamed", \.isNamed),
        .text("tableHeadingLevel", \.tableHeadingLevel),
        .list("tables", \.tables),
    ]
}

extension CoveragePage.DetailTable: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("id", \.id),
        .text("heading", \.heading),
        .nested("table", \.table),
    ]
}

extension CoveragePage.GapItem: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("title", \.title),
        .text("url", \.url),
        .text("detail", \.detail),
    ]
}

extension CoveragePage.GapList: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("id", \.id),
        .text("title", \.title),
        .text("note", \.note),
        .text("count", \.count),
        .list("items", \.items),
        .text("more", \.more),
        .flag("hasMore", \.hasMore),
        .flag("isEmpty", \.isEmpty),
    ]
}

extension CoveragePage.Criterion: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("label", \.label),
        .text("url", \.url),
        .text("understandingURL", \.understandingURL),
        .flag("isOnSite", \.isOnSite),
    ]
}
