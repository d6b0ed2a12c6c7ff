/// Where everything of a site lives: its sources under the site root and its pages under the output folder.
///
/// The one place layout names are spelled; every other file asks this type. Paths are relative
/// (to the site root for sources, to the output folder for pages), with `/` separators; the files
/// the site writes are `OutputPath`s, folders and source paths still text.
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
    public static let guidesFolder = "content/guides"
    /// Live examples shown by fences with `file=<name>`: `content/examples/<name>.html`.
    public static let examplesFolder = "content/examples"
    public static let exampleExtension = ".html"
    /// Screen-reader videos: `content/media/video/<collection>/<folder>/<slug>.mp4`, published at `media/video/…`.
    public static let videoFolder = "content/media/video"
    /// Video formats by extension, with their MIME types, in the order a page offers them.
    public static let videoFormats: [(fileExtension: String, mimeType: String)] = [("mp4", "video/mp4"), ("webm", "video/webm")]
    public static let captionsExtension = "vtt"
    public static let posterExtensions = ["jpg", "jpeg", "png", "webp"]
    public static let templatesFolder = "templates"
    /// The build cache (`patterns build` remembers its last run there).
    public static let cacheFolder = ".patterns-cache"
    /// Folders whose files are sources: an output folder inside one would be read back as content.
    public static let sourceFolders = [contentFolder, templatesFolder, cacheFolder]
    /// Folders a preview server watches for edits.
    public static let watchedFolders = [contentFolder, templatesFolder]
    public static let markdownExtension = ".md"

    /// What a file under `content/` is.
    public enum SourceKind: Hashable, Sendable {
        case entry(EntryCollection)
        case guide
        /// An HTML file under `content/examples/`, which the page frames as a live example.
        case example
        /// Anything else (images, downloads), copied as it is.
        case asset
    }

    /// The kind of a file under `content/`, given the site's collections; nil for paths outside it
    /// and for Markdown files outside the collections' and guides' folders, which are neither read nor copied.
    public static func kind(ofSource path: String, collections: [EntryCollection]) -> SourceKind? {
        guard path.hasPrefix(contentFolder + "/") else { return nil }
        if exampleName(forSource: path) != nil { return .example }
        guard path.hasSuffix(markdownExtension) else { return .asset }
        if let collection = collections.first(where: { $0.holds(path) }) { return .entry(collection) }
        if path.hasPrefix(guidesFolder + "/") { return .guide }
        return nil
    }

    /// Entries and guides: the files that become pages.
    public static func isPageSource(_ path: String, collections: [EntryCollection]) -> Bool {
        switch kind(ofSource: path, collections: collections) {
        case .entry, .guide: return true
        case .example, .asset, nil: return false
        }
    }

    /// The output path of an entry's or guide's page; nil for other files.
    public static func page(forSource path: String, collections: [EntryCollection]) -> OutputPath? {
        switch kind(ofSource: path, collections: collections) {
        case .entry(let collection): return collection.page(slug: stem(of: path))
        case .guide: return guidePage(forSource: path)
        case .example, .asset, nil: return nil
        }
    }

    /// The name fences use for an example file (`forms/checkbox` for `content/examples/forms/checkbox.html`);
    /// nil for any other path.
    public static func exampleName(forSource path: String) -> String? {
        guard path.hasPrefix(examplesFolder + "/"), path.hasSuffix(exampleExtension) else { return nil }
        let name = path.dropFirst(examplesFolder.count + 1).dropLast(exampleExtension.count)
        return name.isEmpty ? nil : String(name)
    }

    /// The source of the example file a fence names.
    public static func exampleSource(name: String) -> String { "\(examplesFolder)/\(name)\(exampleExtension)" }

    /// Where `patterns new` writes an entry of `collection` filed in `category` (a folder name) called `slug`.
    public static func entrySource(collection: EntryCollection, category: String, slug: String) -> String {
        "\(collection.sourceFolder)/\(category)/\(slug)\(markdownExtension)"
    }

    /// Where `patterns new` writes a guide called `slug`.
    public static func guideSource(slug: String) -> String {
        "\(guidesFolder)/\(slug)\(markdownExtension)"
    }

    /// The name of a source file without folders and extension (`button` for `content/patterns/controls/button.md`).
    public static func stem(of path: String) -> String {
        guard let name = lastPart(of: path) else { return path }
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return String(name) }
        return String(name[..<dot])
    }

    /// The last `/`-separated part of `path` that is not empty (`button.md` for
    /// `content/patterns/button.md`); nil when there is none. Found on the bytes, without splitting
    /// the path into `Character`s (done for every source and page, that was 2 % of a build).
    static func lastPart(of path: String) -> Substring? {
        let utf8 = path.utf8
        let slash = UInt8(ascii: "/")
        guard let end = utf8.lastIndex(where: { $0 != slash }).map(utf8.index(after:)) else { return nil }
        let start = utf8[..<end].lastIndex(of: slash).map(utf8.index(after:)) ?? utf8.startIndex
        return path[start..<end]
    }

    // MARK: Pages, relative to the output folder

    public static let homePage: OutputPath = "index.html"
    /// The page a missing address shows (servers are configured to answer with it).
    public static let notFoundPage: OutputPath = "404.html"
    public static let checklistPage: OutputPath = "checklist/index.html"
    /// One chunk of a category's checklist data, loaded by the checklist page when the reader opens
    /// the category: `checklist/data/web-controls-2.js`.
    public static func checklistData(chunk: String) -> OutputPath { OutputPath(composed: "checklist/data/\(chunk).js") }
    /// The defect reporter: pick an entry and a criterion, describe what happened, get a report.
    public static let defectsPage: OutputPath = "defects/index.html"
    /// The defect reporter's list of entries (title, page, data script), loaded when the page is used.
    public static let defectsIndexData: OutputPath = "defects/data/index.js"
    /// Entries' criteria for defect reports, a category's home entries in chunks: `defects/data/controls-1.js`.
    public static func defectsData(chunk: String) -> OutputPath { OutputPath(composed: "defects/data/\(chunk).js") }
    /// A category's criteria as text, the checklist without JavaScript: `checklist/categories/controls/`.
    public static func checklistCategoryPage(_ category: String, collection: EntryCollection) -> OutputPath {
        OutputPath(composed: "checklist/" + categoryPage(category, collection: collection).text)
    }
    /// The theme's static files, copied under this folder.
    public static let staticFolder = "static"
    /// The search index: one script per shard of terms (`static/search/bu.js`) and the list of shards.
    public static let searchFolder = "static/search"
    /// Its name has a hyphen, which no shard's file name has.
    public static let searchShardList: OutputPath = "static/search/shard-list.js"
    /// A shard's script, by the shard's file name (its term prefix, spelled with `[a-z0-9_]` only).
    public static func searchShard(fileName: String) -> OutputPath { OutputPath(composed: "\(searchFolder)/\(fileName).js") }
    public static let sitemap: OutputPath = "sitemap.xml"
    public static let robots: OutputPath = "robots.txt"
    /// The catalog in the llms.txt convention: a summary and links for language models.
    public static let llmsText: OutputPath = "llms.txt"
    public static let criteriaJSON: OutputPath = "criteria.json"
    public static let criteriaSchema: OutputPath = "criteria.schema.json"
    public static let criteriaCSV: OutputPath = "criteria.csv"
    /// The file a folder-style address (`patterns/button/`) is served from.
    public static let pageFile = "index.html"

    /// A declared collection's own page (`web/`).
    public static func collectionPage(_ collection: EntryCollection) -> OutputPath { OutputPath(composed: "\(collection.id)/\(pageFile)") }

    /// A category's page; a declared collection's categories live under its id (`web/categories/forms/`).
    public static func categoryPage(_ id: String, collection: EntryCollection) -> OutputPath {
        OutputPath(composed: collection == .implicit ? "categories/\(id)/\(pageFile)" : "\(collection.id)/categories/\(id)/\(pageFile)")
    }
    /// The folder of every platform's pages.
    public static let platformsFolder = "platforms/"
    public static func platformPage(_ platform: Platform) -> OutputPath { OutputPath(composed: "\(platformsFolder)\(platform.id)/\(pageFile)") }
    /// One category's tips for a platform, on a catalog too large for one page per platform:
    /// `platforms/ios/categories/controls/` (`platforms/ios/web/categories/controls/` in a declared collection).
    public static func platformCategoryPage(_ platform: Platform, category: String, collection: EntryCollection) -> OutputPath {
        OutputPath(composed: "\(platformsFolder)\(platform.id)/" + categoryPage(category, collection: collection).text)
    }
    /// The search results page (`search/?q=…`).
    public static let searchPage = OutputPath(composed: "search/\(pageFile)")
    /// Every guide, by title.
    public static let guidesIndexPage: OutputPath = "guides/index.html"
    /// What changed since the revision `build --since` names.
    public static let changesPage: OutputPath = "changes/index.html"

    /// Page `number` of a list that starts at `firstPage`: page 1 is `firstPage` itself, page 2 of
    /// `categories/controls/index.html` is `categories/controls/page/2/index.html`.
    public static func paginated(_ firstPage: OutputPath, number: Int) -> OutputPath {
        guard number > 1 else { return firstPage }
        return OutputPath(composed: "\(laterPagesFolder(of: firstPage))\(number)/\(pageFile)")
    }

    /// The folder of the pages after the first of a list that starts at `firstPage`: `guides/page/`.
    public static func laterPagesFolder(of firstPage: OutputPath) -> String {
        let page = firstPage.text
        return (page.hasSuffix(pageFile) ? String(page.dropLast(pageFile.count)) : page + "/") + "page/"
    }
    /// Every WCAG 2.2 success criterion with the entries citing it.
    public static let wcagIndexPage: OutputPath = "wcag/index.html"
    /// One cited success criterion: `wcag/2.4.7/index.html`.
    public static func wcagCriterionPage(_ id: String) -> OutputPath { OutputPath(composed: "wcag/\(id)/\(pageFile)") }
    /// What the catalog has of what it expects, and what is missing.
    public static let coverageIndexPage: OutputPath = "coverage/index.html"
    /// One category's coverage table on a large catalog: `coverage/web/controls/index.html`.
    public static func coverageCategoryPage(_ id: String, collection: EntryCollection) -> OutputPath {
        OutputPath(composed: "coverage/\(collection.id)/\(id)/\(pageFile)")
    }
    /// The Cucumber feature file of an entry; a declared collection's features live in a folder of its id.
    public static func feature(slug: String, collection: String? = nil) -> OutputPath {
        OutputPath(composed: "features/" + (collection.map { "\($0)/" } ?? "") + "\(slug).feature")
    }
    /// The folder of the feature files, as `llms.txt` names it.
    public static let featuresFolder = "features/"

    /// The page of a guide: `content/guides/a/b.md` → `guides/a/b/index.html` (guides keep their folders).
    /// The folders are split on the path's bytes, as `stem(of:)` finds the last part: a combining mark
    /// after a `/` does not join the two parts (split by `Character`s, `a/\u{301}b.md` had no folder).
    public static func guidePage(forSource path: String) -> OutputPath {
        let folders = path.utf8.dropFirst(contentFolder.utf8.count + 1).split(separator: UInt8(ascii: "/")).dropLast()
        return OutputPath(composed: (folders.map { String(Substring($0)) } + [stem(of: path), pageFile]).joined(separator: "/"))
    }

    /// Where a content asset is copied (`content/images/a.png` → `images/a.png`); nil outside `content/`.
    public static func assetOutput(forSource path: String) -> OutputPath? {
        guard path.hasPrefix(contentFolder + "/") else { return nil }
        return OutputPath(composed: String(path.dropFirst(contentFolder.count + 1)))
    }

    /// The frame document of an example file: `examples/forms/checkbox.html`, where a copy of the file would be,
    /// so the example's relative links to its images and styles keep working.
    public static func exampleFrame(name: String) -> OutputPath { OutputPath(composed: "examples/\(name)\(exampleExtension)") }

    /// The top-level output folders the site writes itself, which a collection's page or permalink
    /// must not take: its pages would overwrite theirs, or theirs its.
    public static let generatedFolders: [String] = [
        checklistPage.text, staticFolder, categoryPage("x", collection: .implicit).text, platformPage(Platform("x")).text,
        guidesIndexPage.text, changesPage.text, wcagIndexPage.text, coverageIndexPage.text, featuresFolder,
        exampleFrame(name: "x").text, defectsPage.text,
    ].compactMap { $0.split(separator: "/").first.map(String.init) }

    /// The frame document of the `number`th example written inline in a page's body, beside the page:
    /// `patterns/button/example-1.html`.
    public static func inlineExampleFrame(pagePath: OutputPath, number: Int) -> OutputPath {
        pagePath.sibling("example-\(number)\(exampleExtension)")
    }

    /// Whether a page is an example's frame document, which is part of another page, not a page of its own.
    public static func isExampleFrame(_ page: OutputPath) -> Bool {
        let name = lastPart(of: page.text) ?? ""
        return page.text.hasPrefix("examples/") || (name.hasPrefix("example-") && name.hasSuffix(exampleExtension))
    }

    /// `patterns/button/index.html` → `patterns/button/`, `index.html` → ``: the address a page is linked by.
    public static func directoryURL(ofPage page: OutputPath) -> String {
        page.text.hasSuffix(pageFile) ? String(page.text.dropLast(pageFile.count)) : page.text
    }
}
