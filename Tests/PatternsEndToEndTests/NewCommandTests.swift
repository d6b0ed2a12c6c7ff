import Foundation
import Testing

/// `patterns new`: files from archetypes that validate with placeholder warnings only, never overwriting.
@Suite struct NewCommandTests {
    /// The diagnostics `validate --format json` reports for one file, as (rule, line) pairs.
    static func diagnostics(of file: String, site: URL) throws -> [(rule: String, line: Int?)] {
        let run = try PatternsBinary.run(["validate", "--site", site.path, "--format", "json"])
        let all = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        return all.filter { $0["file"] as? String == file }.map { ($0["rule"] as? String ?? "", $0["line"] as? Int) }
    }

    /// Replaces every placeholder with written text, as an author would.
    static func fillIn(_ file: URL) throws {
        try (try String(contentsOf: file, encoding: .utf8)).replacingOccurrences(of: "TODO:", with: "Written:")
            .write(to: file, atomically: true, encoding: .utf8)
    }

    @Test(arguments: [
        ([String](), "content/patterns/controls/date-picker.md", 10 + 1 + 5 * 3),
        (["--category", "navigation", "--platforms", "ios,android"], "content/patterns/navigation/date-picker.md", 10 + 1 + 5 * 2),
    ])
    func aNewPatternHasOnlyPlaceholderWarningsUntilTheyAreWritten(options: [String], path: String, placeholders: Int) throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        let run = try PatternsBinary.run(["new", "pattern", "Date Picker"] + options, in: site)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == path + "\n")
        #expect(run.stderr.contains("; replace its \(placeholders) placeholders (text starting with TODO:)"))
        let found = try Self.diagnostics(of: path, site: site)
        #expect(found.count == placeholders)
        #expect(found.allSatisfy { $0.rule == "patterns.entry.placeholder" }, "\(found)")

        try Self.fillIn(site.appendingPathComponent(path))
        #expect(try Self.diagnostics(of: path, site: site).isEmpty)
        let build = try PatternsBinary.run(["build", "--site", site.path, "--output", temp.url.appendingPathComponent("out").path])
        #expect(build.status == 0, "\(build.stderr)")
        #expect(try read(temp.url, "out/patterns/date-picker/index.html").contains("How to test a date picker"))
    }

    @Test func aNewGuideHasOnlyPlaceholderWarnings() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        let run = try PatternsBinary.run(["new", "guide", "Focus order", "--site", site.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == site.path + "/content/guides/focus-order.md\n")
        let found = try Self.diagnostics(of: "content/guides/focus-order.md", site: site)
        #expect(found.map(\.rule) == Array(repeating: "patterns.entry.placeholder", count: 5))
        try Self.fillIn(site.appendingPathComponent("content/guides/focus-order.md"))
        #expect(try Self.diagnostics(of: "content/guides/focus-order.md", site: site).isEmpty)
    }

    @Test func anExistingFileIsNeverOverwritten() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        let before = TemporaryFolder.snapshot(site)
        let same = try PatternsBinary.run(["new", "pattern", "Button"], in: site)
        #expect(same.status == 1)
        #expect(same.stderr == "error: content/patterns/controls/button.md already exists; edit it, or choose another title\n")
        let elsewhere = try PatternsBinary.run(["new", "pattern", "button", "--category", "navigation"], in: site)
        #expect(elsewhere.status == 1)
        #expect(elsewhere.stderr.contains("an entry named 'button' already exists at content/patterns/controls/button.md"))
        let guide = try PatternsBinary.run(["new", "guide", "Intro"], in: site)
        #expect(guide.status == 1)
        #expect(guide.stderr == "error: content/guides/intro.md already exists; edit it, or choose another title\n")
        #expect(TemporaryFolder.snapshot(site) == before)
    }

    @Test(arguments: [
        (["--category", "control"], "error: no category 'control' in patterns.yml; did you mean 'controls'?\n"),
        (["--platforms", "ios,andriod"], "error: no platform 'andriod' in patterns.yml; did you mean 'android'?\n"),
    ])
    func unknownNamesAreRefusedWithTheClosest(options: [String], message: String) throws {
        let site = PatternsBinary.fixtures.appendingPathComponent("valid-site")
        let run = try PatternsBinary.run(["new", "pattern", "Date Picker", "--site", site.path] + options)
        #expect(run.status == 1)
        #expect(run.stderr == message)
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("content/patterns/controls/date-picker.md").path))
    }

    @Test func anyTitleMakesValidFrontMatter() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        let title = "Say \"Hi\" \\ now: #1 {{x}}"
        #expect(try PatternsBinary.run(["new", "pattern", title], in: site).stdout == "content/patterns/controls/say-hi-now-1-x.md\n")
        let json = try PatternsBinary.run(["export", "say-hi-now-1-x", "--format", "json"], in: site)
        #expect(json.status == 0, "\(json.stderr)")
        let entries = try #require((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["entries"] as? [[String: Any]])
        #expect(entries.first?["title"] as? String == title)
    }

    @Test func theSitesArchetypeReplacesTheBuiltInOne() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        try write("---\ntitle: {{titleYAML}}\ndescription: |\n  TODO: say what {{aComponent}} is\n---\n\n# {{title}} ({{slug}})\n",
                  to: "templates/archetypes/guide.md", in: site)
        let run = try PatternsBinary.run(["new", "guide", "Live regions"], in: site)
        #expect(run.status == 0)
        #expect(run.stderr.hasPrefix("wrote a new guide from templates/archetypes/guide.md; replace its 1 placeholder "))
        #expect(try read(site, "content/guides/live-regions.md")
            == "---\ntitle: \"Live regions\"\ndescription: |\n  TODO: say what a live regions is\n---\n\n# Live regions (live-regions)\n")
    }

    @Test func aBrokenArchetypeIsAnErrorAtItsPosition() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        try write("---\ntitle: {{titleYAML}}\n{{#platforms}}\n---\n", to: "templates/archetypes/pattern.md", in: site)
        let run = try PatternsBinary.run(["new", "pattern", "Chip"], in: site)
        #expect(run.status == 1)
        // The section opened on line 3 is still open at the end of the file.
        #expect(run.stderr.hasPrefix("templates/archetypes/pattern.md:5:1: error: archetype cannot be parsed: expectedSectionEnd [patterns.template.invalid]\n"))
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("content/patterns/controls/chip.md").path))
    }

    @Test func aSiteWithoutConfigIsAUsageFailure() throws {
        let temp = try TemporaryFolder()
        let run = try PatternsBinary.run(["new", "guide", "Anything"], in: temp.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("no patterns.yml in"))
    }
}
