import Foundation
import PatternsCore
import PatternsDiagnostics
import Synchronization

/// Turns a validated `Site` into the files of the static site: pages, exports, sitemap, theme and content assets.
///
/// Files are handed to a callback the moment each is made, from many threads at once, so a
/// 10,000-entry site is never held in memory whole; the caller decides where bytes go.
public struct SiteRenderer: Sendable {
    public let site: Site
    public let templates: TemplateLibrary
    /// Absolute path of the site root, to read content assets from.
    public let siteRoot: String
    /// Previous and next entry of each entry, which its pager links to.
    public let neighbours: CategoryNeighbours
    /// Where pages get their notes when the site was loaded without them (`BodyParts.tips`).
    public let notes: NotesSource?
    /// When each source last changed in git: its page's "Last updated" and the sitemap's `<lastmod>`.
    public let dates: SourceDates

    public init(site: Site, templates: TemplateLibrary, siteRoot: String, notes: NotesSource? = nil, dates: SourceDates = .none) {
        self.site = site
        self.templates = templates
        self.siteRoot = siteRoot
        self.neighbours = CategoryNeighbours(site: site)
        self.notes = notes
        self.dates = dates
    }

    /// A unit of rendering work producing one or more files; all run in parallel.
    private enum Job: Sendable {
        case entry(PatternEntry)
        case guide(Guide)
        case asset(String)
        case category(Site.CategoryGroup)
        /// A category's checklist data chunks, its criteria pages and its defect reporter data.
        case checklistGroup(Site.CategoryGroup)
        case platform(Platform)
        case home, collections, checklist, notFound, search, exports, theme, wcag, examples, coverage, redirects
        /// The changes since a revision, when the build was asked for them.
        case changes(ChangeLog)
    }

    /// Renders every file of the site into `emit`, reporting progress as (jobs done, jobs in all).
    /// Once `shouldStop` says so (the build was interrupted), jobs not yet started are skipped.
    /// Returns the search index as gathered, for the next build to update in place.
    @discardableResult
    public func renderAll(into emit: @Sendable (RenderedFile) -> Void, jobDone: @Sendable (Int, Int) -> Void = { _, _ in },
                          shouldStop: @Sendable () -> Bool = { false }) -> SearchIndexCache {
        let site = self.site
        let book = CriteriaBook()
        let own = OwnPageRenderer(config: site.config, templates: templates, neighbours: neighbours, criteria: book, notes: notes,
                                  changeLog: site.changeLog, dates: dates)
        let context = own.context
        let templates = self.templates
        let siteRoot = self.siteRoot
        // The site-wide pages (checklist, platforms, exports) are as large as all entries together;
        // they start first and run beside the entry pages instead of after them.
        let jobs: [Job] = [.checklist] + site.tipPlatforms.map(Job.platform)
            + [.exports, .home, .collections, .notFound, .search, .theme, .wcag, .examples, .coverage, .redirects] + (site.changeLog.map { [Job.changes($0)] } ?? [])
            + site.categoryGroups.map(Job.category) + site.categoryGroups.map(Job.checklistGroup) + site.entries.map(Job.entry) + site.guides.map(Job.guide)
            + site.assets.map(Job.asset)
        let counter = JobCounter(total: jobs.count)
        // Each entry and guide adds its own search terms as its job runs; the shards are cut at the end.
        let search = SearchIndexBuilder()
        let paths = jobs.concurrentMap { job -> [String] in
            // After Ctrl-C nothing more will be written, so there is no point rendering it.
            guard !shouldStop() else { return [] }
            var written: [String] = []
            // Each file goes out as soon as it is made: a job's pages are never all held at once.
            func put(_ file: RenderedFile) {
                emit(file)
                written.append(file.path)
            }
            func put<Page: PageContext>(_ page: Page, at path: String) {
                put(RenderedFile(path: path, text: templates.render(page)))
            }
            switch job {
            case .entry(let loaded):
                // The notes are read once, for the page and for its search text; the tips' text once for both searches.
                let entry = own.withNotes(loaded)
                let criteria = book[entry]
                let tips = SearchText.tips(of: entry)
                own.ownFiles(forNoted: entry, criteria: criteria, tips: tips).forEach(put)
                search.add(SearchDocument(entry: entry, config: site.config, criteria: criteria, tips: tips))
            case .guide(let loaded):
                let guide = own.withNotes(loaded)
                own.ownFiles(forNoted: guide).forEach(put)
                search.add(SearchDocument(guide: guide))
            case .asset(let source):
                Self.asset(source, siteRoot: siteRoot).map(put)
            case .home:
                put(HomePage(site: site, context: context), at: HomePage.path)
                for pending in GuidesPage.pages(site: site, context: context) { put(pending.page, at: pending.path) }
            case .collections:
                for collection in site.config.declaredCollections {
                    put(CollectionPage(collection: collection, site: site, context: context), at: CollectionPage.path(for: collection))
                }
            case .category(let group):
                for pending in CategoryPage.pages(of: group, site: site, context: context) { put(pending.page, at: pending.path) }
            case .platform(let platform):
                for pending in PlatformPage.pages(of: platform, site: site, context: context) { put(pending.page, at: pending.path) }
            case .checklist:
                put(ChecklistPage(site: site, context: context), at: ChecklistPage.path)
                put(DefectsPage(site: site, context: context), at: DefectsPage.path)
                put(DefectsData.index(site: site))
            case .checklistGroup(let group):
                let chunks = ChecklistChunks(group: group, site: site, criteria: book, context: context)
                chunks.files().forEach(put)
                DefectsData.files(of: group, config: site.config).forEach(put)
                for pending in ChecklistCategoryPage.pages(of: group, site: site, context: context, criteria: book, texts: chunks.textsByPage) {
                    put(pending.page, at: pending.path)
                }
            case .search:
                put(SearchPage(context: context), at: SearchPage.path)
            case .notFound:
                put(NotFoundPage(context: context), at: NotFoundPage.path)
            case .redirects:
                // Written, but not listed in the sitemap: an old address is not a page of its own.
                RedirectPage.files(site: site, context: context) { templates.render($0) }.forEach(emit)
            case .exports:
                CriteriaExport(site: site, context: context, criteria: book).files().forEach(put)
            case .examples:
                for file in site.examples.sorted {
                    put(ExamplePage(file: file, context: context, theme: templates.exampleTheme, resources: site.config.examples), at: SiteLayout.exampleFrame(name: file.name))
                }
            case .wcag:
                Self.wcagPages(site: site, templates: templates, context: context).forEach(put)
                SearchDocument.criterionPages(of: site.entries).forEach(search.add)
            case .coverage:
                let coverage = CatalogCoverage(site: site)
                put(CoveragePage(coverage: coverage, site: site, context: context), at: CoveragePage.path)
                for pending in CoverageCategoryPage.pages(coverage: coverage, site: site, context: context) { put(pending.page, at: pending.path) }
            case .changes(let changeLog):
                for pending in ChangesPage.pages(changeLog: changeLog, context: context) { put(pending.page, at: pending.path) }
            case .theme:
                templates.staticFiles.forEach { put(RenderedFile(path: $0.path, contents: $0.contents)) }
                put(RenderedFile(path: SiteLayout.robots, text: Self.robots(context: context)))
            }
            counter.advance(report: jobDone)
            return written
        }.flatMap { $0 }
        let index = search.index()
        let shards = SearchShards(contents: index).output()
        shards.files.forEach(emit)
        emit(Sitemap(files: paths.sorted(), lastModified: pageDates, context: context).file)
        return SearchIndexCache(contents: index, layout: shards.layout)
    }

    /// `/wcag/` (always: the site navigation links to it) and a page per cited success criterion.
    static func wcagPages(site: Site, templates: TemplateLibrary, context: SiteContext) -> [RenderedFile] {
        let citations = WCAGCitations(entries: site.entries)
        return [RenderedFile(path: WCAGIndexPage.path, text: templates.render(WCAGIndexPage(citations: citations, config: site.config, context: context)))]
            + citations.citedCriteria.map { criterion in
                RenderedFile(path: WCAGCriterionPage.path(for: criterion), text: templates.render(
                    WCAGCriterionPage(criterion: criterion, citations: citations, config: site.config, context: context)))
            }
    }

    /// A content file that is not Markdown (an image…), copied as it is; nil when it has no safe output path or cannot be read.
    static func asset(_ source: String, siteRoot: String) -> RenderedFile? {
        guard let destination = SiteLayout.assetOutput(forSource: source),
              let data = FileManager.default.contents(atPath: siteRoot + "/" + source) else { return nil }
        return RenderedFile(path: destination, contents: [UInt8](data))
    }

    /// The day each entry and guide page last changed, by page path, for the sitemap.
    private var pageDates: [String: CommitDate] {
        guard !dates.dates.isEmpty else { return [:] }
        var result: [String: CommitDate] = [:]
        for entry in site.entries { result[entry.pagePath] = dates[entry.sourcePath] }
        for guide in site.guides { result[guide.pagePath] = dates[guide.sourcePath] }
        return result
    }

    private static func robots(context: SiteContext) -> String {
        "User-agent: *\nAllow: /\n" + (context.baseURL.map { "Sitemap: \($0)\(SiteLayout.sitemap)\n" } ?? "")
    }
}

/// Counts finished jobs across threads and reports every hundredth, for a progress line.
private final class JobCounter: Sendable {
    private let done = Mutex(0)
    let total: Int

    init(total: Int) { self.total = total }

    func advance(report: (Int, Int) -> Void) {
        let count = done.withLock { $0 += 1; return $0 }
        if count % 100 == 0 || count == total { report(count, total) }
    }
}
