/// What one entry has of what the catalog expects: a tip per platform and section, WCAG
/// references, a working example (web collections), captions for its videos.
///
/// A class, though immutable: the catalog lists each entry's coverage by catalog, by category and in
/// each list of gaps, and at 10,000 entries copies of a struct holding the entry took 26 MB.
public final class EntryCoverage: Sendable {
    /// Whether an expected item is there.
    public enum State: String, Hashable, Sendable {
        case present
        case missing
        /// Marked `n/a` (in front matter or notes), or not expected here: counts as present.
        case notApplicable = "not-applicable"

        /// Counted as present in percentages.
        public var isCovered: Bool { self != .missing }
    }

    /// How an entry maps to WCAG.
    public enum WCAGState: String, Hashable, Sendable {
        /// It cites at least one success criterion by number.
        case cited
        /// It lists plain-language criteria under WCAG's principles but cites no success criterion:
        /// a WCAG reference (counted as present), reported apart so the numbers can be added.
        case plainLanguage = "plain-language"
        /// No `wcag:` criteria at all.
        case missing
    }

    public let entry: PatternEntry
    /// The platforms of the entry's collection: the columns of its tip matrix.
    public let platforms: [Platform]
    /// One state per platform and section: platform by platform in `platforms` order, each in
    /// `CoverageSection` order.
    public let tips: [State]
    public let wcag: WCAGState
    /// Whether the entry cites a success criterion by number.
    public var citesWCAG: Bool { wcag == .cited }
    /// `notApplicable` when the entry's collection does not cover the web.
    public let example: State
    /// The entry's videos that have no captions.
    public let videosWithoutCaptions: [ScreenReaderVideo]
    public let tallies: CoverageTallies

    init(entry: PatternEntry, platforms: [Platform]) {
        self.entry = entry
        self.platforms = platforms
        var tipPlatforms: [CoverageSection: Set<Platform>] = [:]
        for section in entry.tipOutline {
            guard let kind = CoverageSection(heading: section.title) else { continue }
            tipPlatforms[kind, default: []].formUnion(section.platforms)
        }
        // A notes section that says `n/a`: for its scope's platform, or all of them.
        var inapplicable: [CoverageSection: Set<Platform>] = [:]
        for section in entry.body.inapplicableSections {
            guard let kind = CoverageSection(heading: section.title) else { continue }
            inapplicable[kind, default: []].formUnion(section.platform.map { [$0] } ?? Set(platforms))
        }
        let inapplicableEverywhere = Set(CoverageSection.allCases.filter { $0.isNotApplicable(in: entry.summary) })
        var tallies = CoverageTallies()
        var tips: [State] = []
        tips.reserveCapacity(platforms.count * CoverageSection.allCases.count)
        for platform in platforms {
            for section in CoverageSection.allCases {
                let state: State = if tipPlatforms[section]?.contains(platform) == true {
                    .present
                } else if inapplicableEverywhere.contains(section) || inapplicable[section]?.contains(platform) == true {
                    .notApplicable
                } else {
                    .missing
                }
                tips.append(state)
                tallies[.tips].count(state.isCovered)
            }
        }
        self.tips = tips
        wcag = !entry.wcag.citedIDs.isEmpty ? .cited
            : entry.wcag.groups.contains { !$0.criteria.isEmpty } ? .plainLanguage : .missing
        tallies[.wcag].count(wcag != .missing)
        if platforms.contains(.web) {
            example = entry.body.examples.contains { !$0.isInaccessible } ? .present : .missing
            tallies[.examples].count(example == .present)
        } else {
            example = .notApplicable
        }
        videosWithoutCaptions = entry.videos.filter { $0.captions == nil }
        for video in entry.videos { tallies[.captions].count(video.captions != nil) }
        tallies[.sources].count(!entry.sources.isEmpty)
        tallies[.confirmations].count(entry.unconfirmed.isEmpty)
        self.tallies = tallies
    }

    /// The state of one cell of the tip matrix.
    public func tip(_ platform: Platform, _ section: CoverageSection) -> State {
        guard let column = platforms.firstIndex(of: platform),
              let row = CoverageSection.allCases.firstIndex(of: section) else { return .notApplicable }
        return tips[column * CoverageSection.allCases.count + row]
    }

    /// The platform and section of each missing tip, platform by platform.
    public var missingTips: [(platform: Platform, section: CoverageSection)] {
        platforms.flatMap { platform in
            CoverageSection.allCases.filter { tip(platform, $0) == .missing }.map { (platform, $0) }
        }
    }

    /// Whether anything expected of the entry is missing.
    public var hasGaps: Bool { tallies.overall.missing > 0 }
}
