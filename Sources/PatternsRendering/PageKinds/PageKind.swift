import PatternsCore

/// One kind of file the site writes — entry pages, category pages, the criteria exports, the theme —
/// as data: the page contexts (so the templates) it renders with, the output paths it owns whatever
/// the content, and the jobs that write it for a site.
///
/// The site renderer is a loop over `PageKind.all`: a new kind is a file declaring one of these and
/// a line in that registry. Its paths still come from `SiteLayout`, which other pages link by.
struct PageKind: Sendable {
    /// What it writes, for a test's message or a profile.
    let name: String
    /// The contexts of its pages, each rendered with its own template (`PageContext.template`).
    let pages: [any PageContext.Type]
    /// The files it writes whatever the content and the folders all of whose files it writes, which
    /// no content file may be published at (the theme's static files depend on the templates in effect).
    let outputs: @Sendable (SiteConfig, TemplateLibrary) -> [GeneratedOutput]
    /// Its units of work for a rendering of a site; each runs on a thread of its own, beside every other kind's.
    let jobs: @Sendable (RenderRun) -> [PageJob]
    /// Whether its jobs start before every other kind's: a site-wide page as large as all entries
    /// together (the checklist, the platforms' tips, the exports) then runs beside the entry pages
    /// instead of after them.
    let startsFirst: Bool

    init(_ name: String, pages: [any PageContext.Type] = [], outputs: @escaping @Sendable (SiteConfig, TemplateLibrary) -> [GeneratedOutput] = { _, _ in [] },
         startsFirst: Bool = false, jobs: @escaping @Sendable (RenderRun) -> [PageJob]) {
        self.name = name
        self.pages = pages
        self.outputs = outputs
        self.startsFirst = startsFirst
        self.jobs = jobs
    }

    /// A kind whose files are written by one job.
    init(_ name: String, pages: [any PageContext.Type] = [], outputs: @escaping @Sendable (SiteConfig, TemplateLibrary) -> [GeneratedOutput] = { _, _ in [] },
         startsFirst: Bool = false, write: @escaping @Sendable (PageWriter) -> Void) {
        self.init(name, pages: pages, outputs: outputs, startsFirst: startsFirst, jobs: { _ in [PageJob(write: write)] })
    }

    /// A kind with one job per item of the rendering (`site.categoryGroups`, `site.entries`…).
    init<Item: Sendable>(_ name: String, pages: [any PageContext.Type] = [],
                         outputs: @escaping @Sendable (SiteConfig, TemplateLibrary) -> [GeneratedOutput] = { _, _ in [] },
                         startsFirst: Bool = false, each items: @escaping @Sendable (RenderRun) -> [Item],
                         write: @escaping @Sendable (Item, PageWriter) -> Void) {
        self.init(name, pages: pages, outputs: outputs, startsFirst: startsFirst, jobs: { run in items(run).map { item in PageJob { write(item, $0) } } })
    }
}

/// One unit of rendering work: writes its files through the writer it is given.
struct PageJob: Sendable {
    let write: @Sendable (PageWriter) -> Void
}
