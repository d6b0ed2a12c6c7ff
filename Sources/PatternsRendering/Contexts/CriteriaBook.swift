import PatternsCore

/// Every entry's generated acceptance criteria, made once per build and shared by the entry pages,
/// the checklist, the search index and the exports, which all need the same text.
struct CriteriaBook: Sendable {
    /// By the entry's page, which is unique even when two collections share a slug.
    private let byPage: [String: AcceptanceCriteria]

    init(entries: [PatternEntry]) {
        let all = entries.concurrentMap(AcceptanceCriteria.init(entry:))
        byPage = Dictionary(zip(entries.map(\.pagePath), all), uniquingKeysWith: { first, _ in first })
    }

    subscript(entry: PatternEntry) -> AcceptanceCriteria {
        byPage[entry.pagePath] ?? AcceptanceCriteria(entry: entry)
    }
}
