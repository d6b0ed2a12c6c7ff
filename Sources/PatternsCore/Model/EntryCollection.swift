import PatternsDiagnostics

/// A group of entries with its own folder, page addresses and category order (`collections:` in
/// `patterns.yml`): web and native-app entries side by side, the same names in both.
///
/// A site without `collections:` has one, `EntryCollection.implicit`, which keeps the addresses
/// sites had before collections existed (`content/patterns/`, `/patterns/<slug>/`).
public struct EntryCollection: Hashable, Sendable {
    public var id: String
    public var title: String
    /// The folder under `content/` that holds the collection's entries.
    public var folder: String
    /// The address of an entry's page, with `:slug` for its slug (`/checklist-web/:slug/`).
    public var permalink: String
    /// The platforms the collection covers; empty means the site's.
    public var platforms: [Platform]
    /// Category ids in the order the collection lists them; empty means the site's order.
    public var categories: [String]
    /// What the collection's entries must state (`required:`).
    public var required: EntryRequirements
    /// The `screenreader` keys an entry must have.
    public var requiredScreenReaderKeys: [String] { required.screenReaderKeys }
    /// Where `patterns.yml` names the collection's folder, for problems with it; nil for the implicit collection.
    public var folderRange: SourceRange?

    public init(id: String, title: String? = nil, folder: String? = nil, permalink: String? = nil,
                platforms: [Platform] = [], categories: [String] = [],
                required: EntryRequirements = .standard) {
        self.id = id
        self.title = title ?? Category(id: id).title
        self.folder = folder ?? id
        self.permalink = permalink ?? "/\(id)/\(Self.slugPlaceholder)/"
        self.platforms = platforms
        self.categories = categories
        self.required = required
    }

    /// The collection of a site without `collections:`.
    public static let implicit = EntryCollection(id: "patterns", title: "Patterns")

    /// What a permalink writes for the entry's slug.
    public static let slugPlaceholder = ":slug"

    /// The folder of its entries, relative to the site root (`content/web`).
    public var sourceFolder: String { SitePaths.join(SiteLayout.contentFolder, folder) }

    /// The output path of an entry's page: `/checklist-web/:slug/` → `checklist-web/button/index.html`.
    public func page(slug: String) -> OutputPath {
        SitePaths.page(forAddress: permalink.replacingOccurrences(of: Self.slugPlaceholder, with: slug))
    }

    /// Whether `path` (relative to the site root) is one of the collection's entry files.
    public func holds(_ path: String) -> Bool {
        path.hasPrefix(sourceFolder + "/") && path.hasSuffix(SiteLayout.markdownExtension)
    }
}
