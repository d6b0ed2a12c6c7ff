import PatternsCore
import PatternsExports

/// What pages copy of an entry's criteria besides the criteria themselves: its Cucumber feature
/// (its `.feature` file and its category's checklist chunk show it) and its defect-reporter data
/// (its page and its category's defect chunk hold it).
///
/// Each was made twice an entry, string work of a few hundred thousand instructions (about 5 % of a
/// build). A whole-site build makes both once, as each entry's criteria are made
/// (`CriteriaBook(keeping:in:alongside:)`), and keeps them on disk as the criteria are kept; without
/// a place to keep them, or for an entry not kept, they are made when asked.
public struct CriteriaCopies: Sendable {
    /// One entry's copies.
    struct Entry: Equatable {
        /// The entry's `.feature` file (`CriteriaExport.featureText(of:criteria:)`).
        let feature: String
        /// The entry's object in the defect reporter's data (`AuditPageData.entry(_:criteria:)`), safe in a script.
        let defectData: String

        init(entry: EntrySummary, criteria: AcceptanceCriteria) {
            feature = CriteriaExport.featureText(of: entry, criteria: criteria)
            defectData = AuditPageData.entry(entry, criteria: criteria)
        }

        var scratchBytes: [UInt8] {
            var writer = ScratchWriter()
            writer.write(feature)
            writer.write(defectData)
            return writer.bytes
        }

        /// Nil for bytes `scratchBytes` did not make.
        init?(scratch bytes: [UInt8]) {
            var reader = ScratchReader(bytes: bytes)
            guard let feature = reader.string(), let defectData = reader.string(), reader.isAtEnd else { return nil }
            self.feature = feature
            self.defectData = defectData
        }
    }

    private let kept: ScratchRecords?

    /// Copies made when asked.
    public init() {
        kept = nil
    }

    /// Copies kept in `records` by `keep(_:_:)`, and made when asked for an entry not kept.
    public init(keptIn records: ScratchRecords) {
        kept = records
    }

    /// Makes the copies of `entry` from its `criteria` and keeps them; what `CriteriaBook(keeping:in:alongside:)` calls.
    public func keep(_ entry: EntrySummary, _ criteria: AcceptanceCriteria) {
        kept?.store(Entry(entry: entry, criteria: criteria).scratchBytes, for: entry.sourcePath, hash: entry.bodyOutline.handle.contentHash)
    }

    /// The copies of `entry`: kept ones from the same bytes of its file, else made from `criteria`.
    func of(_ entry: EntrySummary, criteria: () -> AcceptanceCriteria) -> Entry {
        if let bytes = kept?.bytes(for: entry.sourcePath, hash: entry.bodyOutline.handle.contentHash), let copies = Entry(scratch: bytes) {
            return copies
        }
        return Entry(entry: entry, criteria: criteria())
    }
}
