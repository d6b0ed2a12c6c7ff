import PatternsCore
import PatternsExports

extension CoveragePage {
    init(coverage: CatalogCoverage, site: Site, context: SiteContext) {
        let path = Self.path
        let config = site.config
        title = "Coverage"
        chrome = PageChrome(site: context, pagePath: path, title: title,
                            description: "What the catalog's entries have and what is missing: tips, WCAG references, examples and captions.")
        overall = Figure(title: "Overall", coverage.totals.overall)
        kinds = CoverageKind.allCases.map { kind in
            let note = coverage.note(kind).map { ". " + $0.prefix(1).uppercased() + $0.dropFirst() } ?? ""
            return Figure(title: kind.title, description: kind.itemDescription + note, coverage.totals[kind],
                          percent: coverage.totals[kind].expected == 0 ? NotApplicable.displayText : nil)
        }
        declaresCollections = !config.declaredCollections.isEmpty
        collections = coverage.collections.map { Figure(title: $0.collection.title, $0.totals.overall) }
        sectionTitles = CoverageSection.allCases.map(\.title)
        platformRows = coverage.platforms.map { platform in
            PlatformRow(name: platform.platform.displayName,
                        cells: (platform.sections + [platform.total]).map { "\($0.percentText) (\(CoverageReport.counts($0)))" })
        }
        hasPlatforms = !platformRows.isEmpty
        expectsVideos = coverage.expectsVideos
        expectsExamples = coverage.collections.contains(where: \.expectsExamples)
        let showsTables = Self.showsTables(coverage)
        self.showsTables = showsTables
        categoryRows = coverage.collections.flatMap { collection in
            collection.categories.map { category in
                let entries = category.entries
                return CategoryRow(
                    collection: collection.collection.title, title: category.category.title,
                    url: showsTables ? "#" + Self.anchor(category, config: config)
                                     : path.relativeURL(to: CoverageCategoryPage.path(for: category)),
                    entryCount: entries.count, percent: category.totals.overall.percentText,
                    missingTips: category.totals[.tips].missing, withoutWCAG: category.totals[.wcag].missing,
                    withoutExample: collection.expectsExamples ? "\(category.totals[.examples].missing)" : NotApplicable.displayText,
                    uncaptioned: entries.contains { !$0.entry.videos.isEmpty } ? "\(category.totals[.captions].missing)" : "No videos")
            }
        }
        details = !showsTables ? [] : coverage.collections.map { collection in
            let isNamed = !config.declaredCollections.isEmpty
            return DetailGroup(
                id: "details-" + collection.collection.id, title: collection.collection.title, isNamed: isNamed,
                tableHeadingLevel: isNamed ? 4 : 3,
                tables: collection.categories.map { category in
                    let anchor = Self.anchor(category, config: config)
                    return DetailTable(id: anchor, heading: category.category.title, table: CoverageTable(
                        category: category, entries: category.entries[...], coverage: coverage, config: config,
                        id: anchor + "-table", caption: "Coverage of \(config.naming(category.category.title, in: collection.collection.id))",
                        from: path))
                })
        }
        let lists = Self.gapLists(coverage, site: site, from: path, showsTables: showsTables)
        gapLists = lists
        // The site has WCAG pages when some entry cites a criterion.
        let hasWCAGPages = coverage.entries.contains { $0.citesWCAG }
        uncited = coverage.uncitedCriteria.map { criterion in
            Criterion(label: criterion.label,
                      url: hasWCAGPages ? path.relativeURL(to: SiteLayout.wcagIndexPage) + "#sc-" + criterion.id
                                        : criterion.understandingURL,
                      understandingURL: criterion.understandingURL, isOnSite: hasWCAGPages)
        }
        uncitedCount = uncited.count
        sections = [EntryPage.Link(title: "Summary", url: "#summary"),
                    EntryPage.Link(title: "Platform tips by section", url: "#platform-tips"),
                    EntryPage.Link(title: "By category", url: "#by-category")]
            + (showsTables ? [EntryPage.Link(title: "Details", url: "#details")] : [])
            + lists.map { EntryPage.Link(title: $0.title, url: "#" + $0.id) }
            + [EntryPage.Link(title: "Uncited success criteria", url: "#uncited")]
    }

    /// Whether the catalog is small enough for its tables to be on this page: rows (entries, once
    /// per category they are filed under) up to `PageSizes.coverageRowsOnOnePage`.
    static func showsTables(_ coverage: CatalogCoverage, limit: Int = PageSizes.coverageRowsOnOnePage) -> Bool {
        coverage.collections.reduce(0) { $0 + $1.categories.reduce(0) { $0 + $1.entries.count } } <= limit
    }

    /// The id of a category's heading on this page: unique across collections.
    static func anchor(_ category: CatalogCoverage.CategoryCoverage, config: SiteConfig) -> String {
        "coverage-" + config.key(category.category.id, in: category.collection.id)
    }

    /// The lists of entries with a gap, each cut at `PageSizes.coverageListed`; the lists that
    /// cannot apply to the site (examples without web collections, videos without `videos:`) are left out.
    private static func gapLists(_ coverage: CatalogCoverage, site: Site, from path: OutputPath, showsTables: Bool) -> [GapList] {
        let more = showsTables ? "The tables above show every entry." : "Each category's page shows every entry."
        func list(_ id: String, _ title: String, note: String? = nil, _ entries: [EntryCoverage],
                  detail: (EntryCoverage) -> String? = { _ in nil }) -> GapList {
            let shown = entries.prefix(PageSizes.coverageListed)
            let left = entries.count - shown.count
            return GapList(id: id, title: title, note: left > 0 ? [note, more].compactMap { $0 }.joined(separator: " ") : note,
                           count: entries.count,
                           items: shown.map { entry in
                               GapItem(title: site.config.naming(entry.entry.title, in: entry.entry.collection),
                                       url: path.relativeURL(to: entry.entry.pagePath), detail: detail(entry))
                           })
        }
        var lists = [list("without-wcag", "Entries without WCAG references", coverage.entriesWithoutWCAG),
                     list("plain-language-wcag", "Entries with plain-language WCAG criteria only",
                          note: "For information: they count as WCAG references; citing success criteria by number (sc: [2.1.1]) would list them on the WCAG pages.",
                          coverage.entriesWithPlainLanguageWCAGOnly)]
        if coverage.collections.contains(where: \.expectsExamples) {
            lists.append(list("without-example", "Web entries without a working example", coverage.entriesWithoutExamples))
        }
        if coverage.expectsVideos {
            lists.append(list("uncaptioned", "Videos without captions", coverage.entriesWithUncaptionedVideos,
                              detail: CoverageReport.uncaptioned))
            lists.append(list("without-videos", "Entries without videos", note: "For information: videos are welcome, not required.",
                              coverage.entriesWithoutVideos))
        }
        return lists
    }
}
