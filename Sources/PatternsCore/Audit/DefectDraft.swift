/// A defect report drafted from the catalog, not retyped: the criterion a tester saw fail gives the
/// steps (its Gherkin scenario up to its own step), the expected result and the WCAG success criteria
/// the entry cites; the tester gives what actually happened, the platform, the assistive technology
/// and how severe it is.
public struct DefectDraft: Sendable {
    /// How much the defect stops people, in the terms issue trackers and audits commonly use.
    public enum Severity: String, CaseIterable, Sendable {
        case critical, serious, moderate, minor
    }

    /// Why a draft cannot be made: the id names no criterion of the catalog.
    public struct UnknownCriterion: Error, Sendable {
        public let id: String
        public let closest: String?
    }

    public let criterionID: String
    public let entryTitle: String
    public let pagePath: OutputPath
    /// `Button: focus indicator missing — iOS, VoiceOver`.
    public let title: String
    /// The scenario's `Given`, then the criterion's own step (`When I press tab`).
    public let steps: [String]
    public let expected: String
    public let actual: String
    public let platform: String?
    public let assistiveTechnology: String?
    public let severity: Severity?
    /// The success criteria the entry cites, each as `2.4.7 Focus Visible (AA)`.
    public let successCriteria: [String]

    /// The longest part of the tester's words a title takes, in characters, before it is cut at a word.
    static let titleSummaryLength = 60

    /// What the catalog gives a report on one of its criteria: the same for a draft made here and for
    /// the one the audit mode's pages make from the data they carry (`sources(of:)`), so both agree.
    public struct Source: Sendable {
        /// `native/button#keyboard.tab`.
        public let id: String
        /// The scenario's `Given`, then the criterion's own steps; empty when no scenario holds it.
        public let steps: [String]
        /// The criterion as a tester reads it: `Tab: Focus moves to the button`.
        public let expected: String
    }

    /// Drafts the report for `criterionID` (`native/button#keyboard.tab`) of `site`.
    public init(site: Site, criterionID: String, actual: String, platform: String? = nil,
                assistiveTechnology: String? = nil, severity: Severity? = nil) throws {
        // Only the entry the id names is read; every id is listed only to suggest the closest.
        let found = site.entries.lazy.filter { criterionID.hasPrefix(CriterionID(entry: $0.id, key: "").description) }.compactMap { entry in
            Self.sources(of: entry.summary).first { $0.id == criterionID }.map { (entry: entry, source: $0) }
        }.first
        guard let (entry, source) = found else {
            let ids = site.entries.flatMap { entry in EntryCriteriaRecord(entry: entry.summary).criteria.map { CriterionID(entry: entry.id, key: $0.key).description } }
            throw UnknownCriterion(id: criterionID, closest: closestMatch(to: criterionID, in: ids))
        }
        self.criterionID = criterionID
        entryTitle = entry.title
        pagePath = entry.pagePath
        let platformName = platform.map { Self.platformName($0, config: site.config) }
        let context = [platformName, assistiveTechnology].compactMap { $0 }.joined(separator: ", ")
        title = "\(entry.title): \(Self.summary(of: actual))" + (context.isEmpty ? "" : " — \(context)")
        steps = source.steps
        expected = source.expected
        self.actual = actual
        self.platform = platformName
        self.assistiveTechnology = assistiveTechnology
        self.severity = severity
        successCriteria = Self.successCriteria(of: entry.summary)
    }

    /// Every criterion of `entry` as a report takes it, in source order; `criteria` when the caller has
    /// made the entry's acceptance criteria already (an entry page has), so they are not made twice.
    public static func sources(of entry: EntrySummary, criteria: AcceptanceCriteria? = nil) -> [Source] {
        let steps = stepsByKey(in: (criteria ?? AcceptanceCriteria(entry: entry)).gherkin)
        return EntryCriteriaRecord(entry: entry).criteria.map { key, text in
            Source(id: CriterionID(entry: entry.id, key: key).description, steps: steps[key] ?? [], expected: text)
        }
    }

    /// The success criteria `entry` cites, each as `2.4.7 Focus Visible (AA)`.
    public static func successCriteria(of entry: EntrySummary) -> [String] {
        entry.wcag.citedIDs.compactMap { WCAGIndex.criterion(id: $0)?.label }
    }

    /// A platform id as reports name it: the title the audit lists or the site give it, else its built-in name.
    public static func platformName(_ id: String, config: SiteConfig) -> String {
        Platform(id).titled(by: config.audit.offeredPlatforms(of: config) + config.platforms).displayName
    }

    /// For each criterion key, the Gherkin scenario holding it, up to and including its steps: the
    /// scenario's `Given`, then each step of the criterion (its `When` and `Then`, announcements
    /// included), from the first scenario that has the key. One pass over the steps, rather than one
    /// for every criterion.
    static func stepsByKey(in gherkin: [AcceptanceCriteria.Section]) -> [String: [String]] {
        var steps: [String: [String]] = [:]
        for section in gherkin {
            let given = section.steps.prefix { $0.key == nil }.map(\.line)
            var here: [String: [String]] = [:]
            for step in section.steps {
                guard let key = step.key, steps[key] == nil else { continue }
                here[key, default: given].append(step.line)
            }
            steps.merge(here) { first, _ in first }
        }
        return steps
    }

    /// The tester's first sentence, cut after a whole word, lower-cased at its start as a title's tail.
    static func summary(of actual: String) -> String {
        let sentence = actual.trimmingWhitespace().split(whereSeparator: { ".!?\n".contains($0) }).first.map(String.init) ?? ""
        guard sentence.count > titleSummaryLength else { return sentence }
        let head = sentence.prefix(titleSummaryLength)
        let cut = head.lastIndex(of: " ").map { head[..<$0] } ?? head
        return cut.trimmingWhitespace() + "…"
    }
}
