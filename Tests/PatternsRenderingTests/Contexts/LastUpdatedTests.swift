import Foundation
import PatternsCore
import PatternsDiagnostics
import PatternsHistory
import Testing
@testable import PatternsRendering

/// "Last updated" on entry and guide pages, and `<lastmod>` in the sitemap.
@Suite struct LastUpdatedTests {
    static let templates = TemplateLibrary.load(siteRoot: "/nonexistent-site-for-date-tests", diagnostics: DiagnosticEngine())

    @Test(arguments: [((2026, 11, 20), "2026-11-20", "20 November 2026"), ((2027, 1, 2), "2027-01-02", "2 January 2027"),
                      ((999, 12, 31), "0999-12-31", "31 December 999")])
    func aDayIsWrittenWithItsMonthsName(day: (Int, Int, Int), iso: String, text: String) throws {
        let date = try #require(CommitDate(year: day.0, month: day.1, day: day.2))
        #expect(LastUpdated(date).iso == iso)
        #expect(LastUpdated(date).text == text)
    }

    @Test func entryAndGuidePagesShowTheDayInATimeElement() {
        let shown = "<p class=\"last-updated\">Last updated <time datetime=\"2026-11-20\">20 November 2026</time></p>"
        let entry = Self.templates.render(SampleSite.entryPage(SampleSite.button, lastUpdated: SampleSite.lastUpdated))
        #expect(entry.contains(shown))
        let guide = Self.templates.render(GuidePage(guide: SampleSite.guide, body: SampleSite.body(of: SampleSite.guide.body), pagePath: "guides/getting-started/index.html",
                                                    context: SampleSite.context, lastUpdated: SampleSite.lastUpdated))
        #expect(guide.contains(shown))
        #expect(!Self.templates.render(SampleSite.entryPage(SampleSite.button)).contains("Last updated"), "no date, no line")
    }

    @Test func theSitemapDatesOnlyPagesWithADay() {
        let file = Sitemap(files: ["404.html", "index.html", "patterns/button/example-1.html", "patterns/button/index.html", "static/style.css"],
                           lastModified: ["patterns/button/index.html": SampleSite.lastUpdated!], context: SampleSite.context).file
        #expect(file.path == "sitemap.xml")
        #expect(file.withBytes { String(decoding: $0, as: UTF8.self) } == """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
              <url><loc>https://example.com/</loc></url>
              <url><loc>https://example.com/patterns/button/</loc><lastmod>2026-11-20</lastmod></url>
            </urlset>

            """)
    }
}
