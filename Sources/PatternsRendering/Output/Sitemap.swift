import PatternsCore
import PatternsDiagnostics
import PatternsHistory

/// `sitemap.xml`: every page of the site, each entry and guide page with the day its source last
/// changed in git as `<lastmod>` (a W3C date, which the sitemap protocol accepts without a time).
struct Sitemap {
    /// Output paths of the site's files, sorted; only its pages are listed (not the 404 page nor
    /// the frame documents of live examples, which are parts of pages).
    let files: [OutputPath]
    /// The day each dated page last changed, by page path.
    let lastModified: [OutputPath: CommitDate]
    let context: SiteContext

    var file: RenderedFile {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for page in files where page.text.hasSuffix(".html") && page != NotFoundPage.path && !SiteLayout.isExampleFrame(page) {
            let location = (context.baseURL ?? "") + SiteLayout.directoryURL(ofPage: page)
            xml += "  <url><loc>\(TextEscaping.markup(location.isEmpty ? "./" : location))</loc>"
                + (lastModified[page].map { "<lastmod>\($0.iso)</lastmod>" } ?? "") + "</url>\n"
        }
        return RenderedFile(path: SiteLayout.sitemap, text: xml + "</urlset>\n")
    }
}
