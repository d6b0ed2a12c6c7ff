import Foundation
import PatternsCore
import Testing

/// Real Jekyll as the oracle: `scripts/jekyll-parity` builds the `jekyll-parity-catalog` fixture
/// (every case real Jekyll-era catalogs have) with Debian's Jekyll and with `import jekyll` +
/// `build`, and these tests hold the figures the issue asks for. Jekyll is installed by .ci/run and scripts/setup.
@Suite(.serialized) struct JekyllParityTests {
    /// The fixture as written imports with exactly its real structural defects: two keys at column 0.
    @Test func theFixtureValidatesWithOnlyItsStructuralDefects() throws {
        let temp = try TemporaryFolder()
        let source = try temp.copyFixture("jekyll-parity-catalog")
        let site = temp.url.appendingPathComponent("site")
        let run = try PatternsBinary.run(["import", "jekyll", source.path, site.path])
        #expect(run.status <= 1, "\(run.stderr)")
        let validate = try PatternsBinary.run(["validate", "--site", site.path, "--format", "json"])
        let findings = try #require(JSONSerialization.jsonObject(with: Data(validate.stdout.utf8)) as? [[String: Any]])
        let errors = findings.filter { $0["severity"] as? String == "error" }.map { "\($0["file"]!):\($0["line"]!):\($0["column"]!) \($0["rule"]!)" }
        #expect(errors == ["content/checklist-native/button.md:8:1 patterns.entry.misplaced-key",
                           "content/checklist-native/button.md:10:1 patterns.entry.misplaced-key"])
    }

    /// With those two keys indented, every entry page is at Jekyll's path with ≥ 99 % of its source
    /// words, no Liquid or kramdown shows, every video Jekyll shows is there, and every other page
    /// Jekyll publishes is reachable at its old address.
    @Test func importedPagesShowWhatJekyllShowed() throws {
        let temp = try TemporaryFolder()
        let source = try temp.copyFixture("jekyll-parity-catalog")
        let button = source.appendingPathComponent("_checklist-native/button.md")
        let fixed = try String(contentsOf: button, encoding: .utf8)
            .replacingOccurrences(of: "\nspacebar: ", with: "\n  spacebar: ").replacingOccurrences(of: "\nenter: ", with: "\n  enter: ")
        try fixed.write(to: button, atomically: true, encoding: .utf8)
        let script = PatternsBinary.packageRoot.appendingPathComponent("scripts/jekyll-parity").path
        let finished = try ChildProcess.run(["python3", script, "--json", source.path], environment: ["PATTERNS_BINARY": PatternsBinary.path])
        let data = finished.output, message = finished.errorText
        #expect(finished.succeeded, "jekyll-parity failed (is Debian's jekyll installed?): \(message)")
        let report = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any], "\(message)")
        let summary = try #require(report["summary"] as? [String: Any])
        #expect(summary["entries"] as? Int == 7)
        #expect(summary["same_path"] as? Int == 7, "every entry page at Jekyll's path (Focus.md → focus/, loading_spinner.md → loading-spinner/)")
        #expect((summary["word_share"] as? Double ?? 0) >= 99, "\(summary)")
        #expect(summary["liquid_visible"] as? Int == 0, "\(report["entries"] ?? [])")
        let entries = try #require(report["entries"] as? [[String: Any]])
        for entry in entries {
            let videos = try #require(entry["videos"] as? [String: Int])
            #expect(videos["ours"]! >= videos["jekyll"]!, "every video Jekyll shows on \(entry["path"]!)")
            let share = (entry["words"] as? [String: Any])?["share"] as? Double ?? 0
            #expect(share >= 98, "\(entry["path"]!): \(entry["words"]!)")
        }
        #expect(summary["other_missing"] as? Int == 0, "every other page Jekyll publishes is at its address or redirected: \(report["other_pages"] ?? [])")
        #expect(summary["other_broken_redirect"] as? Int == 0)
    }
}
