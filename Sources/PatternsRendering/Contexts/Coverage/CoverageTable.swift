import PatternsCore

/// One category's coverage as a table: a row per entry, a column per platform and section, then
/// WCAG references, a working example (web collections) and captions (sites with videos). Every
/// cell says its state in words ("Yes", "Missing", "Not applicable"), never by colour alone.
struct CoverageTable: Sendable {
    struct PlatformHeader: Sendable {
        let name: String
        let span: Int
    }

    struct Cell: Sendable {
        let text: String
        let isMissing: Bool

        init(_ state: EntryCoverage.State) {
            switch state {
            case .present: text = "Yes"
            case .missing: text = "Missing"
            case .notApplicable: text = NotApplicable.displayText
            }
            isMissing = state == .missing
        }

        init(text: String, isMissing: Bool) {
            self.text = text
            self.isMissing = isMissing
        }
    }

    struct Row: Sendable {
        let title: String
        let url: String
        let cells: [Cell]
    }

    /// The table's id, which its caption's id and in-page links build on.
    let id: String
    let caption: String
    let platforms: [PlatformHeader]
    /// The section titles under each platform, in order, repeated per platform.
    let sectionHeaders: [String]
    /// The columns after the tips: `WCAG`, then `Example` and `Captions` where they apply.
    let otherHeaders: [String]
    let rows: [Row]

    /// The table of `entries` of `category`, as shown on the page at `path`.
    init(category: CatalogCoverage.CategoryCoverage, entries: ArraySlice<EntryCoverage>, coverage: CatalogCoverage,
         config: SiteConfig, id: String, caption: String, from path: OutputPath) {
        self.id = id
        self.caption = caption
        let platformList = config.platforms(of: category.collection)
        let sections = CoverageSection.allCases
        platforms = platformList.map { PlatformHeader(name: $0.displayName, span: sections.count) }
        sectionHeaders = platformList.flatMap { _ in sections.map(\.title) }
        let expectsExamples = platformList.contains(.web)
        otherHeaders = ["WCAG"] + (expectsExamples ? ["Example"] : []) + (coverage.expectsVideos ? ["Captions"] : [])
        rows = entries.map { entry in
            var cells = entry.tips.map(Cell.init)
            cells.append(entry.wcag == .plainLanguage ? Cell(text: "Plain language only", isMissing: false)
                                                      : Cell(entry.wcag == .cited ? .present : .missing))
            if expectsExamples { cells.append(Cell(entry.example)) }
            if coverage.expectsVideos {
                cells.append(entry.entry.videos.isEmpty ? Cell(text: "No videos", isMissing: false)
                                                        : Cell(entry.videosWithoutCaptions.isEmpty ? .present : .missing))
            }
            return Row(title: entry.entry.title, url: path.relativeURL(to: entry.entry.pagePath), cells: cells)
        }
    }
}

extension CoverageTable: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("id", \.id),
        .text("caption", \.caption),
        .list("platforms", \.platforms),
        .list("sectionHeaders", \.sectionHeaders),
        .list("otherHeaders", \.otherHeaders),
        .list("rows", \.rows),
    ]
}

extension CoverageTable.PlatformHeader: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("name", \.name),
        .text("span", \.span),
    ]
}

extension CoverageTable.Cell: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("text", \.text),
        .flag("isMissing", \.isMissing),
    ]
}

extension CoverageTable.Row: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("title", \.title),
        .text("url", \.url),
        .list("cells", \.cells),
    ]
}
