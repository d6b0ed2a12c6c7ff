/// Where everything of a site lives: its sources under the site root and its pages under the output folder.
///
/// The one place layout names are spelled; every other file asks this type. Paths are relative
/// (to the site root for sources, to the output folder for pages), with `/` separators.
public struct SiteLayout: Hashable, Sendable {
    /// Absolute path of the site root, the folder holding `patterns.yml`.
    public let root: String

    public init(root: String) {
        self.root = root
    }

    /// The absolute path of a path relative to the site root.
    public func absolute(_ relative: String) -> String {
        SitePaths.join(root, relative)
    }

    // MARK: Sources, relative to the site root

    public static let configFile = "patterns.yml"
    public static let contentFolder = "content"
    public static let entriesFolder = "content/patterns"
    public static let guidesFolder = "content/guides"
    public static let templatesFolder = "templates"
    /// The build cache (`patterns build` remembers its last run there).
    public static let cacheFolder = ".patterns-cache"
    /// Folders whose files are sources: an output folder inside one would be read back as content.
    public static let sourceFolders = [contentFolder, templatesFolder, cacheFolder]
    /// Folders a preview server watches for edits.
    public static let watchedFolders = [contentFolder, templatesFolder]
    static let markdownExtension = ".md"

    /// What a file under `content/` is.
    public enum SourceKind: Sendable {
        case entry, guide
        /// Anything else (images, downloads), copied as it is.
        case asset
    }

    /// The kind of a file under `content/`; nil for paths outside it and for Markdown files outside
    /// the entry and guide folders, which are neither read nor copied.
    public static func kind(ofSource path: String) -> SourceKind? {
        guard path.hasPrefix(contentFolder + "/") else { return nil }
        guard path.hasSuffix(markdownExtension) else { return .asset }
        if path.hasPrefix(entriesFolder + "/") { return .entry }
        if path.hasPrefix(guidesFolder + "/") { return .guide }
        return nil
    }

    public static func isEntrySource(_ path: String) -> Bool { kind(ofSource: path) == .entry }

    /// Entries and guides: the files that become pages.
    public static func isPageSource(_ path: String) -> Bool {
        switch kind(ofSource: path) {
        case .entry, .guide: return true
        case .asset, nil: return false
        }
    }

    /// Where `patterns new` writes an entry of `category` (a folder name) called `slug`.
    public static func entrySource(category: String, slug: String) -> String {
        "\(entriesFolder)/\(category)/\(slug)\(markdownExtension)"
    }

    /// Where `patterns new` writes a guide called `slug`.
    public static func guideSource(slug: String) -> String {
        "\(guidesFolder)/\(slug)\(markdownExtension)"
    }

    /// The name of a source file without folders and extension (`button` for `content/patterns/controls/button.md`).
    public static func stem(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[..<dot])
    }

    /// The user's template of a given name (`entry` → `templates/entry.mustache`).
    public static func templateSource(_ name: String) -> String {
        "\(templatesFolder)/\(name).mustache"
    }

    // MARK: Pages, relative to the output folder

    public static let homePage = "index.html"
    /// The page a missing address shows (servers are configured to answer with it).
    public static let notFoundPage = "404.html"
    public static let checklistPage = "checklist/index.html"
    /// The theme's static files, copied under this folder.
    public static let staticFolder = "static"
    public static let searchIndex = "static/search-index.js"
    public static let sitemap = "sitemap.xml"
    public static let robots = "robots.txt"
    /// The catalog in the llms.txt convention: a summary and links for language models.
    public static let llmsText = "llms.txt"
    public static let criteriaJSON = "criteria.json"
    public static let criteriaSchema = "criteria.schema.json"
    public static let criteriaCSV = "criteria.csv"
    /// The file a folder-style address (`patterns/button/`) is served from.
    public static let pageFile = "index.html"

    public static func categoryPage(_ id: String) -> String { "categories/\(id)/\(pageFile)" }
    public static func platformPage(_ platform: Platform) -> String { "platforms/\(platform.id)/\(pageFile)" }
    /// Every WCAG 2.2 success criterion with the entries citing it.
    public static let wcagIndexPage = "wcag/index.html"
    /// One cited success criterion: `wcag/2.4.7/index.html`.
    public static func wcagCriterionPage(_ id: String) -> String { "wcag/\(id)/\(pageFile)" }
    /// The Cucumber feature file of an entry.
    public static func feature(slug: String) -> String { "features/\(slug).feature" }
    /// The folder of the feature files, as `llms.txt` names it.
    public static let featuresFolder = "features/"

    /// The page of an entry: entries are addressed by slug, their folders only organise sources.
    public static func entryPage(slug: String) -> String {
        "patterns/\(slug)/\(pageFile)"
    }

    /// The page of a page source: `content/patterns/<any folders>/button.md` → `patterns/button/index.html`,
    /// `content/guides/a/b.md` → `guides/a/b/index.html`.
    public static func page(forSource path: String) -> String {
        if isEntrySource(path) { return entryPage(slug: stem(of: path)) }
        let folders = path.dropFirst(contentFolder.count + 1).split(separator: "/").dropLast()
        return (folders.map(String.init) + [stem(of: path), pageFile]).joined(separator: "/")
    }

    /// Where a content asset is copied (`content/images/a.png` → `images/a.png`); nil outside `content/`.
    public static func assetOutput(forSource path: String) -> String? {
        guard path.hasPrefix(contentFolder + "/") else { return nil }
        return String(path.dropFirst(contentFolder.count + 1))
    }

    /// `patterns/button/index.html` → `patterns/button/`, `index.html` → ``: the address a page is linked by.
    public static func directoryURL(ofPage page: String) -> String {
        page.hasSuffix(pageFile) ? String(page.dropLast(pageFile.count)) : page
    }
}
