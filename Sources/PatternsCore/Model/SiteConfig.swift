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
    /// Per-rule severity overrides from `rules:`; a nil value turns the rule off.
    public var ruleSeverities: [String: Severity?]
    /// Files larger than this many bytes are refused (`limits: { fileSize: … }`).
    public var fileSizeLimit: Int

    public init(title: String = "Patterns", description: String? = nil, baseURL: String? = nil,
                categories: [Category] = [], platforms: [Platform] = Platform.defaults,
                markdown: MarkdownOptions = MarkdownOptions(), ruleSeverities: [String: Severity?] = [:],
                fileSizeLimit: Int = SourceDecoder.defaultSizeLimit) {
        self.title = title
        self.description = description
        self.baseURL = baseURL
        self.categories = categories
        self.platforms = platforms
        self.markdown = markdown
        self.ruleSeverities = ruleSeverities
        self.fileSizeLimit = fileSizeLimit
    }

    /// Applies the `rules:` overrides: drops diagnostics of rules turned off, re-grades the others.
    public func applyingRuleSeverities(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !ruleSeverities.isEmpty else { return diagnostics }
        return diagnostics.compactMap { diagnostic in
            guard let override = ruleSeverities[diagnostic.rule.id] else { return diagnostic }
            guard let severity = override else { return nil }
            var regraded = diagnostic
            regraded.severity = severity
            return regraded
        }
    }

    public func category(_ id: String) -> Category? { categories.first { $0.id == id } }
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
