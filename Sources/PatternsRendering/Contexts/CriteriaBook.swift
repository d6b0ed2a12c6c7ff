import PatternsCore

/// Every entry's generated acceptance criteria, made once per build and shared by the entry pages,
/// the checklist, the search index and the exports, which all need the same text.
struct CriteriaBook: Sendable {
    private let bySlug: [String: AcceptanceCriteria]

    init(site: Site) {
        self.init(entries: site.entries)
    }

    /// The criteria of some entries only, for an export of a selection.
    init(entries: [PatternEntry]) {
        let all = entries.concurrentMap(AcceptanceCriteria.init(entry:))
        bySlug = Dictionary(zip(entries.map(\.slug), all), uniquingKeysWith: { first, _ in first })
    }

    subscript(entry: PatternEntry) -> AcceptanceCriteria {
        bySlug[entry.slug] ?? AcceptanceCriteria(entry: entry)
    }
}
