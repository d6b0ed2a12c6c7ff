import PatternsCore
import PatternsDiagnostics

/// Turns a validated `Site` into the files of the static site: pages, sitemap, theme files, content assets.
///
/// Returns files instead of writing them, so the writer alone touches the disk.
public struct SiteRenderer: Sendable {
    public let site: Site
    public let templates: TemplateLibrary
    /// Absolute path of the site root, to read content assets from.
    public let siteRoot: String

    public init(site: Site, templates: TemplateLibrary, siteRoot: String) {
        self.site = site
        self.templates = templates
        self.siteRoot = siteRoot
    }

    /// A unit of rendering work producing one or more files; all run in parallel.
    private enum Job: Sendable {
        case entry(PatternEntry)
        case guide(Guide)
        case home, categories, platforms, checklist, notFound, exports, searchIndex
    }

    public func render() -> [RenderedFile] {
        let context = SiteContext(title: site.config.title, baseURL: site.config.baseURL)
        let site = self.site
        let templates = self.templates
        let neighbours = CategoryNeighbours(site: site)
        let book = CriteriaBook(site: site)
        // The site-wide pages (checklist, platforms, exports) are as large as all entries together;
        // they run beside the entry pages instead of after them.
        let jobs: [Job] = [.checklist, .platforms, .exports, .searchIndex, .home, .categories, .notFound]
            + site.entries.map(Job.entry) + site.guides.map(Job.guide)
        var files = jobs.concurrentMap { job -> [RenderedFile] in
            switch job {
            case .entry(let entry):
                return [RenderedFile(path: EntryPage.path(for: entry), text: templates.render(
                    EntryPage(entry: entry, site: site, context: context, neighbours: neighbours, criteria: book), template: "entry"))]
            case .guide(let guide):
                let path = SitePaths.pagePath(forSource: guide.sourcePath) ?? "guides/\(guide.title)/index.html"
                return [RenderedFile(path: path, text: templates.render(
                    GuidePage(guide: guide, pagePath: path, context: context), template: "guide"))]
            case .home:
                return [RenderedFile(path: HomePage.path, text: templates.render(HomePage(site: site, context: context), template: "home"))]
            case .categories:
                return site.categoryGroups.map { group in
                    RenderedFile(path: CategoryPage.path(for: group.category.id), text: templates.render(
                        CategoryPage(group: group, site: site, context: context), template: "category"))
                }
            case .platforms:
                return site.tipPlatforms.map { platform in
                    RenderedFile(path: PlatformPage.path(for: platform), text: templates.render(
                        PlatformPage(platform: platform, site: site, context: context), template: "platform"))
                }
            case .checklist:
                return [RenderedFile(path: ChecklistPage.path, text: templates.render(
                    ChecklistPage(site: site, context: context, criteria: book), template: "checklist"))]
            case .notFound:
                return [RenderedFile(path: NotFoundPage.path, text: templates.render(NotFoundPage(context: context), template: "404"))]
            case .exports:
                return CriteriaExport(site: site, context: context, criteria: book).files()
            case .searchIndex:
                return [RenderedFile(path: SearchIndex.path, text: SearchIndex.script(for: site, criteria: book))]
            }
        }.flatMap { $0 }
        files.append(RenderedFile(path: "sitemap.xml", text: sitemap(pages: files.map(\.path).sorted(), context: context)))
        files.append(RenderedFile(path: "robots.txt", text: robots(context: context)))
        files += templates.staticFiles.map { RenderedFile(path: $0.path, contents: $0.contents) }
        return files
    }

    /// Content files that are not Markdown (images…), as (source relative to the site root, output path).
    public var assetCopies: [(source: String, destination: String)] {
        site.assets.compactMap { source in SitePaths.assetPath(forSource: source).map { (source, $0) } }
    }

    private func sitemap(pages: [String], context: SiteContext) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for page in pages where page.hasSuffix(".html") && page != NotFoundPage.path {
            let location = (context.baseURL ?? "") + SiteContext.directoryStyle(page)
            xml += "  <url><loc>\(TextEscaping.markup(location.isEmpty ? "./" : location))</loc></url>\n"
        }
        return xml + "</urlset>\n"
    }

    private func robots(context: SiteContext) -> String {
        "User-agent: *\nAllow: /\n" + (context.baseURL.map { "Sitemap: \($0)sitemap.xml\n" } ?? "")
    }
}
