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
    let context: SiteContext
    /// Where the notes come from when the models were loaded without them.
    let notes: NotesSource?
    /// The tips of entries loaded with their HTML (no `notes`), for other pages that show them.
    private let loadedTips: [SourcePath: [TipSection]]

    init(config: SiteConfig, templates: TemplateLibrary, annotations: PageAnnotations, criteria: CriteriaBook, notes: NotesSource? = nil,
         loaded entries: [PatternEntry] = []) {
        self.config = config
        self.templates = templates
        self.annotations = annotations
        self.criteria = criteria
        self.context = SiteContext(title: config.title, baseURL: config.baseURL)
        self.notes = notes
        loadedTips = notes == nil ? Dictionary(entries.map { ($0.sourcePath, $0.tipSections) }) { first, _ in first } : [:]
    }

    public init(config: SiteConfig, templates: TemplateLibrary, annotations: PageAnnotations) {
        self.init(config: config, templates: templates, annotations: annotations, criteria: CriteriaBook())
    }

    /// The entry's page.
    public func page(for entry: PatternEntry) -> RenderedFile {
        let entry = withNotes(entry)
        return page(forNoted: entry, criteria: criteria[entry.summary])
    }

    /// What an edit of the entry's own file changes: its page, its search text and its examples'
    /// frames, from one reading of its notes.
    public func ownFiles(for entry: PatternEntry) -> [RenderedFile] {
        let entry = withNotes(entry)
        return ownFiles(forNoted: entry, criteria: criteria[entry.summary], tips: SearchText.tips(of: entry))
    }

    /// The same for an entry `withNotes` gave, with its criteria and tips' texts (`SearchText.tips`)
    /// made already: the site's entry job indexes them for search too.
    func ownFiles(forNoted entry: PatternEntry, criteria: AcceptanceCriteria, tips: [[String]]) -> [RenderedFile] {
        let text = SearchText.sections(of: entry, tips: tips, criteria: criteria.condensed.flatMap(\.lines))
        return [page(forNoted: entry, criteria: criteria), SearchText.file(url: SearchDocument.url(of: entry.pagePath), sections: text)]
            + frames(for: entry.body)
    }

    public func ownFiles(for guide: Guide) -> [RenderedFile] {
        ownFiles(forNoted: withNotes(guide))
    }

    func ownFiles(forNoted guide: Guide) -> [RenderedFile] {
        let text = SearchText.sections(of: guide.body.html, headings: guide.body.headings)
        return [page(forNoted: guide), SearchText.file(url: SearchDocument.url(of: guide.pagePath), sections: text)] + frames(for: guide.body)
    }

    /// The entry as its page shows it: with its notes, their search terms and its tips' HTML when the
    /// site was loaded without them (read again from its file), as it is otherwise.
    func withNotes(_ entry: PatternEntry) -> PatternEntry {
        guard let notes else { return entry }
        var entry = entry
        let read = notes.notes(ofSource: entry.sourcePath.text)
        withNotes(&entry.body, from: read?.body)
        entry.tipSections = read?.tipSections ?? []
        return entry
    }

    func withNotes(_ guide: Guide) -> Guide {
        guard let notes else { return guide }
        var guide = guide
        withNotes(&guide.body, from: notes.notes(ofSource: guide.sourcePath.text)?.body)
        return guide
    }

    private func withNotes(_ body: inout MarkdownBody, from read: MarkdownBody?) {
        body.html = read?.html ?? ""
        body.searchTerms = read?.searchTerms ?? ""
    }

    /// An entry's tips with their HTML, as another page (a platform's) shows them: read again from its
    /// file when the site was loaded without their HTML, as they are otherwise.
    func tipSections(of entry: EntrySummary) -> [TipSection] {
        guard let notes else { return loadedTips[entry.sourcePath] ?? [] }
        return notes.tipSections(ofSource: entry.sourcePath.text) ?? []
    }

    /// The page of an entry `withNotes` gave, with its criteria already generated (the site's entry
    /// job also indexes them for search).
    func page(forNoted entry: PatternEntry, criteria: AcceptanceCriteria) -> RenderedFile {
        RenderedFile(path: entry.pagePath, text: templates.render(
            EntryPage(entry: entry, config: config, context: context, neighbours: annotations.neighbours, criteria: criteria,
                      changeNote: annotations.changeLog.flatMap { EntryPage.ChangeNote(entry: entry, changeLog: $0) },
                      lastUpdated: annotations.dates[entry.sourcePath])))
    }

    public func page(for guide: Guide) -> RenderedFile {
        page(forNoted: withNotes(guide))
    }

    func page(forNoted guide: Guide) -> RenderedFile {
        let path = guide.pagePath
        return RenderedFile(path: path, text: templates.render(GuidePage(guide: guide, pagePath: path, context: context,
                                                                                 lastUpdated: annotations.dates[guide.sourcePath])))
    }

    /// The frame documents of the examples written inline in a body; an example file's frame is the site's, shared.
    public func frames(for body: MarkdownBody) -> [RenderedFile] {
        body.examples.enumerated().compactMap { index, example in
            guard example.fileName == nil else { return nil }
            let page = ExamplePage(example: example, number: index + 1, context: context, theme: templates.exampleTheme,
                                   resources: config.examples)
            return RenderedFile(path: example.framePath, text: templates.render(page))
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
