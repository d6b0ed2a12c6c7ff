import PatternsCore
import PatternsExports

/// What every job of one rendering of a site shares: the site, its templates, the criteria generated
/// once per entry, and the search index each entry and guide adds its terms to.
struct RenderRun: Sendable {
    let site: Site
    let templates: TemplateLibrary
    /// Absolute path of the site root, to read content assets from.
    let siteRoot: String
    let own: OwnPageRenderer
    let criteria: CriteriaBook
    let search: SearchIndexBuilder

    var context: SiteContext { own.context }
    /// What pages copy of each entry's criteria, made with them (`CriteriaCopies`).
    var copies: CriteriaCopies { own.copies }
    var annotations: PageAnnotations { own.annotations }
}

/// The sink of one job: renders page contexts with their templates, hands each file to the output
/// the moment it is made (a job's pages are never all held at once) and remembers the paths the
/// sitemap lists.
final class PageWriter {
    let run: RenderRun
    private let emit: @Sendable (RenderedFile) -> Void
    /// Paths written so far that the sitemap lists.
    private(set) var listed: [OutputPath] = []

    init(run: RenderRun, emit: @escaping @Sendable (RenderedFile) -> Void) {
        self.run = run
        self.emit = emit
    }

    var site: Site { run.site }
    var context: SiteContext { run.context }

    func put(_ file: RenderedFile) {
        emit(file)
        listed.append(file.path)
    }

    func put<Page: PageContext>(_ page: Page, at path: OutputPath) {
        put(run.templates.file(page, at: path))
    }

    func put<Page: PageContext>(_ pages: [PendingPage<Page>]) {
        for pending in pages { put(pending.page, at: pending.path) }
    }

    /// A file the sitemap does not list (a redirect: an old address is not a page of its own).
    func putUnlisted(_ file: RenderedFile) {
        emit(file)
    }
}
