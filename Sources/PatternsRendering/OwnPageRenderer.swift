import PatternsCore

/// Renders the files that belong to one source alone: an entry's page and `.feature` file, a
/// guide's page, an asset's copy.
///
/// Needs no other entry than the neighbours' titles, so the incremental build can re-render one
/// edited file without loading the whole site.
public struct OwnPageRenderer: Sendable {
    let config: SiteConfig
    let templates: TemplateLibrary
    let neighbours: CategoryNeighbours
    let criteria: CriteriaBook
    let context: SiteContext

    init(config: SiteConfig, templates: TemplateLibrary, neighbours: CategoryNeighbours, criteria: CriteriaBook) {
        self.config = config
        self.templates = templates
        self.neighbours = neighbours
        self.criteria = criteria
        self.context = SiteContext(title: config.title, baseURL: config.baseURL)
    }

    public init(config: SiteConfig, templates: TemplateLibrary, neighbours: CategoryNeighbours, entries: [PatternEntry]) {
        self.init(config: config, templates: templates, neighbours: neighbours, criteria: CriteriaBook(entries: entries))
    }

    /// The entry's page.
    public func page(for entry: PatternEntry) -> RenderedFile {
        RenderedFile(path: entry.pagePath, text: templates.render(
            EntryPage(entry: entry, config: config, context: context, neighbours: neighbours, criteria: criteria)))
    }

    public func page(for guide: Guide) -> RenderedFile {
        let path = guide.pagePath
        return RenderedFile(path: path, text: templates.render(GuidePage(guide: guide, pagePath: path, context: context)))
    }

    /// The frame documents of the examples written inline in a body; an example file's frame is the site's, shared.
    public func frames(for body: MarkdownBody) -> [RenderedFile] {
        body.examples.enumerated().compactMap { index, example in
            guard example.fileName == nil else { return nil }
            let page = ExamplePage(example: example, number: index + 1, context: context, theme: templates.exampleTheme)
            return RenderedFile(path: example.framePath, text: templates.render(page))
        }
    }

    /// Copies a content asset; nil when it has no safe output path or cannot be read.
    public func asset(_ source: String, siteRoot: String) -> RenderedFile? {
        SiteRenderer.asset(source, siteRoot: siteRoot)
    }

}
