/// A whole catalog after loading and cross-file checks: what validation judged and rendering shows.
public struct Site: Sendable {
    public let config: SiteConfig
    /// Entries sorted by title (then slug), so every page and index lists them the same way.
    public let entries: [PatternEntry]
    public let guides: [Guide]
    /// Non-Markdown files under `content/` (images, downloads), copied as they are.
    public let assets: [String]
    /// The example files of `content/examples/`, each framed once however many bodies show it.
    public let examples: ExampleLibrary
    /// Categories in `patterns.yml` order, then any that entries use without configuring, alphabetically;
    /// categories without entries are left out. Computed once: every index page needs it.
    public let categoryGroups: [CategoryGroup]
    /// Platforms that at least one entry has tips for: configured ones in order, then the others.
    public let tipPlatforms: [Platform]

    public init(config: SiteConfig, entries: [PatternEntry], guides: [Guide], assets: [String], examples: ExampleLibrary = ExampleLibrary()) {
        self.config = config
        self.entries = entries.sorted { ($0.title.lowercased(), $0.slug) < ($1.title.lowercased(), $1.slug) }
        self.guides = guides.sorted { ($0.title.lowercased(), $0.sourcePath) < ($1.title.lowercased(), $1.sourcePath) }
        self.assets = assets
        self.examples = examples
        self.categoryGroups = Self.groups(self.entries, config: config)
        var used = Set<Platform>()
        for entry in entries {
            for section in entry.tipOutline { used.formUnion(section.platforms) }
        }
        self.tipPlatforms = config.platforms.filter(used.contains) + used.subtracting(config.platforms).sorted()
    }

    /// Every entry as other pages see it, in the order of `entries`.
    public var summaries: EntrySummaries { EntrySummaries(entries) }

    /// A category of one collection with the entries filed under it. Category, platform, checklist
    /// and defect pages list them, so they see the entries' summaries only.
    public struct CategoryGroup: Sendable {
        public var category: Category
        public var collection: EntryCollection
        public var entries: EntrySummaries
    }

    /// Collection by collection, in `patterns.yml` order: its categories in its own order (else the
    /// site's), then any its entries use without configuring, alphabetically.
    private static func groups(_ entries: [PatternEntry], config: SiteConfig) -> [CategoryGroup] {
        config.collections.flatMap { collection -> [CategoryGroup] in
            var byCategory: [String: [PatternEntry]] = [:]
            for entry in entries where entry.collection == collection.id {
                for category in entry.categories { byCategory[category, default: []].append(entry) }
            }
            let configured = collection.categories.isEmpty ? config.categories.map(\.id) : collection.categories
            let unconfigured = byCategory.keys.filter { !configured.contains($0) }.sorted()
            return (configured + unconfigured).compactMap { id in
                guard let entries = byCategory[id], !entries.isEmpty else { return nil }
                // Entries with an order first, lowest first; the rest keep the site's order (by title).
                let ordered = entries.enumerated().sorted { a, b in
                    (a.element.order ?? Int.max, a.offset) < (b.element.order ?? Int.max, b.offset)
                }.map(\.element)
                return CategoryGroup(category: config.category(id) ?? Category(id: id), collection: collection,
                                     entries: EntrySummaries(ordered))
            }
        }
    }
}

/// Entries as pages other than their own see them: each element is an entry's `summary`, read from
/// the entry when asked, so a list costs one reference per entry.
public struct EntrySummaries: RandomAccessCollection, Sendable {
    private let entries: [PatternEntry]

    public init(_ entries: [PatternEntry]) { self.entries = entries }

    public var startIndex: Int { entries.startIndex }
    public var endIndex: Int { entries.endIndex }
    public subscript(position: Int) -> EntrySummary { entries[position].summary }
}
