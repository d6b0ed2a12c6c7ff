import Foundation
import Testing

/// `patterns report coverage` on a fixture with gaps of every kind, and the site's coverage page
/// built from the same figures.
@Suite struct CoverageCommandTests {
    static let site = PatternsBinary.fixtures.appendingPathComponent("coverage-site").path

    private func report(_ arguments: [String], site: String = site) throws -> PatternsBinary.Run {
        try PatternsBinary.run(["report", "coverage", "--site", site] + arguments)
    }

    @Test(arguments: [("text", "coverage/report.txt"), ("markdown", "coverage/report.md"), ("json", "coverage/report.json")])
    func eachFormatMatchesItsGolden(format: String, file: String) throws {
        let run = try report(["--format", format])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "warnings are left to validate: \(run.stderr)")
        try GoldenFile(path: file).check(run.stdout)
    }

    @Test func textIsTheDefaultFormat() throws {
        #expect(try report([]).stdout == report(["--format", "text"]).stdout)
    }

    /// The documented shape: figures as present, expected and a percentage, per kind, collection
    /// (with its categories), platform (with its sections) and entry, and the uncited criteria.
    @Test func jsonHasTheDocumentedShape() throws {
        let run = try report(["--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["version", "site", "overall", "kinds", "wcag", "videos", "sources", "unconfirmed", "collections",
                                     "platforms", "entries", "uncitedCriteria"])
        let overall = try #require(object["overall"] as? [String: Any])
        #expect(overall["present"] as? Int == 22 && overall["expected"] as? Int == 38 && overall["percent"] as? Double == 57.8)
        let kinds = try #require(object["kinds"] as? [[String: Any]])
        #expect(kinds.map { $0["id"] as? String } == ["tips", "wcag", "examples", "captions", "sources", "confirmations"])
        #expect(kinds.filter { $0["inOverall"] as? Bool == true }.reduce(0) { $0 + ($1["expected"] as? Int ?? 0) } == 38)
        #expect(kinds.map { $0["applicable"] as? Bool } == [true, true, true, true, true, true])
        #expect(kinds.map { $0["inOverall"] as? Bool } == [true, true, true, true, false, false])
        // One of four entries lists a source; two mark criteria to confirm on a device.
        #expect(object["sources"] as? [String: Int] == ["entriesWithSources": 1, "entriesWithout": 3])
        #expect(object["unconfirmed"] as? [String] == ["web/link#mobile.doubletap", "native/switch#mobile.doubletap", "native/switch#screenreader.state"])
        // The text field lists plain-language WCAG criteria without success-criterion numbers: its own state, not a gap.
        #expect(object["wcag"] as? [String: Int] == ["cited": 2, "plainLanguageOnly": 1, "missing": 1])
        #expect(object["videos"] as? [String: Int] == ["found": 2, "withCaptions": 1])
        let entries = try #require(object["entries"] as? [[String: Any]])
        let button = try #require(entries.first { $0["slug"] as? String == "button" })
        #expect(button["source"] as? String == "content/native/controls/button.md")
        #expect(button["url"] as? String == "native/button/index.html")
        #expect((button["missingTips"] as? [[String: String]])?.map { "\($0["platform"]!) \($0["section"]!)" }
                == ["ios focus", "android state", "android focus"])
        #expect(button["videosWithoutCaptions"] as? [String] == ["android-talkback"])
        #expect(button["sources"] as? Int == 0 && button["unconfirmed"] as? [String] == [])
        #expect(button["example"] as? String == "not-applicable")
        let field = try #require(entries.first { $0["slug"] as? String == "text-field" })
        #expect(field["example"] as? String == "missing" && field["citesWCAG"] as? Bool == false && field["wcag"] as? String == "plain-language")
        let platforms = try #require(object["platforms"] as? [[String: Any]])
        #expect(platforms.map { $0["id"] as? String } == ["ios", "android", "web"])
        #expect((platforms[0]["sections"] as? [[String: Any]])?.map { $0["id"] as? String } == ["name", "role", "groupings", "state", "focus"])
        let uncited = try #require(object["uncitedCriteria"] as? [[String: String]])
        #expect(uncited.first == ["id": "1.1.1", "name": "Non-text Content", "level": "A",
                                  "url": "https://www.w3.org/WAI/WCAG22/Understanding/non-text-content.html"])
    }

    @Test func failUnderExitsOneBelowTheThresholdAfterWritingTheReport() throws {
        let below = try report(["--fail-under", "60", "--format", "markdown"])
        #expect(below.status == 1)
        #expect(below.stderr == "error: coverage is 57.8% (22 of 38 expected items), below --fail-under 60%\n", "\(below.stderr)")
        #expect(below.stdout.hasPrefix("# Coverage of Coverage Fixture"))
        let met = try report(["--fail-under", "57.8"])
        #expect(met.status == 0, "\(met.stderr)")
        #expect(try report(["--fail-under", "57.9"]).status == 1, "the exact share (57.89…) is compared, not the rounded one")
        let bundled = try PatternsBinary.run(["report", "coverage", "--site", PatternsBinary.packageRoot.path, "--fail-under", "100"])
        #expect(bundled.status == 0, "the bundled catalog is complete: \(bundled.stderr)")
        // Sources and device confirmations enter the compared figure only when asked for.
        let included = try report(["--fail-under", "57.8", "--include", "sources", "--include", "confirmations"])
        #expect(included.status == 1)
        #expect(included.stderr == "error: coverage with sources and confirmations is 54.3% (25 of 46 expected items), below --fail-under 57.8%\n",
                "\(included.stderr)")
        #expect(try report(["--fail-under", "54.3", "--include", "sources", "--include", "confirmations"]).status == 0)
    }

    @Test(arguments: ["101", "-1", "many"])
    func aThresholdThatIsNotAPercentageIsAUsageError(value: String) throws {
        let run = try report(["--fail-under", value])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
    }

    @Test func outputWritesAFile() throws {
        let temp = try TemporaryFolder()
        let file = temp.url.appendingPathComponent("coverage.md")
        let run = try report(["--format", "markdown", "--output", file.path])
        #expect(run.status == 0 && run.stdout.isEmpty, "\(run.stderr)")
        #expect(try String(contentsOf: file, encoding: .utf8) == report(["--format", "markdown"]).stdout)
    }

    @Test func contentErrorsStopTheReport() throws {
        let run = try report([], site: PatternsBinary.fixtures.appendingPathComponent("broken-site").path)
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("stopped: fix the errors above"), "\(run.stderr)")
        let missing = try report([], site: "/nonexistent/site")
        #expect(missing.status == 2)
    }

    /// The page shows the report's figures and, in words, each cell's state.
    @Test func theSitesCoveragePageShowsTheSameFigures() throws {
        let temp = try TemporaryFolder()
        let output = temp.url.appendingPathComponent("out")
        let build = try PatternsBinary.run(["build", "--site", Self.site, "--output", output.path])
        #expect(build.status == 0, "\(build.stderr)")
        let page = try read(output, "coverage/index.html")
        #expect(page.contains("<strong>57.8%</strong> of the items the catalog expects of its entries are present (22 of 38)."))
        #expect(page.contains("<th scope=\"colgroup\" colspan=\"5\">iOS</th>"))
        #expect(page.contains("<tr><th scope=\"row\"><a href=\"../native/button/index.html\">Button</a></th><td>Yes</td><td>Yes</td>"
                              + "<td>Not applicable</td><td>Yes</td><td class=\"missing\">Missing</td>"))
        #expect(page.contains("<h2 id=\"uncaptioned\">Videos without captions (1)</h2>"))
        #expect(page.contains("<h2 id=\"plain-language-wcag\">Entries with plain-language WCAG criteria only (1)</h2>"))
        #expect(page.contains("<td>Plain language only</td>"))
        #expect(page.contains("<a href=\"../native/button/index.html\">Button (Native apps)</a>: Android TalkBack"))
        // Uncited criteria link to their row of the site's WCAG page, and to the W3C.
        #expect(page.contains("<a href=\"../wcag/index.html#sc-1.1.1\">1.1.1 Non-text Content (A)</a>"))
        #expect(try read(output, "wcag/index.html").contains("id=\"sc-1.1.1\""))
        #expect(try read(output, "sitemap.xml").contains("<loc>coverage/</loc>"))
        #expect(try read(output, "index.html").contains("<a href=\"coverage/index.html\">Coverage</a>"))
    }
}
