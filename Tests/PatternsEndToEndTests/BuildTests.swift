import Foundation
import Testing

@Suite struct BuildTests {
    @Test func buildsEveryPageOfAValidSite() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        let output = temp.url.appendingPathComponent("out")
        let run = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("built 3 entries and 2 guides"))
        let files = Set(TemporaryFolder.snapshot(output).keys)
        #expect(files == [
            "index.html", "404.html", "sitemap.xml", "static/style.css",
            "patterns/button/index.html", "patterns/toggle/index.html", "patterns/tab-bar/index.html",
            "guides/intro/index.html", "guides/components/widget/index.html",
            "patterns/controls/images/toggle.png",
        ])
    }

    @Test func entryPageHasCriteriaTablesGeneratedCriteriaNotesAndTips() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        let output = temp.url.appendingPathComponent("out")
        _ = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path])
        let page = try read(output, "patterns/button/index.html")
        #expect(page.contains("<title>Button – Fixture Catalog</title>"))
        #expect(page.contains("<h2 id=\"how-to-test\">How to test a button</h2>"))
        #expect(page.contains("<tr><th scope=\"row\">Tab</th><td>Focus moves to the button</td></tr>"))
        #expect(page.contains("<tr><th scope=\"row\">Text resize</th><td>Label grows to 200%</td></tr>"))
        #expect(page.contains("<li>Spacebar: Activates the button</li>"))
        #expect(page.contains("WHEN I press spacebar\n    THEN activates the button"))
        #expect(page.contains("<h3 id=\"name\">"))
        // Tips grouped by platform, label removed, framework kept.
        #expect(page.contains("<h3 id=\"tips-ios\">iOS</h3>"))
        #expect(page.contains("<p class=\"framework\">SwiftUI</p>"))
        #expect(page.contains("<p class=\"framework\">Jetpack Compose</p>"))
        #expect(page.contains("<li>Use <code>accessibilityLabel</code> for icon-only buttons</li>"))
        // Condensed order: keyboard, mobile, screen reader, settings.
        let order = ["<li>Keyboard", "<li>Mobile screen reader gestures", "<li>Screen reader output", "<li>Device settings"]
            .map { page.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil })
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
    }

    @Test func escapesFrontMatterValuesAndDropsRawHTML() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        let output = temp.url.appendingPathComponent("out")
        _ = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path])
        let page = try read(output, "patterns/toggle/index.html")
        #expect(page.contains("<h1>Toggle &lt;b&gt;&quot;x&quot;&lt;/b&gt; &amp; more</h1>"))
        #expect(!page.contains("<script>alert(1)</script>"))
        #expect(page.contains("Switches &lt;script&gt;"))
        #expect(!page.contains("onclick"))
        #expect(page.contains("<!-- raw HTML omitted -->"))
        let home = try read(output, "index.html")
        #expect(!home.contains("<b>\"x\"</b>"))
    }

    @Test func rewritesLinksBetweenSourcesToRelativePageURLs() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        let output = temp.url.appendingPathComponent("out")
        _ = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path])
        let toggle = try read(output, "patterns/toggle/index.html")
        #expect(toggle.contains("href=\"../button/index.html#name\""))
        #expect(toggle.contains("href=\"../tab-bar/index.html\""))
        #expect(toggle.contains("src=\"../controls/images/toggle.png\" alt=\"A toggle in the on position\""))
        #expect(toggle.contains("href=\"../../static/style.css\""))
        let guide = try read(output, "guides/intro/index.html")
        #expect(guide.contains("href=\"../../patterns/button/index.html\""))
        let home = try read(output, "index.html")
        #expect(home.contains("href=\"patterns/button/index.html\""))
    }

    @Test func homeGroupsEntriesByCategoryInConfiguredOrder() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        let output = temp.url.appendingPathComponent("out")
        _ = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path])
        let home = try read(output, "index.html")
        let controls = try #require(home.range(of: "<h3 id=\"category-controls\">Controls</h3>"))
        let navigation = try #require(home.range(of: "<h3 id=\"category-navigation\">Navigation</h3>"))
        #expect(controls.lowerBound < navigation.lowerBound)
        #expect(home.contains("Things you press."))
        let button = try #require(home.range(of: ">Button</a>"))
        let toggle = try #require(home.range(of: ">Toggle &lt;b&gt;"))
        #expect(button.lowerBound < toggle.lowerBound && toggle.lowerBound < navigation.lowerBound)
    }

    @Test func guidesTakeTitlesFromFrontMatterCommentsOrTheFirstHeading() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        let output = temp.url.appendingPathComponent("out")
        _ = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path])
        let intro = try read(output, "guides/intro/index.html")
        #expect(intro.contains("<h1>Getting started</h1>"))
        #expect(intro.components(separatedBy: "<h1").count == 2)
        #expect(intro.contains("<a href=\"#naming\">Naming</a>"))
        let widget = try read(output, "guides/components/widget/index.html")
        #expect(widget.contains("<title>Widget component – Fixture Catalog</title>"))
        #expect(widget.contains("<table>"))
        #expect(widget.contains("class=\"language-swift\""))
        #expect(!widget.contains("docs:"))
    }

    @Test func sitemapUsesTheBaseURLWhenGiven() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        let output = temp.url.appendingPathComponent("out")
        let run = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path,
                                          "--base-url", "https://example.org/a11y"])
        #expect(run.status == 0)
        let sitemap = try read(output, "sitemap.xml")
        #expect(sitemap.contains("<loc>https://example.org/a11y/patterns/button/</loc>"))
        #expect(sitemap.contains("<loc>https://example.org/a11y/</loc>"))
        #expect(!sitemap.contains("404"))
        let page = try read(output, "patterns/button/index.html")
        #expect(page.contains("<link rel=\"canonical\" href=\"https://example.org/a11y/patterns/button/\">"))
    }

    @Test func aFailedBuildLeavesThePreviousOutputByteIdentical() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        let output = temp.url.appendingPathComponent("out")
        #expect(try PatternsBinary.run(["build", "--site", site.path, "--output", output.path]).status == 0)
        let before = TemporaryFolder.snapshot(output)

        try "---\ntitle: [broken\n---\n".write(to: site.appendingPathComponent("content/patterns/controls/button.md"),
                                             atomically: true, encoding: .utf8)
        let run = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("content/patterns/controls/button.md:2:"))
        #expect(run.stderr.contains("was left unchanged"))
        #expect(TemporaryFolder.snapshot(output) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: temp.url.path).filter { $0.hasPrefix(".out") }
        #expect(leftovers.isEmpty)
    }

    @Test func aSuccessfulRebuildReplacesTheOutputCompletely() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        let output = temp.url.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try "stale".write(to: output.appendingPathComponent("stale.html"), atomically: true, encoding: .utf8)
        #expect(try PatternsBinary.run(["build", "--site", site.path, "--output", output.path]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("stale.html").path))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("index.html").path))
    }

    @Test(arguments: [".", "content", "templates"])
    func refusesDangerousOutputFolders(_ relative: String) throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        try FileManager.default.createDirectory(at: site.appendingPathComponent("templates"), withIntermediateDirectories: true)
        let before = TemporaryFolder.snapshot(site)
        let run = try PatternsBinary.run(["build", "--site", site.path, "--output", site.appendingPathComponent(relative).path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("refusing to write the site"))
        #expect(TemporaryFolder.snapshot(site) == before)
    }

    @Test func buildsIntoPublicInsideTheCurrentSiteByDefault() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        let run = try PatternsBinary.run(["build"], in: site)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("public/index.html").path))
    }
}
