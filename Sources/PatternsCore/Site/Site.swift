/// A whole catalog after loading and cross-file checks: what validation judged and rendering shows.
public struct Site: Sendable {
    public var config: SiteConfig
    /// Entries sorted by title (then slug), so every page and index lists them the same way.
    public var entries: [PatternEntry]
    public var guides: [Guide]
    /// Non-Markdown files under `content/` (images, downloads), copied as they are.
    public var assets: [String]

    public init(config: SiteConfig, entries: [PatternEntry], guides: [Guide], assets: [String]) {
        self.config = config
        self.entries = entries.sorted { ($0.title.lowercased(), $0.slug) < ($1.title.lowercased(), $1.slug) }
        self.guides = guides.sorted { ($0.title.lowercased(), $0.sourcePath) < ($1.title.lowercased(), $1.sourcePath) }
        self.assets = assets
    }

    /// A category with the entries filed under it.
    public struct CategoryGroup: Sendable {
        public var category: Category
        public var entries: [PatternEntry]
    }

    /// Categories in `patterns.yml` order, then any that entries use without configuring, alphabetically.
    /// Categories without entries are left out.
    public var categoryGroups: [CategoryGroup] {
        var byCategory: [String: [PatternEntry]] = [:]
        for entry in entries {
            for category in entry.categories { byCategory[category, default: []].append(entry) }
        }
        let configured = config.categories.map(\.id)
        let unconfigured = byCategory.keys.filter { !configured.contains($0) }.sorted()
        return (configured + unconfigured).compactMap { id in
            guard let entries = byCategory[id], !entries.isEmpty else { return nil }
            return CategoryGroup(category: config.category(id) ?? Category(id: id), entries: entries)
        }
    }
}
