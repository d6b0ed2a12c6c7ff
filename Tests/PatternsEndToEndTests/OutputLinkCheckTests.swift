import Foundation
import Testing
import PatternsCore
import PatternsTestSupport

/// Every URL of every built page leads to a file of the output, and every `#fragment` to an id in
/// it: the links `validate` cannot see, because the build writes them (tips shown on platform pages,
/// navigation, frames, redirects).
@Suite struct OutputLinkCheckTests {
    // MARK: The checker itself

    @Test func reportsAMissingFileAndAMissingFragment() throws {
        let temp = try TemporaryFolder()
        try write(#"""
            <!doctype html><html><head><link rel="stylesheet" href="style/site.css"></head><body>
            <a href="guide/index.html">ok</a> <a href="guide/">ok, the folder's index</a>
            <a href="guide/index.html#steps">ok, an id</a> <a href="#old">ok, a name</a> <a href="#top">ok, the top</a>
            <a href="missing/index.html">broken file</a> <a href="guide/index.html#nowhere">broken fragment</a>
            <img src="cat.png" alt="" srcset="cat.png 1x, cat-2x.png 2x"><a name="old"></a>
            <iframe src="frame.html#x" title="Frame"></iframe>
            </body></html>
            """#, to: "index.html", in: temp.url)
        try write(#"<h1 id="steps">Steps</h1><a href="../index.html?platform=ios#old">back</a>"#, to: "guide/index.html", in: temp.url)
        try write(#"<p id="x">frame</p>"#, to: "frame.html", in: temp.url)
        try write("body{}", to: "style/site.css", in: temp.url)
        try write("png", to: "cat.png", in: temp.url)
        let broken = try OutputLinkCheck(folder: temp.url).brokenLinks().map(\.description)
        #expect(broken == [
            "index.html → missing/index.html (no such file)",
            "index.html → guide/index.html#nowhere (no such id in the page)",
            "index.html → cat-2x.png (no such file)",
        ])
    }

    @Test func ignoresURLsThatLeaveTheSite() throws {
        let temp = try TemporaryFolder()
        try write(#"""
            <a href="https://example.com/missing">web</a> <a href="HTTP://example.com">web</a> <a href="//cdn.example.com/x.js">cdn</a>
            <a href="mailto:team@example.com">mail</a> <img src="data:image/png;base64,iVBORw0KGgo=" alt="dot">
            <a href="javascript:void(0)">runs code</a> <a href="../../etc/passwd">above the root</a>
            """#, to: "index.html", in: temp.url)
        let broken = try OutputLinkCheck(folder: temp.url).brokenLinks().map(\.description)
        #expect(broken == [
            "index.html → javascript:void(0) (not a link a page should have)",
            "index.html → ../../etc/passwd (leads out of the output folder)",
        ])
    }

    @Test func followsARedirectAndPercentEncodedPaths() throws {
        let temp = try TemporaryFolder()
        try write(#"<meta http-equiv="refresh" content="0; url=../new%20page/index.html#part">"#, to: "old/index.html", in: temp.url)
        try write(#"<meta http-equiv="Refresh" content="0;URL='../gone/'">"#, to: "older/index.html", in: temp.url)
        try write(#"<section id="part"><video src="v.mp4" poster="poster.png"></video></section>"#, to: "new page/index.html", in: temp.url)
        try write("mp4", to: "new page/v.mp4", in: temp.url)
        let broken = try OutputLinkCheck(folder: temp.url).brokenLinks().map(\.description)
        #expect(broken == [
            "new page/index.html → poster.png (no such file)",
            "older/index.html → ../gone/ (no such file)",
        ])
    }

    @Test func aDemoMayLinkToItsOwnFragmentsButNotToMissingFiles() throws {
        let temp = try TemporaryFolder()
        let demo = ##"<a href="#home">Home</a> <a href="#/inbox">Inbox</a> <a href="missing.html">gone</a> <a href="../index.html#nowhere">page</a>"##
        try write(demo, to: "examples/breadcrumbs.html", in: temp.url)
        try write("<p>Page</p>", to: "index.html", in: temp.url)
        let broken = try OutputLinkCheck(folder: temp.url, placeholderFragmentsIn: { $0.hasPrefix("examples/") }).brokenLinks()
        #expect(broken.map(\.description) == [
            "examples/breadcrumbs.html → missing.html (no such file)",
            "examples/breadcrumbs.html → ../index.html#nowhere (no such id in the page)",
        ])
    }

    // MARK: Built sites

    /// The bundled catalog (`content/`, `patterns.yml`; the built-in templates), built from a copy so the build's cache stays out of the checkout.
    @Test func bundledSiteHasNoBrokenLinks() throws {
        let temp = try TemporaryFolder()
        let site = temp.url.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        for item in ["patterns.yml", "content"] {
            try FileManager.default.copyItem(at: PatternsBinary.packageRoot.appendingPathComponent(item), to: site.appendingPathComponent(item))
        }
        try expectNoBrokenLinks(building: site, in: temp)
    }

    /// Every fixture site that builds (`broken-site` is there to fail validation).
    @Test(arguments: ["collections-site", "coverage-site", "example-scripts-site", "mcp-site", "media-site", "real-catalog", "valid-site"])
    func fixtureSiteHasNoBrokenLinks(fixture: String) throws {
        let temp = try TemporaryFolder()
        try expectNoBrokenLinks(building: try temp.copyFixture(fixture), in: temp)
    }

    /// A Jekyll catalog as `import jekyll` writes it (its findings are for the author; it builds):
    /// the rewritten site addresses, includes and redirects lead somewhere.
    @Test func anImportedJekyllCatalogHasNoBrokenLinks() throws {
        let temp = try TemporaryFolder()
        let site = temp.url.appendingPathComponent("imported")
        let run = try PatternsBinary.run(["import", "jekyll", try temp.copyFixture("jekyll-catalog").path, site.path])
        try #require(FileManager.default.fileExists(atPath: site.appendingPathComponent("patterns.yml").path), "\(run.stdout)\(run.stderr)")
        try expectNoBrokenLinks(building: site, in: temp)
    }

    /// Redirect pages (`redirects:`): each refresh and link leads to the page now published elsewhere.
    @Test func redirectPagesLeadToTheirPages() throws {
        let (temp, site) = try RedirectTests.site(redirects: "  /about/: content/guides/about.md\n  /old/button.html: content/patterns/button.md\n")
        try expectNoBrokenLinks(building: site, in: temp)
        let check = try OutputLinkCheck(folder: temp.url.appendingPathComponent("out-site"))
        #expect(check.pages["about/index.html"]?.links.contains { $0.element == "meta" && $0.url == "../guides/about/index.html" } == true)
    }

    /// Tips and section introductions that link to other entries and show an image, on platform pages of every depth: one page
    /// per category and its second page (`platforms/ios/categories/controls/page/2/`) once a platform
    /// has more than 40 entries with tips.
    @Test func tipLinksLeadToTheirFilesFromEveryPlatformPage() throws {
        let temp = try TemporaryFolder()
        let site = temp.url.appendingPathComponent("tips-site")
        try write("title: Tips\ncategories: [controls, navigation]\n", to: "patterns.yml", in: site)
        try write("png", to: "content/patterns/navigation/images/dot.png", in: site)
        for number in 1...45 {
            let (category, other) = number == 45 ? ("navigation", "../controls/entry-1.md") : ("controls", "entry-\(number % 44 + 1).md#state")
            try write("""
                ---
                title: "Entry \(number)"
                description: "Entry \(number)."
                categories: [\(category)]
                platforms: [ios]
                keyboard:
                  tab: Focus moves to the control
                mobile:
                  swipe: The control is read
                screenreader:
                  name: Its label
                  role: Its role
                  group: One element
                  state: Its state
                ---

                ## Developer notes

                ### State

                - The state reads [the same way](\(other)) on every platform.
                - **iOS**: say the state as [the next entry](\(other)) does, and ![a dot](\(category == "navigation" ? "" : "../navigation/")images/dot.png)

                """, to: "content/patterns/\(category)/entry-\(number).md", in: site)
        }
        try expectNoBrokenLinks(building: site, in: temp)
        let output = temp.url.appendingPathComponent("out-tips-site")
        let secondPage = try String(contentsOf: output.appendingPathComponent("platforms/ios/categories/controls/page/2/index.html"), encoding: .utf8)
        // Entry 6 (by title) is on the second page; its introduction and tip link to entry 7's State section, the tip shows the dot.
        #expect(secondPage.contains(#"<a href="../../../../../../patterns/entry-7/index.html#state">the same way</a>"#))
        #expect(secondPage.contains(#"<a href="../../../../../../patterns/entry-7/index.html#state">the next entry</a>"#))
        #expect(secondPage.contains(#"<img src="../../../../../../patterns/navigation/images/dot.png" alt="a dot" />"#))
    }

    static let corpusGenerator = PatternsBinary.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/bench/gen_corpus.py")

    /// The 1,000-entry generated corpus (scripts/bench's), where platform pages split by category and into pages.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: corpusGenerator.path), "needs ../shared/bench/gen_corpus.py"))
    func generatedCorpusHasNoBrokenLinks() throws {
        let temp = try TemporaryFolder()
        let site = temp.url.appendingPathComponent("corpus")
        let generator = Process()
        generator.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        generator.arguments = ["python3", Self.corpusGenerator.path, site.path, "--patterns", "1000"]
        try generator.run()
        generator.waitUntilExit()
        try #require(generator.terminationStatus == 0)
        // scripts/bench's configuration: the generator's six categories, no collections.
        try write("title: Bench\ncategories: [controls, containment, navigation, notifications, forms, media]\n", to: "patterns.yml", in: site)
        try expectNoBrokenLinks(building: site, in: temp)
    }

    private func expectNoBrokenLinks(building site: URL, in temp: TemporaryFolder) throws {
        let output = temp.url.appendingPathComponent("out-\(site.lastPathComponent)")
        let run = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path, "--no-git-dates", "--quiet"])
        try #require(run.status == 0, "\(run.stdout)\(run.stderr)")
        let check = try OutputLinkCheck(folder: output, placeholderFragmentsIn: { SiteLayout.isExampleFrame(OutputPath(composed: $0)) })
        #expect(check.pages.count > 1)
        let broken = check.brokenLinks()
        #expect(broken.isEmpty, "\(broken.count) broken links:\n\(broken.map(\.description).joined(separator: "\n"))")
    }
}
