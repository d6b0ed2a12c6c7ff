import PatternsBodyHTML
import PatternsCore
import PatternsExports
import PatternsHistory

/// Renders the files that belong to one source alone: an entry's page and `.feature` file, a
/// guide's page, an asset's copy.
///
/// Needs no other entry than the neighbours' titles, so the incremental build can re-render one
/// edited file without loading the whole site.
public struct OwnPageRenderer: Sendable {
    let config: SiteConfig
    let templates: TemplateLibrary
    /// Dates, change notes and neighbours, attached by the assemble phase.
    let annotations: PageAnnotations
    let criteria: CriteriaBook
    /// Where the entry page gets its defect-reporter data, made with the criteria.
    let copies: CriteriaCopies
    let context: SiteContext
    /// Where each page reads the body it shows, from the body's handle.
    let bodies: BodySource

    init(config: SiteConfig, templates: TemplateLibrary, annotations: PageAnnotations, criteria: CriteriaBook, copies: CriteriaCopies,
         bodies: BodySource) {
        self.config = config
        self.templates = templates
        self.annotations = annotations
        self.criteria = criteria
        self.copies = copies
        self.context = SiteContext(title: config.title, baseURL: config.baseURL)
        self.bodies = bodies
    }

    public init(config: SiteConfig, templates: TemplateLibrary, annotations: PageAnnotations, bodies: BodySource) {
        self.init(config: config, templates: templates, annotations: annotations, criteria: CriteriaBook(), copies: CriteriaCopies(), bodies: bodies)
    }

    /// An entry with what its own page shows of its body, read once from the body's handle for the
    /// page, its search text and its search document.
    struct ReadEntry {
        /// The entry, with its body's search terms.
        var entry: PatternEntry
        var body: RenderedBody
        /// Each tip's text, by tip section (`SearchText.tips`), for both searches.
        var tips: [[String]]
    }

    /// The entry with its body as its page shows it, and its search terms.
    func read(_ entry: PatternEntry) -> ReadEntry {
        let reading = bodies.body(entry.body.handle, parts: .all)
        var entry = entry
        entry.body.searchTerms = reading.searchTerms
        return ReadEntry(entry: entry, body: reading.rendered, tips: SearchText.tips(reading.rendered.tipHTML))
    }

    /// The guide with its search terms, and its body as its page shows it.
    func read(_ guide: Guide) -> (guide: Guide, body: RenderedBody) {
        let reading = bodies.body(guide.body.handle, parts: [.notes, .searchTerms])
        var guide = guide
        guide.body.searchTerms = reading.searchTerms
        return (guide, reading.rendered)
    }

    /// What an edit of one source changes (its page, its search text, its examples' frames) and the
    /// terms its search document holds, for the search index.
    public struct OwnFiles: Sendable {
        public var files: [RenderedFile]
        public var search: SearchDocument
    }

    /// The entry's page.
    public func page(for entry: PatternEntry) -> RenderedFile {
        let read = read(entry)
        let criteria = criteria[read.entry.summary]
        return page(for: read, criteria: criteria, copies: copies.of(read.entry.summary) { criteria })
    }

    /// What an edit of the entry's own file changes, from one reading of its body.
    public func ownFiles(for entry: PatternEntry) -> OwnFiles {
        let read = read(entry)
        let criteria = criteria[read.entry.summary]
        return OwnFiles(files: ownFiles(for: read, criteria: criteria, copies: copies.of(read.entry.summary) { criteria }),
                        search: SearchDocument(entry: read.entry, config: config, criteria: criteria, tips: read.tips))
    }

    /// The same for an entry `read` gave, with its criteria and their copies made already: the
    /// site's entry job indexes them for search and writes the feature file too.
    func ownFiles(for read: ReadEntry, criteria: AcceptanceCriteria, copies: CriteriaCopies.Entry) -> [RenderedFile] {
        let text = SearchText.sections(of: read.entry, notesHTML: read.body.notesHTML, tips: read.tips,
                                       criteria: criteria.condensed.flatMap(\.lines))
        return [page(for: read, criteria: criteria, copies: copies), SearchText.file(url: SearchDocument.url(of: read.entry.pagePath), sections: text)]
            + frames(for: read.entry.body)
    }

    public func ownFiles(for guide: Guide) -> OwnFiles {
        let read = read(guide)
        return OwnFiles(files: ownFiles(for: read.guide, body: read.body), search: SearchDocument(guide: read.guide))
    }

    func ownFiles(for guide: Guide, body: RenderedBody) -> [RenderedFile] {
        let text = SearchText.sections(of: body.notesHTML, headings: guide.body.headings)
        return [page(for: guide, body: body), SearchText.file(url: SearchDocument.url(of: guide.pagePath), sections: text)] + frames(for: guide.body)
    }

    /// An entry's tips as another page (a platform's) shows them, read from its body's handle.
    func tips(of entry: EntrySummary) -> RenderedBody {
        bodies.body(entry.bodyOutline.handle, parts: .tips).rendered
    }

    /// The page of an entry `read` gave, with its criteria already generated (the site's entry
    /// job also indexes them for search).
    func page(for read: ReadEntry, criteria: AcceptanceCriteria, copies: CriteriaCopies.Entry) -> RenderedFile {
        let entry = read.entry
        return templates.file(
            EntryPage(entry: entry, body: read.body, config: config, context: context, neighbours: annotations.neighbours, criteria: criteria,
                      defectData: copies.defectData,
                      changeNote: annotations.changeLog.flatMap { EntryPage.ChangeNote(entry: entry, changeLog: $0) },
                      lastUpdated: annotations.dates[entry.sourcePath]),
            at: entry.pagePath)
    }

    public func page(for guide: Guide) -> RenderedFile {
        page(for: guide, body: read(guide).body)
    }

    func page(for guide: Guide, body: RenderedBody) -> RenderedFile {
        let path = guide.pagePath
        return templates.file(GuidePage(guide: guide, body: body, pagePath: path, context: context, lastUpdated: annotations.dates[guide.sourcePath]),
                              at: path)
    }

    /// The frame documents of the examples written inline in a body; an example file's frame is the site's, shared.
    public func frames(for body: MarkdownBody) -> [RenderedFile] {
        body.examples.enumerated().compactMap { index, example in
            guard example.fileName == nil else { return nil }
            let page = ExamplePage(example: example, number: index + 1, context: context, theme: templates.exampleTheme,
                                   resources: config.examples)
            return templates.file(page, at: example.framePath)
        }
    }

    /// Copies a content asset; nil when it has no safe output path or cannot be read.
    public func asset(_ source: String, siteRoot: String) -> RenderedFile? {
        SiteRenderer.asset(source, siteRoot: siteRoot)
    }

    /// The sitemap of a site whose output has `files`, each page of `pageSources` (page path →
    /// source path) dated by its source: what an incremental build writes when dates changed but
    /// no page came or went.
    public func sitemap(files: [OutputPath], pageSources: [OutputPath: String]) -> RenderedFile {
        Sitemap(files: files.sorted(), lastModified: pageSources.compactMapValues { annotations.dates[$0] }, context: context).file
    }
}
