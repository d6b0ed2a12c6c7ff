import Foundation
import PatternsCore
import PatternsDiagnostics

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

    public init(site: Site, templates: TemplateLibrary, siteRoot: String) {
        self.site = site
        self.templates = templates
        self.siteRoot = siteRoot
        self.neighbours = CategoryNeighbours(site: site)
    }

    /// A unit of rendering work producing one or more files; all run in parallel.
    private enum Job: Sendable {
        case entry(PatternEntry)
        case guide(Guide)
        case asset(String)
        case home, collections, categories, platforms, checklist, notFound, exports, searchIndex, theme, wcag, examples
    }

    /// Renders every file of the site into `emit`, reporting progress as (jobs done, jobs in all).
    /// Once `shouldStop` says so (the build was interrupted), jobs not yet started are skipped.
    public func renderAll(into emit: @Sendable (RenderedFile) -> Void, jobDone: @Sendable (Int, Int) -> Void = { _, _ in },
                          shouldStop: @Sendable () -> Bool = { false }) {
        let site = self.site
        let book = CriteriaBook(entries: site.entries)
        let own = OwnPageRenderer(config: site.config, templates: templates, neighbours: neighbours, criteria: book)
        let context = own.context
        let templates = self.templates
        let siteRoot = self.siteRoot
        // The site-wide pages (checklist, platforms, exports) are as large as all entries together;
        // they start first and run beside the entry pages instead of after them.
        let jobs: [Job] = [.checklist, .platforms, .exports, .searchIndex, .home, .collections, .categories, .notFound, .theme, .wcag, .examples]
            + site.entries.map(Job.entry) + site.guides.map(Job.guide) + site.assets.map(Job.asset)
        let counter = JobCounter(total: jobs.count)
        let paths = jobs.concurrentMap { job -> [String] in
            // After Ctrl-C nothing more will be written, so there is no point rendering it.
            guard !shouldStop() else { return [] }
            let files: [RenderedFile]
            switch job {
            case .entry(let entry):
                files = [own.page(for: entry)] + own.frames(for: entry.body)
            case .guide(let guide):
                files = [own.page(for: guide)] + own.frames(for: guide.body)
            case .asset(let source):
                files = Self.asset(source, siteRoot: siteRoot).map { [$0] } ?? []
            case .home:
                files = [RenderedFile(path: HomePage.path, text: templates.render(HomePage(site: site, context: context)))]
            case .collections:
                files = site.config.declaresCollections ? site.config.collections.map { collection in
                    RenderedFile(path: CollectionPage.path(for: collection),
                                 text: templates.render(CollectionPage(collection: collection, site: site, context: context)))
                } : []
            case .categories:
                files = site.categoryGroups.map { group in
                    RenderedFile(path: CategoryPage.path(for: group), text: templates.render(
                        CategoryPage(group: group, site: site, context: context)))
                }
            case .platforms:
                files = site.tipPlatforms.map { platform in
                    RenderedFile(path: PlatformPage.path(for: platform), text: templates.render(
                        PlatformPage(platform: platform, site: site, context: context)))
                }
            case .checklist:
                files = [RenderedFile(path: ChecklistPage.path, text: templates.render(
                    ChecklistPage(site: site, context: context, criteria: book)))]
            case .notFound:
                files = [RenderedFile(path: NotFoundPage.path, text: templates.render(NotFoundPage(context: context)))]
            case .exports:
                files = CriteriaExport(site: site, context: context, criteria: book).files()
            case .searchIndex:
                files = [RenderedFile(path: SearchIndex.path, text: SearchIndex.script(for: site, criteria: book))]
            case .examples:
                files = site.examples.sorted.map { file in
                    let page = ExamplePage(file: file, context: context, theme: templates.exampleTheme)
                    return RenderedFile(path: SiteLayout.exampleFrame(name: file.name), text: templates.render(page))
                }
            case .wcag:
                files = Self.wcagPages(site: site, templates: templates, context: context)
            case .theme:
                files = templates.staticFiles.map { RenderedFile(path: $0.path, contents: $0.contents) }
                    + [RenderedFile(path: SiteLayout.robots, text: Self.robots(context: context))]
            }
            files.forEach(emit)
            counter.advance(report: jobDone)
            return files.map(\.path)
        }.flatMap { $0 }
        emit(RenderedFile(path: SiteLayout.sitemap, text: Self.sitemap(pages: paths.sorted(), context: context)))
    }

    /// `/wcag/` and a page per cited success criterion; none when no entry cites one.
    static func wcagPages(site: Site, templates: TemplateLibrary, context: SiteContext) -> [RenderedFile] {
        let citations = WCAGCitations(entries: site.entries)
        guard !citations.isEmpty else { return [] }
        return [RenderedFile(path: WCAGIndexPage.path, text: templates.render(WCAGIndexPage(citations: citations, context: context)))]
            + citations.citedCriteria.map { criterion in
                RenderedFile(path: WCAGCriterionPage.path(for: criterion), text: templates.render(
                    WCAGCriterionPage(criterion: criterion, citations: citations, context: context)))
            }
    }

    /// A content file that is not Markdown (an image…), copied as it is; nil when it has no safe output path or cannot be read.
    static func asset(_ source: String, siteRoot: String) -> RenderedFile? {
        guard let destination = SiteLayout.assetOutput(forSource: source),
              let data = FileManager.default.contents(atPath: siteRoot + "/" + source) else { return nil }
        return RenderedFile(path: destination, contents: [UInt8](data))
    }

    private static func sitemap(pages: [String], context: SiteContext) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for page in pages where page.hasSuffix(".html") && page != NotFoundPage.path && !SiteLayout.isExampleFrame(page) {
            let location = (context.baseURL ?? "") + SiteLayout.directoryURL(ofPage: page)
            xml += "  <url><loc>\(TextEscaping.markup(location.isEmpty ? "./" : location))</loc></url>\n"
        }
        return xml + "</urlset>\n"
    }

    private static func robots(context: SiteContext) -> String {
        "User-agent: *\nAllow: /\n" + (context.baseURL.map { "Sitemap: \($0)\(SiteLayout.sitemap)\n" } ?? "")
    }
}

/// Counts finished jobs across threads and reports every hundredth, for a progress line.
private final class JobCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    let total: Int

    init(total: Int) { self.total = total }

    func advance(report: (Int, Int) -> Void) {
        let count = lock.withLock { done += 1; return done }
        if count % 100 == 0 || count == total { report(count, total) }
    }
}
