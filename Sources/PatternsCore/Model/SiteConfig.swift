import PatternsDiagnostics
import PatternsMarkdown

/// The site's settings from `patterns.yml`.
public struct SiteConfig: Hashable, Sendable {
    public var title: String
    public var description: String?
    /// Absolute URL the site is published at, with a trailing slash; nil when unknown (all links stay relative).
    public var baseURL: String?
    /// Categories in the order the home page lists them.
    public var categories: [Category]
    public var platforms: [Platform]
    public var markdown: MarkdownOptions
    /// Per-rule settings from `rules:`, which the diagnostic engine applies to every finding.
    public var rules: RulePolicy
    /// Files larger than this many bytes are refused (`limits: { fileSize: … }`).
    public var fileSizeLimit: Int
    /// The entry collections, in the order the home page lists them; `[.implicit]` without `collections:`.
    public var collections: [EntryCollection] = [.implicit]
    /// The kinds of screen-reader video entries may have, in the order entry pages show them (`videos:`).
    public var videos: [VideoKind] = []
    /// Whether entry and guide pages show when they last changed in git, and the sitemap says so
    /// (`gitDates: false` turns it off, as `--no-git-dates` does for one build).
    public var gitDates = true
    /// Old addresses that lead to entries and guides (`redirects:`), each written as a redirect page.
    public var redirects: [Redirect] = []
    /// The site's stylesheets and scripts every example frame carries (`examples:`).
    public var examples = ExampleResources()
    /// The platforms, assistive technologies and browsers the audit mode offers (`audit:`).
    public var audit = AuditLists()
    /// Whether `patterns.yml` declares collections: pages and exports then name each entry's collection.
    public var declaresCollections: Bool { collections != [.implicit] }
    /// The collections `patterns.yml` declares, each with a page and folders of its own; none when it declares none.
    public var declaredCollections: [EntryCollection] { declaresCollections ? collections : [] }

    public init(title: String = "Patterns", description: String? = nil, baseURL: String? = nil,
                categories: [Category] = [], platforms: [Platform] = Platform.defaults,
                markdown: MarkdownOptions = MarkdownOptions(), rules: RulePolicy = RulePolicy(),
                fileSizeLimit: Int = SourceDecoder.defaultSizeLimit) {
        self.title = title
        self.description = description
        self.baseURL = baseURL
        self.categories = categories
        self.platforms = platforms
        self.markdown = markdown
        self.rules = rules
        self.fileSizeLimit = fileSizeLimit
    }

    public func category(_ id: String) -> Category? { categories.first { $0.id == id } }

    /// The collection whose folder holds `path`, a Markdown file relative to the site root.
    public func collection(holding path: String) -> EntryCollection? {
        collections.first { $0.holds(path) }
    }

    /// The collection with this id.
    public func collection(_ id: String) -> EntryCollection? { collections.first { $0.id == id } }
}

/// A group of entries on the home page.
public struct Category: Hashable, Sendable {
    public var id: String
    public var title: String
    public var description: String?

    public init(id: String, title: String? = nil, description: String? = nil) {
        self.id = id
        self.title = title ?? id.split(separator: "-").map { String($0).capitalizingFirstLetter }.joined(separator: " ")
        self.description = description
    }
}
