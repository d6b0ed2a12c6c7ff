import Foundation
import Testing

@Suite struct ValidateTests {
    @Test func aValidSiteHasOnlyTheRawHTMLWarning() throws {
        let run = try PatternsBinary.run(["validate", "--site", PatternsBinary.fixtures.appendingPathComponent("valid-site").path])
        #expect(run.status == 0)
        #expect(run.stderr.hasPrefix("content/patterns/controls/toggle.md:20:1: warning: raw HTML attribute onclick of <div> is removed: it can run code [patterns.markdown.raw-html]\n"))
        #expect(run.stderr.hasSuffix("\n0 errors, 1 warning in 6 files\n"))
    }

    /// The exact report is a golden file; re-record with PATTERNS_RECORD_GOLDEN=1.
    @Test func aBrokenSiteReportsEveryProblemExactly() throws {
        let site = PatternsBinary.fixtures.appendingPathComponent("broken-site")
        let run = try PatternsBinary.run(["validate"], in: site)
        #expect(run.status == 1)
        let golden = PatternsBinary.fixtures.appendingPathComponent("broken-site.validate.txt")
        if ProcessInfo.processInfo.environment["PATTERNS_RECORD_GOLDEN"] != nil {
            try run.stderr.write(to: golden, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(run.stderr == expected)
    }

    @Test func theBundledCatalogIsClean() throws {
        let run = try PatternsBinary.run(["validate", "--site", PatternsBinary.packageRoot.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("0 errors, 0 warnings in "))
    }

    @Test func aMissingConfigIsAUsageFailure() throws {
        let temp = try TemporaryFolder()
        let run = try PatternsBinary.run(["validate", "--site", temp.url.path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("no patterns.yml in"))
    }

    @Test func unknownOptionsExitWithTwo() throws {
        let run = try PatternsBinary.run(["validate", "--no-such-flag"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("Unknown option"))
    }

    @Test func theSeedCarouselWithoutAScreenReaderNameNamesTheScreenReaderLine() throws {
        let seeds = PatternsBinary.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/seeds")
        guard let seed = try? FileManager.default.contentsOfDirectory(atPath: seeds.path).first(where: { $0.hasPrefix("004_") }) else {
            return
        }
        let temp = try TemporaryFolder()
        let patterns = temp.url.appendingPathComponent("content/patterns")
        try FileManager.default.createDirectory(at: patterns, withIntermediateDirectories: true)
        try "title: Seeds\ncategories: [containment]\n".write(to: temp.url.appendingPathComponent("patterns.yml"),
                                                              atomically: true, encoding: .utf8)
        let text = try String(contentsOf: seeds.appendingPathComponent(seed), encoding: .utf8)
        #expect(try PatternsBinary.run(["validate", "--site", temp.url.path]).status == 0)

        var lines = text.components(separatedBy: "\n")
        let nameLine = try #require(lines.firstIndex { $0.hasPrefix("  name:") })
        lines.remove(at: nameLine)
        lines.remove(at: nameLine)
        let screenReaderLine = try #require(lines.firstIndex { $0.hasPrefix("screenreader:") }) + 1
        try lines.joined(separator: "\n").write(to: patterns.appendingPathComponent("carousel.md"), atomically: true, encoding: .utf8)
        let run = try PatternsBinary.run(["validate", "--site", temp.url.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("content/patterns/carousel.md:\(screenReaderLine):1: error: 'screenreader' is missing 'name' [patterns.entry.missing-field]"))
    }
}
