import PatternsCore

/// The criteria changes since a git revision, as `patterns build --since REV` publishes them: a
/// "What changed" page and a note on each entry that changed.
public struct ChangeLog: Sendable {
    /// The revision as the user named it (`v1.0`).
    public let since: String
    public let changes: CatalogChanges
    /// Index in `changes.entries` by the entry's current id.
    private let positions: [EntryID: Int]

    public init(since: String, changes: CatalogChanges) {
        self.since = since
        self.changes = changes
        positions = Dictionary(changes.entries.enumerated().map { ($1.current.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Where the entry's change is listed, and the change; nil when the entry did not change.
    public func change(for entry: PatternEntry) -> (position: Int, change: CatalogChanges.EntryChange)? {
        guard let position = positions[entry.id] else { return nil }
        let change = changes.entries[position]
        return change.kind == .removed ? nil : (position, change)
    }
}
