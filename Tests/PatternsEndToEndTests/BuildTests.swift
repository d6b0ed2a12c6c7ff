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
        let all = Set(TemporaryFolder.snapshot(output).keys)
        let files = all.filter { !$0.hasPrefix("static/search/") }
        #expect(all.contains("static/search/shard-list.js") && all.contains("static/search/b.js"))
        #expect(files == [
            ".patterns-output", "index.html", "404.html", "search/index.html", "sitemap.xml", "robots.txt", "static/style.css", "static/patterns.js",
            "static/example.css", "static/example.js", "static/checklist.js", "static/audit.js", "static/defect.js", "static/defect-reporter.js", "static/checklist-audit.js", "static/favicon.svg",
            "checklist/index.html", "checklist/data/controls-1.js", "checklist/data/navigation-1.js",
            "checklist/categories/controls/index.html", "checklist/categories/navigation/index.html",
            "patterns/button/index.html", "patterns/toggle/index.html", "patterns/tab-bar/index.html",
            "categories/controls/index.html", "categories/navigation/index.html",
            "platforms/ios/index.html", "platforms/android/index.html",
            "guides/index.html", "guides/intro/index.html", "guides/components/widget/index.html",
            "patterns/controls/images/toggle.png",
            // `/wcag/` is written even when no entry cites a criterion: the site navigation links to it.
            "wcag/index.html",
            "criteria.json", "criteria.schema.json", "criteria.csv", "llms.txt",
            "features/button.feature", "features/toggle.feature", "features/tab-bar.feature",
            "coverage/index.html",
            // The defect reporter, its entry index and each category's criteria for reports.
            "defects/index.html", "defects/data/index.js", "defects/data/controls-1.js", "defects/data/navigation-1.js",
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
        #expect(page.contains("<tr id=\"keyboard.tab\" data-criterion=\"patterns/button#keyboard.tab\"><th scope=\"row\">Tab</th><td>Focus moves to the button</td></tr>"))
        #expect(page.contains("<tr id=\"settings.text-resize\" data-criterion=\"patterns/button#settings.text-resize\"><th scope=\"row\">Text resize</th><td>Label grows to 200%</td></tr>"))
        #expect(page.contains("   - Spacebar: Activates the button\n"))
        #expect(page.contains("When I press spacebar\n    Then activates the button"))
        #expect(page.contains("<li id=\"gherkin-keyboard-4\"><span class=\"keyword\">When</span> I press spacebar</li>"))
        // The notes without the tips; the Name section, only tips, lends its anchor to the iOS tips,
        // and every platform's tips for it have an id of one scheme.
        #expect(page.contains("<li>Prefer the platform button.</li>"))
        #expect(!page.contains("<h3 id=\"name\">"))
        #expect(page.contains("<div class=\"tip-group\" id=\"name\">\n<h4 id=\"tips-ios-name\">Name</h4>"))
        #expect(page.contains("<div class=\"tip-group\">\n<h4 id=\"tips-android-name\">Name</h4>"))
        // Each section's tips are one list; a one-line tip is an item, a framework's tips nest under its name.
        #expect(page.contains("<ul class=\"tips\">\n<li>Use <code>accessibilityLabel</code> for icon-only buttons</li>\n</ul>"))
        #expect(page.contains("<li><p class=\"framework\">SwiftUI</p>\n<ul>\n<li><code>Button</code> has the button trait</li>\n</ul>\n</li>"))
        #expect(!page.contains("<div class=\"tip\">"))
        // Tips grouped by platform, label removed, framework kept, each shown once.
        #expect(page.contains("<section id=\"tips-ios\" class=\"tab-panel\" data-platform=\"ios\">\n<h3 class=\"panel-heading\">iOS</h3>"))
        for tip in ["Use <code>accessibilityLabel</code> for icon-only buttons", "Use <code>contentDescription</code>",
                    "<code>Button</code> has the button trait", "<code>Modifier.clickable(role = Role.Button)</code>"] {
            #expect(page.components(separatedBy: tip).count - 1 == 1, "\(tip)")
        }
        #expect(page.contains("<nav class=\"on-this-page rail\" aria-labelledby=\"on-this-page\">"))
        #expect(page.contains("<li><a href=\"#developer-notes\">Developer notes</a></li><li><a href=\"#platform-tips\">Platform tips</a></li>"))
        #expect(!page.contains("role=\"region\""), "table wrappers become regions only when they scroll, in the browser")
        #expect(page.contains("<p class=\"copy\" data-copy hidden><button type=\"button\" data-copy-source=\"condensed-text\""))
        #expect(page.contains("<p class=\"framework\">SwiftUI</p>"))
        #expect(page.contains("<p class=\"framework\">Jetpack Compose</p>"))
        #expect(page.contains("<li>Use <code>accessibilityLabel</code> for icon-only buttons</li>"))
        // Condensed order: keyboard, mobile, screen reader, settings.
        let order = ["1. Keyboard", "2. Mobile screen reader gestures", "3. Screen reader output", "4. Device settings"]
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
        #expect(page.contains("<div>raw html</div>"), "raw HTML is sanitised, not dropped")
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
        let controls = try #require(home.range(of: "<h3 id=\"category-controls\"><a href=\"categories/controls/index.html\">Controls</a></h3>"))
        let navigation = try #require(home.range(of: "<h3 id=\"category-navigation\"><a href=\"categories/navigation/index.html\">Navigation</a></h3>"))
        #expect(controls.lowerBound < navigation.lowerBound)
        #expect(home.contains("Things you press."))
        let button = try #require(home.range(of: "<a href=\"patterns/button/index.html\">Button</a>"))
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

    /// A folder of someone else's is refused (`OutputOwnershipTests`); the build's own is replaced whole by a clean build.
    @Test func aSuccessfulRebuildReplacesTheOutputCompletely() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        let output = temp.url.appendingPathComponent("out")
        #expect(try PatternsBinary.run(["build", "--site", site.path, "--output", output.path]).status == 0)
        try "stale".write(to: output.appendingPathComponent("stale.html"), atomically: true, encoding: .utf8)
        #expect(try PatternsBinary.run(["build", "--site", site.path, "--output", output.path, "--clean"]).status == 0)
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

@Suite struct CatalogPageTests {
    private func build() throws -> (TemporaryFolder, URL) {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        let output = temp.url.appendingPathComponent("out")
        let run = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path])
        #expect(run.status == 0, "\(run.stderr)")
        return (temp, output)
    }

    @Test func entryPagesHaveAPanelOfTipsPerPlatformAndAPager() throws {
        let (temp, output) = try build()
        _ = temp
        let toggle = try read(output, "patterns/toggle/index.html")
        #expect(toggle.contains("<section id=\"tips-ios\" class=\"tab-panel\" data-platform=\"ios\">"))
        #expect(toggle.contains("<section id=\"tips-android\" class=\"tab-panel\" data-platform=\"android\">"))
        let button = try read(output, "patterns/button/index.html")
        #expect(!button.contains("<table class=\"comparison\">"))
        #expect(button.contains("<ul class=\"pager\" aria-label=\"More Controls patterns\">"))
        #expect(button.contains("<a href=\"../../index.html\" aria-current=\"true\">Patterns</a>"), "the site navigation marks the section")
        #expect(button.contains("<a href=\"../toggle/index.html\" rel=\"next\">Next: Toggle &lt;b&gt;&quot;x&quot;&lt;/b&gt; &amp; more</a>"))
        // The first of its category has no previous: the category's page stands where it would be.
        #expect(button.contains("<li class=\"pager-end\">First in its category: <a href=\"../../categories/controls/index.html\">All Controls patterns</a></li>"))
        #expect(!button.contains("Last in its category"))
        #expect(button.contains("<a href=\"../../wcag/index.html\">WCAG</a>"), "WCAG is in the site navigation")
    }

    @Test func platformPagesCollectEveryTipOfThatPlatform() throws {
        let (temp, output) = try build()
        _ = temp
        let ios = try read(output, "platforms/ios/index.html")
        #expect(ios.contains("<h1>iOS tips</h1>"))
        #expect(ios.contains("<main id=\"main\" class=\"has-rail\" data-platform-page=\"ios\" data-section-links>"))
        // Links to entries open them on this platform's tips.
        #expect(ios.contains("<h2 id=\"tips-button\"><a href=\"../../patterns/button/index.html?platform=ios\">Button</a></h2>"))
        #expect(ios.contains("<li><a href=\"#tips-button\">Button</a></li>"), "On this page lists the entries")
        #expect(ios.contains("<p class=\"framework\">SwiftUI</p>"))
        #expect(!ios.contains("Jetpack Compose"))
        // The button's Name section is only tips, shown here in full: no link to "the full notes".
        #expect(!ios.contains("in the full notes"))
    }

    @Test func categoryPagesListTheirEntries() throws {
        let (temp, output) = try build()
        _ = temp
        let controls = try read(output, "categories/controls/index.html")
        #expect(controls.contains("<h1>Controls</h1>"))
        #expect(controls.contains("<a href=\"../../patterns/button/index.html\">Button</a>"))
        #expect(!controls.contains("Tab Bar</a>"))
        // The side navigation marks the category; the filters leave categories to it.
        #expect(controls.contains("<li><a href=\"index.html\" aria-current=\"page\">Controls <span class=\"count\">(2)</span></a></li>"))
        #expect(controls.contains("<li><a href=\"../navigation/index.html\">Navigation <span class=\"count\">(1)</span></a></li>"))
        #expect(!controls.contains("data-category="))
    }

    @Test func entryPagesHaveASideNavigationOfTheirCategory() throws {
        let (temp, output) = try build()
        _ = temp
        let button = try read(output, "patterns/button/index.html")
        let start = try #require(button.range(of: "<nav class=\"side-nav\""))
        let end = try #require(button.range(of: "</nav>", range: start.upperBound..<button.endIndex))
        let nav = String(button[start.lowerBound..<end.upperBound])
        #expect(nav.contains("<details open><summary>Controls <span class=\"count\">(2)</span></summary>"))
        #expect(nav.contains("<li><a href=\"../../categories/controls/index.html\">All Controls patterns</a></li>"))
        #expect(nav.contains("<li><a href=\"index.html\" aria-current=\"page\">Button</a></li>"))
        #expect(nav.contains("<li><a href=\"../toggle/index.html\">Toggle &lt;b&gt;&quot;x&quot;&lt;/b&gt; &amp; more</a></li>"), "titles escaped")
        // Other categories are links with their counts, their entries left out.
        #expect(nav.contains("<li><a href=\"../../categories/navigation/index.html\">Navigation <span class=\"count\">(1)</span></a></li>"))
        #expect(!nav.contains("Tab Bar"))
    }

    @Test func theChecklistListsEveryCriterionWithoutScriptAndEmbedsSafeData() throws {
        let (temp, output) = try build()
        _ = temp
        let page = try read(output, "checklist/index.html")
        #expect(page.contains("<input type=\"checkbox\" id=\"pick-button\" name=\"entry\" value=\"button\" data-chunk=\"controls-1\">"))
        #expect(page.contains("<a href=\"categories/navigation/index.html\">Navigation</a> (1 patterns)"))
        let criteria = try read(output, "checklist/categories/navigation/index.html")
        #expect(criteria.contains("<pre class=\"wrap\">1. Keyboard\n   - Arrow keys: Focus moves between tabs"))
        let script = try read(output, "checklist/data/controls-1.js")
        #expect(script.hasPrefix("window.patternsChecklistChunk(") && script.hasSuffix(");\n"))
        let data = script.dropFirst("window.patternsChecklistChunk(".count).dropLast(3)
        #expect(data.contains("\"t\":\"Toggle \\u003cb\\u003e\\\"x\\\"\\u003c/b\\u003e \\u0026 more\""))
        let json = try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any]
        let entries = json?["entries"] as? [[String: String]]
        #expect(entries?.first { $0["k"] == "toggle" }?["t"] == "Toggle <b>\"x\"</b> & more")
    }

    @Test func theSearchIndexIsShardedScriptsByPrefix() throws {
        let (temp, output) = try build()
        _ = temp
        let list = try read(output, "static/search/shard-list.js")
        #expect(list.hasPrefix("window.patternsSearchShards({\"full\":[") && list.hasSuffix("});\n"))
        #expect(list.contains("\"b\"") && list.contains("\"c\"") && list.contains("\"split\":[]"))
        // A term only the notes hold, in the shard of its first letter, with the page's record.
        let shard = try read(output, "static/search/c.js")
        #expect(shard.hasPrefix("window.patternsSearchShard(\"c\",{\"pages\":["))
        #expect(shard.contains("[\"Button\",\"patterns/button/index.html\",\"Pattern\",\"\",\"Starts an action.\","))
        #expect(try shardData(output, "c").terms["contentdescription"] != nil)
        #expect(try shardData(output, "a").terms["accessibilitylabel"] != nil)
        // The title outranks the notes: Button is the first page under "button", at the title's weight.
        let buttons = try shardData(output, "b")
        let postings = try #require(buttons.terms["button"])
        #expect(buttons.pages[postings[0]][0] == "Button" && postings[1] >> 3 == 9, "the title's weight, in the rank's high bits")
        #expect(postings.count > 2 && postings[3] < 9, "another page holds 'button' in a lesser field")
        #expect(try shardData(output, "g").pages.contains { $0[2] == "Guide" })
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("static/search-index.js").path))
    }

    /// Search ranks in the browser with the weights the build writes (`SearchRanking`), not its own.
    @Test func theSearchScriptReadsTheRankingWeightsTheShardListCarries() throws {
        let (temp, output) = try build()
        _ = temp
        let list = try read(output, "static/search/shard-list.js")
        #expect(list.contains("\"occurrenceBits\":3,\"wholeTermBonus\":8,"))
        let script = try read(output, "static/patterns.js")
        #expect(script.contains("occurrenceBits: data.occurrenceBits, wholeTermBonus: data.wholeTermBonus"))
        #expect(!script.contains("<< bits"), "the whole-term bonus is the build's, not a shift in the script")
    }

    /// A shard's pages and terms, read back from its script.
    private func shardData(_ output: URL, _ key: String) throws -> (pages: [[String]], terms: [String: [Int]]) {
        let script = try read(output, "static/search/\(key).js")
        let prefix = "window.patternsSearchShard(\"\(key)\","
        #expect(script.hasPrefix(prefix) && script.hasSuffix(");\n"))
        let json = script.dropFirst(prefix.count).dropLast(3)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        // Each record's texts, without its number in the whole index.
        let pages = try #require(object["pages"] as? [[Any]]).map { $0.prefix(5).compactMap { $0 as? String } }
        return (pages, try #require(object["terms"] as? [String: [Int]]))
    }

    @Test func assetsStayWithinBudget() throws {
        let (temp, output) = try build()
        _ = temp
        let css = try Data(contentsOf: output.appendingPathComponent("static/style.css")).count
        let js = try Data(contentsOf: output.appendingPathComponent("static/patterns.js")).count
        #expect(css <= 30_000, "style.css is \(css) bytes")
        // 36 KB since the tips' switcher and comparison, section links, scrolling tables' regions, the checklist's
        // Markdown and platform filter and search excerpts (under 10 KB gzipped); 40 KB since search's results page,
        // sentences and full lists; 45 KB with the reading rail, the remembered criteria format and the stacked tabs
        // (13 KB gzipped). Next step when it grows: load the checklist's and search's code only on the pages that use them.
        #expect(js <= 45_000, "patterns.js is \(js) bytes")
    }
}

@Suite struct GuidePresentationTests {
    @Test func tablesScrollCodeIsLabelledAndHighlightedAndAdjacentSamplesBecomeTabs() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        try """
            # Samples

            ## Making it one element

            #### Swift
            ```swift
            card.isAccessibilityElement = true
            ```

            #### Objective-C
            ```objc
            card.isAccessibilityElement = YES;
            ```

            ## Reference

            | API | Use |
            | --- | --- |
            | `accessibilityLabel` | The name |

            ```kotlin
            view.contentDescription = "Card"
            ```
            """.write(to: site.appendingPathComponent("content/guides/samples.md"), atomically: true, encoding: .utf8)
        let output = temp.url.appendingPathComponent("out")
        let run = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path])
        #expect(run.status == 0, "\(run.stderr)")
        let page = try read(output, "guides/samples/index.html")
        #expect(page.contains("<div class=\"tabs samples\" data-tabs data-tabs-label=\"Code samples: Swift, Objective-C\">"))
        #expect(page.contains("<div class=\"tab-panel sample\" id=\"sample-1-swift\">"))
        #expect(page.contains("<div class=\"tab-panel sample\" id=\"sample-1-objective-c\">"))
        #expect(page.contains("<div class=\"table-scroll\">\n<table>"))
        #expect(page.contains("<figure class=\"code\"><figcaption>Kotlin</figcaption>\n<pre><code class=\"language-kotlin\">"))
        #expect(page.contains("view.contentDescription = <span class=\"s\">&quot;Card&quot;</span>"), "code is highlighted")
        #expect(page.contains("card.isAccessibilityElement = <span class=\"k\">YES</span>;"))
    }
}
