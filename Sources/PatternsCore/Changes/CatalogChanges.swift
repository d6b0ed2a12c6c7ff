/// What changed in a catalog's acceptance criteria between two versions of its site: entries
/// added, removed and renamed (their page address changed), and per entry the criteria added,
/// removed and changed, each by its `CriterionID`.
public struct CatalogChanges: Sendable {
    /// An entry as one version has it.
    public struct EntryName: Hashable, Sendable {
        /// The entry's collection and slug in this version.
        public var id: EntryID
        public var title: String
        /// The page, relative to the site root (`patterns/button/index.html`).
        public var pagePath: OutputPath
    }

    public struct CriterionChange: Hashable, Sendable {
        public enum Kind: String, Sendable {
            case added, removed, changed
        }

        public var kind: Kind
        /// The id in the newer version (the older one's for a removed criterion).
        public var id: CriterionID
        /// `Tab: Focus moves to the button`; nil for an added criterion.
        public var old: String?
        /// nil for a removed criterion.
        public var new: String?

        public init(kind: Kind, id: CriterionID, old: String?, new: String?) {
            self.kind = kind
            self.id = id
            self.old = old
            self.new = new
        }
    }

    public struct EntryChange: Sendable {
        public enum Kind: String, Sendable {
            case added, removed, renamed, changed
        }

        public var kind: Kind
        public var old: EntryName?
        public var new: EntryName?
        /// For a changed or renamed entry; an added or removed entry's criteria are not listed one by one.
        public var criteria: [CriterionChange]
        /// How many criteria the entry has (the newer version's, the older one's when removed).
        public var criterionCount: Int

        public init(kind: Kind, old: EntryName?, new: EntryName?, criteria: [CriterionChange], criterionCount: Int) {
            self.kind = kind
            self.old = old
            self.new = new
            self.criteria = criteria
            self.criterionCount = criterionCount
        }

        /// The version readers know now: the newer one, or the older for a removed entry.
        public var current: EntryName { (new ?? old)! }
    }

    /// In the order of their current `collection/slug`.
    public var entries: [EntryChange]
    /// Entry files that could not be read on either side (errors in them), whose criteria are left out.
    public var unreadable: [String]

    public init(entries: [EntryChange], unreadable: [String]) {
        self.entries = entries
        self.unreadable = unreadable
    }

    public var isEmpty: Bool { entries.isEmpty }

    /// How many entries and criteria changed in each way, for summary lines.
    public func count(_ kind: EntryChange.Kind) -> Int { entries.count { $0.kind == kind } }
    public func count(_ kind: CriterionChange.Kind) -> Int { entries.reduce(0) { $0 + $1.criteria.count { $0.kind == kind } } }
}
