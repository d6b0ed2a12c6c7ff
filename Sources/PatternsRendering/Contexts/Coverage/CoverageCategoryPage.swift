import PatternsCore

/// One category's coverage table on a large catalog (`coverage/<collection>/<category>/`), in
/// pages of `PageSizes.coverageRowsPerPage` entries, so the coverage page stays small at any size.
struct CoverageCategoryPage: Sendable {
    static func path(for category: CatalogCoverage.CategoryCoverage) -> OutputPath {
        SiteLayout.coverageCategoryPage(category.category.id, collection: category.collection)
    }

    let chrome: PageChrome
    let title: String
    let coverageURL: String
    let overall: CoveragePage.Figure
    let entryCount: Int
    let table: CoverageTable
    let pagination: Pagination

    /// Every page of each category's table, with its path; none when the coverage page shows the
    /// tables itself (up to `rowsOnOnePage` rows).
    static func pages(coverage: CatalogCoverage, site: Site, context: SiteContext,
                      rowsOnOnePage: Int = PageSizes.coverageRowsOnOnePage) -> [PendingPage<CoverageCategoryPage>] {
        guard !CoveragePage.showsTables(coverage, limit: rowsOnOnePage) else { return [] }
        return coverage.collections.flatMap(\.categories).flatMap { category in
            Pagination.pages(of: category.entries, size: PageSizes.coverageRowsPerPage).map { number, count, entries in
                let pagePath = SiteLayout.paginated(path(for: category), number: number)
                return PendingPage(path: pagePath) {
                    let name = site.config.naming(category.category.title, in: category.collection.id)
                    let pagination = Pagination(number: number, count: count, firstPage: path(for: category),
                                                label: "Pages of coverage of \(name)")
                    let title = "Coverage of \(name)"
                    return CoverageCategoryPage(
                        chrome: PageChrome(site: context, pagePath: pagePath, title: pagination.title(title),
                                           description: "Which tips, WCAG references, examples and captions \(name) entries have."),
                        title: title, coverageURL: pagePath.relativeURL(to: CoveragePage.path),
                        overall: CoveragePage.Figure(title: name, category.totals.overall), entryCount: category.entries.count,
                        table: CoverageTable(category: category, entries: entries, coverage: coverage, config: site.config,
                                             id: "coverage-table", caption: pagination.title(title), from: pagePath),
                        pagination: pagination)
                }
            }
        }
    }
}

extension CoverageCategoryPage: PageContext {
    static let template = PageTemplate("coverage-category")
    static let fields: TemplateFields<Self> = [
        .nested("chrome", \.chrome),
        .text("title", \.title),
        .text("coverageURL", \.coverageURL),
        .nested("overall", \.overall),
        .text("entryCount", \.entryCount),
        .nested("table", \.table),
        .nested("pagination", \.pagination),
    ]
}
