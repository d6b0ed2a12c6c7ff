/// Where the entry pages, the checklist, the search index and the exports get an entry's generated
/// acceptance criteria, which they must all show alike.
///
/// Made when asked rather than held: generating an entry's criteria is string work of a few hundred
/// thousand instructions, while holding every entry's texts for the whole build cost about 5 KB per
/// entry — 46 MB of the peak at 10,000 entries.
public struct CriteriaBook: Sendable {
    public init() {}

    public subscript(entry: EntrySummary) -> AcceptanceCriteria {
        AcceptanceCriteria(entry: entry)
    }
}
