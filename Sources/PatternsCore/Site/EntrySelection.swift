/// Which entries a command works on: the ones named by slug (in that order) or all of them (in
/// site order), narrowed to some categories and platforms.
public struct EntrySelection: Hashable, Sendable {
    public var slugs: [String]
    /// Keep entries filed under any of these; empty keeps all.
    public var categories: [String]
    /// Keep entries covering any of these; empty keeps all.
    public var platforms: [Platform]
    /// Keep entries of any of these collections; empty keeps all.
    public var collections: [String]

    public init(slugs: [String] = [], categories: [String] = [], platforms: [Platform] = [], collections: [String] = []) {
        self.slugs = slugs
        self.categories = categories
        self.platforms = platforms
        self.collections = collections
    }

    /// Why a selection picks nothing, as data; `description` is the message for people.
    public enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        case unknownSlug(String, suggestion: String?)
        case unknownCategory(String, suggestion: String?)
        case unknownPlatform(String, suggestion: String?)
        case unknownCollection(String, suggestion: String?)
        case nothingMatches(EntrySelection)

        public var description: String {
            switch self {
            case .unknownSlug(let slug, let suggestion):
                return "no entry '\(slug)' in this site; "
                    + (suggestion.map { "did you mean '\($0)'?" } ?? "an entry's slug is its file name without '.md'")
            case .unknownCategory(let id, let suggestion):
                return "no category '\(id)' in this site" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
            case .unknownPlatform(let id, let suggestion):
                return "no platform '\(id)' in this site" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
            case .unknownCollection(let id, let suggestion):
                return "no collection '\(id)' in this site" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
            case .nothingMatches(let selection):
                let filters = selection.collections.map { "collection '\($0)'" } + selection.categories.map { "category '\($0)'" }
                    + selection.platforms.map { "platform '\($0.id)'" }
                guard !filters.isEmpty else { return "the site has no pattern entries" }
                return "no entry matches " + filters.joined(separator: " and ")
            }
        }
    }

    /// The selected entries of `site`; each slug, category and platform must exist in it.
    public func entries(of site: Site) -> Result<[PatternEntry], Problem> {
        let slugsInSite = site.entries.map(\.slug)
        var picked: [PatternEntry] = []
        let knownCollections = site.config.collections.map(\.id)
        if let unknown = collections.first(where: { !knownCollections.contains($0) }) {
            return .failure(.unknownCollection(unknown, suggestion: closestMatch(to: unknown, in: knownCollections)))
        }
        // A slug names an entry in every collection that has one by that name.
        for slug in slugs where !picked.contains(where: { $0.slug == slug }) {
            let named = site.entries.filter { $0.slug == slug }
            guard !named.isEmpty else {
                return .failure(.unknownSlug(slug, suggestion: Self.suggestion(for: slug, in: slugsInSite)))
            }
            picked += named
        }
        if slugs.isEmpty { picked = site.entries }

        let knownCategories = site.config.categories.map(\.id) + site.categoryGroups.map(\.category.id)
        if let unknown = categories.first(where: { !knownCategories.contains($0) }) {
            return .failure(.unknownCategory(unknown, suggestion: closestMatch(to: unknown, in: knownCategories)))
        }
        let knownPlatforms = (site.config.platforms + site.entries.flatMap(\.platforms)).map(\.id)
        if let unknown = platforms.first(where: { !knownPlatforms.contains($0.id) }) {
            return .failure(.unknownPlatform(unknown.id, suggestion: closestMatch(to: unknown.id, in: knownPlatforms)))
        }
        let matching = picked.filter { entry in
            (collections.isEmpty || collections.contains(entry.collection))
                && (categories.isEmpty || entry.categories.contains(where: categories.contains))
                && (platforms.isEmpty || entry.platforms.contains(where: platforms.contains))
        }
        return matching.isEmpty ? .failure(.nothingMatches(self)) : .success(matching)
    }

    /// A slug a few edits away, or else the only one that contains what was typed (`picker` → `date-picker`).
    static func suggestion(for slug: String, in slugs: [String]) -> String? {
        if let close = closestMatch(to: slug, in: slugs) { return close }
        let containing = slugs.filter { $0.contains(slug.lowercased()) }
        return containing.count == 1 ? containing[0] : nil
    }
}
