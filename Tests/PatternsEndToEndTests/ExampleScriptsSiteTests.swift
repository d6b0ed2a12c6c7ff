import Foundation
import Testing

/// A site whose examples need its own stylesheet and scripts (`examples:` in patterns.yml).
@Suite struct ExampleScriptsSiteTests {
    /// The frame documents of the fixture: an inline example beside its page and an example file's.
    static let frames = ["patterns/disclosure/example-1.html", "examples/widgets/disclosure.html"]

    private func text(_ path: String, in output: URL) throws -> String {
        try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func everyFrameCarriesTheSiteFilesWhichAreAlsoCopied() throws {
        let built = try IncrementalBuildTests.BuiltSite(fixture: "example-scripts-site")
        for frame in Self.frames {
            let document = try text(frame, in: built.output)
            let helper = try #require(document.range(of: "<script data-source=\"assets/examples/toggles.js\">"))
            let disclosure = try #require(document.range(of: "<script data-source=\"assets/examples/disclosure.js\">"))
            let example = try #require(document.range(of: "class=\"disclosure-toggle\" aria-expanded=\"false\""))
            #expect(example.lowerBound < helper.lowerBound && helper.lowerBound < disclosure.lowerBound, "\(frame)")
            #expect(document.contains("url(\"../../assets/images/chevron.svg\")"), "\(frame)")
        }
        for asset in ["assets/examples/site.css", "assets/examples/toggles.js", "assets/examples/disclosure.js", "assets/images/chevron.svg"] {
            #expect(FileManager.default.fileExists(atPath: built.output.appendingPathComponent(asset).path), "\(asset)")
        }
    }

    @Test func editingAListedScriptRewritesEveryFrame() throws {
        let built = try IncrementalBuildTests.BuiltSite(fixture: "example-scripts-site")
        try built.edit("content/assets/examples/disclosure.js") { $0 + "window.disclosureVersion = 2;\n" }
        let report = try built.rebuildMatchesCleanBuild()
        #expect(!report.contains("up to date"), "\(report)")
        for frame in Self.frames {
            #expect(try text(frame, in: built.output).contains("window.disclosureVersion = 2;"), "\(frame)")
        }
        #expect(try text("assets/examples/disclosure.js", in: built.output).contains("window.disclosureVersion = 2;"))
    }

    @Test func editingAListedStylesheetRewritesEveryFrame() throws {
        let built = try IncrementalBuildTests.BuiltSite(fixture: "example-scripts-site")
        try built.edit("content/assets/examples/site.css") { $0.replacingOccurrences(of: "2px solid", with: "3px solid") }
        try built.rebuildMatchesCleanBuild()
        for frame in Self.frames {
            #expect(try text(frame, in: built.output).contains("border: 3px solid currentColor;"), "\(frame)")
        }
    }

    @Test func removingAListedFileStopsTheBuildAtItsLineInPatternsYml() throws {
        let built = try IncrementalBuildTests.BuiltSite(fixture: "example-scripts-site")
        let before = TemporaryFolder.snapshot(built.output)
        try FileManager.default.removeItem(at: built.site.appendingPathComponent("content/assets/examples/toggles.js"))
        let run = try PatternsBinary.run(["build", "--site", built.site.path, "--output", built.output.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("patterns.yml:10:7: error: example script 'assets/examples/toggles.js' does not exist"), "\(run.stderr)")
        #expect(run.stderr.contains("hint: put the file at content/assets/examples/toggles.js"), "\(run.stderr)")
        #expect(TemporaryFolder.snapshot(built.output) == before, "the output is left as it was")
    }
}
