import Foundation
import PatternsBodyHTML
import PatternsCore
import PatternsDiagnostics
import PatternsExports
import PatternsHistory
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
    /// Where each page reads the body it shows, from the body's handle.
    public let bodies: BodySource
    /// Dates, change notes and neighbours, attached by the assemble phase.
    public let annotations: PageAnnotations
    /// Where every page gets an entry's acceptance criteria.
    public let criteria: CriteriaBook
    /// Where every page gets what it copies of an entry's criteria (its feature, its defect data).
    public let copies: CriteriaCopies

    /// Renders `site`; without `annotations`, with its neighbours and no dates or changes. Without
    /// `bodies`, pages read their bodies from `siteRoot`; without `criteria`, each page makes the
    /// criteria it shows.
    public init(site: Site, templates: TemplateLibrary, siteRoot: String, bodies: BodySource? = nil, annotations: PageAnnotations? = nil,
                criteria: CriteriaBook = CriteriaBook(), copies: CriteriaCopies = CriteriaCopies()) {
        self.site = site
        self.templates = templates
        self.siteRoot = siteRoot
        self.bodies = bodies ?? BodySource(config: site.config, examples: site.examples, directory: SiteDirectory(root: siteRoot))
        self.annotations = annotations ?? PageAnnotations(neighboursOf: site)
        self.criteria = criteria
        self.copies = copies
    }

    /// Renders every file of the site into `emit`, reporting progress as (jobs done, jobs in all):
    /// every job of every page kind (`PageKind.all`), in parallel, then the search index and the sitemap.
    /// Once `shouldStop` says so (the build was interrupted), jobs not yet started are skipped.
    /// Returns the search index as gathered, for the next build to update in place.
    @discardableResult
    public func renderAll(into emit: @Sendable (RenderedFile) -> Void, jobDone: @Sendable (Int, Int) -> Void = { _, _ in },
                          shouldStop: @Sendable () -> Bool = { false }) -> SearchIndexCache {
        let book = criteria
        let own = OwnPageRenderer(config: site.config, templates: templates, annotations: annotations, criteria: book, copies: copies,
                                 bodies: bodies)
        // Each entry and guide adds its own search terms as its job runs; the shards are cut at the end.
        let run = RenderRun(site: site, templates: templates, siteRoot: siteRoot, own: own, criteria: book, search: SearchIndexBuilder())
        let jobs = PageKind.jobs(of: run)
        let counter = JobCounter(total: jobs.count)
        let paths = withoutActuallyEscaping(emit) { emit in
            jobs.concurrentMap { job -> [OutputPath] in
                // After Ctrl-C nothing more will be written, so there is no point rendering it.
                guard !shouldStop() else { return [] }
                let writer = PageWriter(run: run, emit: emit)
                job.write(writer)
                counter.advance(report: jobDone)
                return writer.listed
            }
        }.flatMap { $0 }
        FreedMemory.giveBack()
        let index = run.search.takeIndex()
        let layout = SearchShards(contents: index).output(into: emit)
        emit(Sitemap(files: paths.sorted(), lastModified: pageDates, context: own.context).file)
        return SearchIndexCache(contents: index, layout: layout)
    }

    /// What the renderer writes after every page kind's jobs: the search index and the sitemap.
    static let closingOutputs: [GeneratedOutput] = [
        .file(SiteLayout.sitemap, "the sitemap"), .folder(of: SiteLayout.searchFolder, "the search index"),
    ]

    /// Every output path a site with `config` writes whatever its content, rendered with `templates`.
    static func generatedOutputs(config: SiteConfig, templates: TemplateLibrary) -> GeneratedOutputs {
        GeneratedOutputs(PageKind.all.flatMap { $0.outputs(config, templates) } + closingOutputs)
    }

    /// A content file that is not Markdown (an image…), copied as it is; nil when it has no safe output path or cannot be read.
    static func asset(_ source: String, siteRoot: String) -> RenderedFile? {
        guard let destination = SiteLayout.assetOutput(forSource: source),
              let data = FileManager.default.contents(atPath: siteRoot + "/" + source) else { return nil }
        return RenderedFile(path: destination, contents: [UInt8](data))
    }

    /// The day each entry and guide page last changed, by page path, for the sitemap.
    private var pageDates: [OutputPath: CommitDate] {
        let dates = annotations.dates
        guard !dates.dates.isEmpty else { return [:] }
        var result: [OutputPath: CommitDate] = [:]
        for entry in site.entries { result[entry.pagePath] = dates[entry.sourcePath] }
        for guide in site.guides { result[guide.pagePath] = dates[guide.sourcePath] }
        return result
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
