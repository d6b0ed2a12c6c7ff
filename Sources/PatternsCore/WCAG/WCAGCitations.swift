/// Which entries cite which WCAG success criteria, for the WCAG pages: read once per build.
public struct WCAGCitations: Sendable {
    /// One entry citing a criterion, with the entry's plain-language criteria that cite it.
    public struct Citation: Sendable {
        public let entry: EntrySummary
        /// Empty when the entry cites the criterion in the plain-list form.
        public let criteria: [String]
    }

    /// Citations by success-criterion id, entries in site order.
    public let byCriterion: [String: [Citation]]

    public init(entries: some Sequence<EntrySummary>) {
        var byCriterion: [String: [Citation]] = [:]
        for entry in entries {
            for id in entry.wcag.citedIDs {
                let texts = entry.wcag.groups.flatMap(\.criteria).filter { $0.successCriteria.contains(id) }.map(\.text)
                byCriterion[id, default: []].append(Citation(entry: entry, criteria: texts))
            }
        }
        self.byCriterion = byCriterion
    }

    /// True when some entry cites a criterion: only then does a site get WCAG pages.
    public var isEmpty: Bool { byCriterion.isEmpty }

    /// The cited criteria, in the recommendation's order.
    public var citedCriteria: [SuccessCriterion] { WCAGIndex.all.filter { byCriterion[$0.id] != nil } }

    public func citations(of id: String) -> [Citation] { byCriterion[id] ?? [] }
}
