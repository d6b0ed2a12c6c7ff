/// Where the entry pages, the checklist, the search index and the exports get an entry's generated
/// acceptance criteria, which they must all show alike.
///
/// Holding every entry's texts for the whole build cost about 5 KB per entry — 46 MB of the peak at
/// 10,000 entries, 500 MB at 100,000 — so a book either makes them when asked, or, in a whole-site
/// build, makes each entry's once before the pages and keeps them on disk (`ScratchRecords`), from
/// where each of the four pages showing them reads them back: making them was string work of a few
/// hundred thousand instructions an entry, a tenth of a build when done four times.
public struct CriteriaBook: Sendable {
    private let kept: ScratchRecords?

    /// A book that makes an entry's criteria when asked.
    public init() {
        kept = nil
    }

    /// A book that makes the criteria of every one of `entries` now, on all cores, and keeps them
    /// in `records` for the pages. Each entry's criteria are handed to `alongside` as they are made,
    /// for what a later module makes of them and keeps too (`CriteriaCopies`).
    public init(keeping entries: [PatternEntry], in records: ScratchRecords,
                alongside: @Sendable (EntrySummary, AcceptanceCriteria) -> Void = { _, _ in }) {
        _ = entries.concurrentMap { entry in
            let summary = entry.summary
            let criteria = AcceptanceCriteria(entry: summary)
            records.store(criteria.scratchBytes, for: entry.sourcePath, hash: summary.bodyOutline.handle.contentHash)
            alongside(summary, criteria)
        }
        kept = records
    }

    public subscript(entry: EntrySummary) -> AcceptanceCriteria {
        if let bytes = kept?.bytes(for: entry.sourcePath, hash: entry.bodyOutline.handle.contentHash),
           let criteria = AcceptanceCriteria(scratch: bytes) {
            return criteria
        }
        return AcceptanceCriteria(entry: entry)
    }
}
