import Foundation
import Testing

/// `patterns export`: every format against a golden file, the same text as the build's exports and
/// the checklist page, and clear refusals.
@Suite struct ExportCommandTests {
    static let site = PatternsBinary.fixtures.appendingPathComponent("valid-site").path

    /// The golden of each format for every entry of the fixture site, in site order.
    static let goldens: [(format: String, file: String)] = [
        ("gherkin", "export/all.feature"), ("condensed", "export/all.condensed.txt"), ("json", "export/all.json"),
        ("csv", "export/all.csv"), ("markdown", "export/all.md"),
    ]

    private func export(_ arguments: [String], site: String = site) throws -> PatternsBinary.Run {
        try PatternsBinary.run(["export", "--site", site] + arguments)
    }

    @Test(arguments: goldens)
    func everyEntryInEachFormatMatchesItsGolden(format: String, file: String) throws {
        let run = try export(["--format", format])
        #expect(run.status == 0, "\(run.stderr)")
        try GoldenFile(path: file).check(run.stdout)
    }

    /// With the site's address known, condensed and Markdown texts end each entry with its page.
    @Test(arguments: [("condensed", "export/addressed.condensed.txt"), ("markdown", "export/addressed.md")])
    func namedEntriesWithTheSiteAddressMatchTheirGolden(format: String, file: String) throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        let config = site.appendingPathComponent("patterns.yml")
        try (try String(contentsOf: config, encoding: .utf8) + "baseURL: https://example.org/catalog\n")
            .write(to: config, atomically: true, encoding: .utf8)
        let run = try export(["toggle", "button", "--format", format], site: site.path)
        #expect(run.status == 0, "\(run.stderr)")
        try GoldenFile(path: file).check(run.stdout)
    }

    @Test func jsonAndCSVAreTheBuildsExportsAndAFeatureIsTheBuildsFeatureFile() throws {
        let temp = try TemporaryFolder()
        let output = temp.url.appendingPathComponent("out")
        #expect(try PatternsBinary.run(["build", "--site", Self.site, "--output", output.path]).status == 0)
        #expect(try export(["--format", "json"]).stdout == read(output, "criteria.json"))
        #expect(try export(["--format", "csv"]).stdout == read(output, "criteria.csv"))
        #expect(try export(["button", "--format", "gherkin"]).stdout == read(output, "features/button.feature"))
    }

    /// The condensed, Gherkin and Markdown exports are what the checklist page's script copies for
    /// the same entries, from the texts in its data.
    @Test(arguments: [("condensed", "c"), ("gherkin", "g"), ("markdown", "m")])
    func exportIsWhatTheChecklistPageCopies(format: String, key: String) throws {
        let temp = try TemporaryFolder()
        let output = temp.url.appendingPathComponent("out")
        #expect(try PatternsBinary.run(["build", "--site", Self.site, "--output", output.path]).status == 0)
        var data: [String: [String: Any]] = [:]
        for chunk in ["controls-1", "navigation-1"] {
            let script = try read(output, "checklist/data/\(chunk).js")
            let json = script.dropFirst("window.patternsChecklistChunk(".count).dropLast(3)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            for entry in try #require(object["entries"] as? [[String: Any]]) { data[entry["k"] as! String] = entry }
        }
        let slugs = ["toggle", "tab-bar", "button"]
        // The script's rule: a text is a string or its lines; condensed texts go under their titles,
        // Gherkin rules under the feature line the page carries; a blank line between parts.
        func text(_ value: Any?) -> String {
            (value as? String) ?? ((value as? [Any]) ?? []).map { ($0 as? String) ?? (($0 as? [String])?.first ?? "") }.joined(separator: "\n")
        }
        var parts = slugs.map { slug in
            format == "condensed" ? (data[slug]!["t"] as! String) + "\n" + text(data[slug]![key]) : text(data[slug]![key])
        }
        if format == "gherkin" {
            let page = try read(output, "checklist/index.html")
            let line = try #require(page.firstMatch(of: /data-gherkin-feature="([^"]*)"/)).1
            parts.insert(String(line), at: 0)
        }
        #expect(try export(slugs + ["--format", format]).stdout == parts.joined(separator: "\n\n") + "\n")
    }

    @Test func filtersNarrowTheSelectionAndKeepTheNamedOrder() throws {
        let controls = try export(["--category", "controls", "--format", "csv"])
        #expect(Set(controls.stdout.split(separator: "\r\n").dropFirst().map { $0.prefix { $0 != "," } }) == ["button", "toggle"])
        let ios = try export(["--platform", "iOS", "--category", "controls", "--format", "json"])
        #expect(ios.status == 0)
        #expect(ios.stdout.contains("\"id\" : \"button\"") && !ios.stdout.contains("\"id\" : \"tab-bar\""))
        // A comma-separated list means the same as the option repeated, as for `new --platforms`.
        let listed = try export(["--platform", "ios,android", "--format", "csv"])
        let repeated = try export(["--platform", "ios", "--platform", "android", "--format", "csv"])
        #expect(listed.status == 0 && listed.stdout == repeated.stdout)
        let named = try export(["toggle", "button", "toggle", "--format", "condensed"])
        #expect(named.stdout.hasPrefix("Toggle"))
        #expect(named.stdout.components(separatedBy: "\n1. Keyboard").count == 3)
    }

    @Test func theOutputOptionWritesAFileAndNothingToStandardOutput() throws {
        let temp = try TemporaryFolder()
        let file = temp.url.appendingPathComponent("button.md")
        let run = try export(["button", "--format", "markdown", "--output", file.path])
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty)
        #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("## [Button](patterns/button/index.html)\n"))
    }

    @Test(arguments: [
        (["buton"], "error: no entry 'buton' in this site; did you mean 'button'?\n"),
        (["bar"], "error: no entry 'bar' in this site; did you mean 'tab-bar'?\n"),
        (["slider"], "error: no entry 'slider' in this site; an entry's slug is its file name without '.md'\n"),
        (["--category", "control"], "error: no category 'control' in this site; did you mean 'controls'?\n"),
        (["--platform", "andriod"], "error: no platform 'andriod' in this site; did you mean 'android'?\n"),
        (["--platform", "web"], "error: no entry matches platform 'web'\n"),
    ])
    func anUnknownNameIsAUserErrorWithASuggestion(arguments: [String], message: String) throws {
        let run = try export(arguments + ["--format", "csv"])
        #expect(run.status == 1)
        #expect(run.stderr == message)
        #expect(run.stdout.isEmpty)
    }

    @Test func contentErrorsArePrintedAndNothingIsExported() throws {
        let run = try export(["--format", "json"], site: PatternsBinary.fixtures.appendingPathComponent("broken-site").path)
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("content/patterns/controls/slider.md:6:3: error: duplicate key 'tab'"))
        #expect(run.stderr.hasSuffix("11 errors, 1 warning in 4 files\nstopped: fix the errors above ('patterns validate' lists warnings too)\n"))
    }

    @Test func aMissingFormatIsAUsageError() throws {
        let run = try export(["button"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("Missing expected argument '--format <format>'"))
    }
}
