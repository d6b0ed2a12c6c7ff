import PatternsCore

/// What `patterns new` is asked to write, checked against the site before anything touches the disk.
public struct NewContentRequest: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case pattern, guide
    }

    public var kind: Kind
    public var title: String
    /// The category of a new pattern; nil takes the first one `patterns.yml` lists.
    public var category: String?
    /// The platforms of a new pattern; empty takes the collection's, else the site's.
    public var platforms: [String]
    /// The collection of a new pattern; nil takes the first one `patterns.yml` lists.
    public var collection: String?

    public init(kind: Kind, title: String, category: String? = nil, platforms: [String] = [], collection: String? = nil) {
        self.kind = kind
        self.title = title
        self.category = category
        self.platforms = platforms
        self.collection = collection
    }

    /// The file to write: where it goes and what its archetype is filled in with.
    public struct Plan: Hashable, Sendable {
        public var kind: Kind
        public var title: String
        public var slug: String
        /// Relative to the site root: `content/patterns/<category>/<slug>.md` or `content/guides/<slug>.md`,
        /// the layout of the bundled content.
        public var path: String
        /// Empty for a guide.
        public var categories: [String]
        /// Empty for a guide.
        public var platforms: [Platform]
    }

    /// Why the file cannot be written, as data; `description` is the message for people.
    public enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        case noSlug(title: String)
        case categoryNeeded
        case unknownCategory(String, suggestion: String?, known: [String])
        case unknownPlatform(String, suggestion: String?, known: [String])
        case exists(path: String)
        case slugTaken(slug: String, path: String)
        case unknownCollection(String, suggestion: String?, known: [String])

        public var description: String {
            switch self {
            case .noSlug(let title):
                return "cannot make a file name from '\(title)': the title needs a letter or a digit"
            case .categoryNeeded:
                return "patterns.yml lists no categories; name the new entry's category with --category"
            case .unknownCategory(let id, let suggestion, let known):
                return "no category '\(id)' in patterns.yml; "
                    + (suggestion.map { "did you mean '\($0)'?" } ?? "use one of: \(known.joined(separator: ", "))")
            case .unknownPlatform(let id, let suggestion, let known):
                return "no platform '\(id)' in patterns.yml; "
                    + (suggestion.map { "did you mean '\($0)'?" } ?? "use one of: \(known.joined(separator: ", "))")
            case .exists(let path):
                return "\(path) already exists; edit it, or choose another title"
            case .unknownCollection(let id, let suggestion, let known):
                return "no collection '\(id)' in patterns.yml; "
                    + (suggestion.map { "did you mean '\($0)'?" } ?? "use one of: \(known.joined(separator: ", "))")
            case .slugTaken(let slug, let path):
                return "an entry named '\(slug)' already exists at \(path), and two entries cannot share a page; choose another title"
            }
        }
    }

    /// Checks the request against the site's settings and the content files it already has (paths
    /// relative to the site root, as `SiteDirectory.files(under:diagnostics:)` lists them).
    public func plan(config: SiteConfig, contentFiles: [String]) -> Result<Plan, Problem> {
        guard let slug = TitleSlug.make(from: title) else { return .failure(.noSlug(title: title)) }
        switch kind {
        case .guide:
            let path = SiteLayout.guideSource(slug: slug)
            if contentFiles.contains(path) { return .failure(.exists(path: path)) }
            return .success(Plan(kind: kind, title: title, slug: slug, path: path, categories: [], platforms: []))
        case .pattern:
            let collections = config.collections.map(\.id)
            guard let collection = collection.map({ config.collection($0) }) ?? config.collections.first else {
                return .failure(.unknownCollection(collection ?? "", suggestion: closestMatch(to: collection ?? "", in: collections),
                                                   known: collections))
            }
            let known = collection.categories.isEmpty ? config.categories.map(\.id) : collection.categories
            guard let category = category ?? known.first else { return .failure(.categoryNeeded) }
            if !known.isEmpty, !known.contains(category) {
                return .failure(.unknownCategory(category, suggestion: closestMatch(to: category, in: known), known: known))
            }
            let platformIDs = config.platforms.map(\.id)
            var chosen: [Platform] = []
            for word in platforms.map({ Platform($0).id }) where !chosen.contains(Platform(word)) {
                guard platformIDs.contains(word) else {
                    return .failure(.unknownPlatform(word, suggestion: closestMatch(to: word, in: platformIDs), known: platformIDs))
                }
                chosen.append(Platform(word))
            }
            // The folder is named after the category like the bundled content; made slug-safe, so
            // no category name can climb out of content/patterns.
            let path = SiteLayout.entrySource(collection: collection, category: TitleSlug.make(from: category) ?? "uncategorized", slug: slug)
            if contentFiles.contains(path) { return .failure(.exists(path: path)) }
            if let taken = contentFiles.first(where: { collection.holds($0) && SiteLayout.stem(of: $0) == slug }) {
                return .failure(.slugTaken(slug: slug, path: taken))
            }
            return .success(Plan(kind: kind, title: title, slug: slug, path: path, categories: [category],
                                 platforms: chosen.isEmpty ? config.platforms(of: collection) : chosen))
        }
    }
}
