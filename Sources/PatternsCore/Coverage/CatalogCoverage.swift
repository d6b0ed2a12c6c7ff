/// What a catalog has of what it expects of its entries, and what is missing: the model behind
/// `patterns report coverage` and the site's coverage page.
///
/// Items, each weighing one (`CoverageKind`): a tip for each platform of an entry's collection in
/// each `CoverageSection`; WCAG references per entry; a working example per entry of a collection
/// covering the web; captions per video. A tip a section's front matter or notes mark `n/a` counts
/// as present. Percentages are items present over items expected. Made in one pass over the
/// entries (linear in their number); an entry filed under two categories counts in both
/// categories' figures but once in its collection's and the catalog's.
public struct CatalogCoverage: Sendable {
    /// Every entry, in site order (by title).
    public let entries: [EntryCoverage]
    public let totals: CoverageTallies
    public let collections: [CollectionCoverage]
    /// Tip figures per platform and section, over the entries whose collection covers the platform.
    public let platforms: [PlatformCoverage]
    /// WCAG 2.2 level A and AA success criteria (4.1.1 aside) that no entry cites, in the recommendation's order.
    public let uncitedCriteria: [SuccessCriterion]
    /// Whether the site declares kinds of screen-reader video (`videos:`): only then is an entry
    /// without videos worth telling.
    public let expectsVideos: Bool

    public struct CollectionCoverage: Sendable {
        public let collection: EntryCollection
        public let platforms: [Platform]
        /// Whether the collection covers the web, so its entries need a working example.
        public var expectsExamples: Bool { platforms.contains(.web) }
        public let entryCount: Int
        public let totals: CoverageTallies
        /// The collection's categories in site order, each with its entries in category order.
        public let categories: [CategoryCoverage]
    }

    public struct CategoryCoverage: Sendable {
        public let category: Category
        public let collection: EntryCollection
        public let entries: [EntryCoverage]
        public let totals: CoverageTallies
    }

    public struct PlatformCoverage: Sendable {
        public let platform: Platform
        /// One tally per section, in `CoverageSection` order.
        public let sections: [CoverageTally]
        public var total: CoverageTally { sections.reduce(CoverageTally(), +) }
    }

    public init(site: Site) {
        let config = site.config
        var bySource: [SourcePath: EntryCoverage] = [:]
        bySource.reserveCapacity(site.entries.count)
        entries = site.entries.map { entry in
            let platforms = config.collection(entry.collection).map(config.platforms(of:)) ?? config.platforms
            let coverage = EntryCoverage(entry: entry, platforms: platforms)
            bySource[entry.sourcePath] = coverage
            return coverage
        }
        var totals = CoverageTallies()
        var collectionTotals: [String: CoverageTallies] = [:]
        var collectionCounts: [String: Int] = [:]
        var platformSections: [Platform: [CoverageTally]] = [:]
        let sections = CoverageSection.allCases
        for coverage in entries {
            totals += coverage.tallies
            collectionTotals[coverage.entry.collection, default: CoverageTallies()] += coverage.tallies
            collectionCounts[coverage.entry.collection, default: 0] += 1
            for (column, platform) in coverage.platforms.enumerated() {
                var tallies = platformSections[platform] ?? Array(repeating: CoverageTally(), count: sections.count)
                for row in sections.indices {
                    tallies[row].count(coverage.tips[column * sections.count + row].isCovered)
                }
                platformSections[platform] = tallies
            }
        }
        self.totals = totals
        let groups = Dictionary(grouping: site.categoryGroups, by: \.collection.id)
        collections = config.collections.compactMap { collection in
            guard let count = collectionCounts[collection.id] else { return nil }
            let categories = (groups[collection.id] ?? []).map { group in
                let entries = group.entries.compactMap { bySource[$0.sourcePath] }
                var totals = CoverageTallies()
                entries.forEach { totals += $0.tallies }
                return CategoryCoverage(category: group.category, collection: collection, entries: entries, totals: totals)
            }
            return CollectionCoverage(collection: collection, platforms: config.platforms(of: collection), entryCount: count,
                                      totals: collectionTotals[collection.id] ?? CoverageTallies(), categories: categories)
        }
        let configured = config.platforms.filter { platformSections[$0] != nil }
        let others = platformSections.keys.filter { !config.platforms.contains($0) }.sorted()
        platforms = (configured + others).map { PlatformCoverage(platform: $0, sections: platformSections[$0] ?? []) }
        let cited = Set(site.entries.flatMap(\.wcag.citedIDs))
        uncitedCriteria = WCAGIndex.current.filter { $0.level != .aaa && !cited.contains($0.id) }
        expectsVideos = !config.videos.isEmpty
    }

    /// Entries with no WCAG criteria at all.
    public var entriesWithoutWCAG: [EntryCoverage] { entries.filter { $0.wcag == .missing } }

    /// Entries whose WCAG criteria are in plain language only, citing no success criterion by number.
    public var entriesWithPlainLanguageWCAGOnly: [EntryCoverage] { entries.filter { $0.wcag == .plainLanguage } }

    /// How many entries are in each WCAG state.
    public func entryCount(_ state: EntryCoverage.WCAGState) -> Int { entries.count { $0.wcag == state } }

    /// The screen-reader videos found, over every entry: what the captions percentage counts.
    public var videoCount: Int { totals[.captions].expected }

    /// Entries of web collections without a working example.
    public var entriesWithoutExamples: [EntryCoverage] { entries.filter { $0.example == .missing } }

    /// Entries with at least one video without captions.
    public var entriesWithUncaptionedVideos: [EntryCoverage] { entries.filter { !$0.videosWithoutCaptions.isEmpty } }

    /// Entries without any video, when the site declares kinds of video (information, not a gap).
    public var entriesWithoutVideos: [EntryCoverage] { expectsVideos ? entries.filter { $0.entry.videos.isEmpty } : [] }

    /// A kind's percentage, or `n/a` when the catalog expects nothing of it (no videos found): a
    /// share of nothing is no achievement to report as 100%.
    public func percentText(_ kind: CoverageKind) -> String {
        totals[kind].expected == 0 ? "n/a" : totals[kind].percentText
    }

    /// What a kind's figure stands for beyond present of expected, in a sentence for reports: the
    /// entries' WCAG states, the videos found; nil for the others.
    public func note(_ kind: CoverageKind) -> String? {
        switch kind {
        case .wcag:
            "\(Self.verb(entryCount(.cited), "cites", "cite")) success criteria, "
                + "\(Self.verb(entryCount(.plainLanguage), "has", "have")) only plain-language criteria, \(Self.verb(entryCount(.missing), "has", "have")) none"
        case .captions:
            videoCount == 0 ? "no videos found"
                : "\(videoCount == 1 ? "1 video" : "\(videoCount) videos") found, \(totals[.captions].present) with captions"
        case .sources:
            "\(Self.verb(totals[.sources].present, "lists", "list")) sources, \(Self.verb(totals[.sources].missing, "lists", "list")) none; "
                + Self.notInOverall
        case .confirmations:
            "\(unconfirmed.count == 1 ? "1 behaviour" : "\(unconfirmed.count) behaviours") not yet confirmed on a device "
                + "in \(totals[.confirmations].missing == 1 ? "1 entry" : "\(totals[.confirmations].missing) entries"); " + Self.notInOverall
        case .tips, .examples:
            nil
        }
    }

    /// `1 has`, `2 have`.
    private static func verb(_ count: Int, _ singular: String, _ plural: String) -> String {
        "\(count) \(count == 1 ? singular : plural)"
    }

    static let notInOverall = "not in the overall figure unless included"

    /// Entries that list no source.
    public var entriesWithoutSources: [EntryCoverage] { entries.filter { $0.entry.sources.isEmpty } }

    /// Every behaviour marked to be confirmed on a device, by entry in site order, keys in source order.
    public var unconfirmed: [(entry: EntryCoverage, id: CriterionID)] {
        entries.flatMap { coverage in coverage.entry.unconfirmed.map { (coverage, CriterionID(entry: coverage.entry.id, key: $0.key)) } }
    }

    /// Entries missing at least one tip.
    public var entriesMissingTips: [EntryCoverage] { entries.filter { $0.tallies[.tips].missing > 0 } }

    /// Whether the overall percentage, with the `extra` kinds counted too, is below `threshold` (`--fail-under`).
    public func isBelow(_ threshold: Double, including extra: Set<CoverageKind> = []) -> Bool {
        totals.overall(including: extra).isBelow(threshold)
    }
}
