import Foundation
import PatternsTestSupport
import Testing
@testable import PatternsCore
import PatternsDiagnostics

/// `examples:` in `patterns.yml`: the site's stylesheets and scripts every example frame carries.
@Suite("Example stylesheets and scripts")
struct ExampleResourcesTests {
    private func read(_ text: String) -> (SiteConfig, [Diagnostic]) {
        reporting(SiteLayout.configFile) { SiteConfigReader.read(text, diagnostics: $0) }
    }

    /// The config, with every finding, of a site holding `files` (path → text) beside `patterns.yml`.
    private func load(_ config: String, files: [String: String] = [:], prepare: (TemporarySite) throws -> Void = { _ in })
        throws -> (SiteLoader.LoadedConfig?, [Diagnostic]) {
        let site = try TemporarySite()
        try site.write("patterns.yml", config)
        for (path, text) in files { try site.write(path, text) }
        try prepare(site)
        return try reporting { try SiteLoader(root: site.root).loadConfig(diagnostics: $0) }
    }

    static let good = """
    title: Catalog
    examples:
      stylesheets: [assets/examples/site.css]
      scripts:
        - assets/examples/jquery.js
        - assets/examples/index.js
    """

    @Test("stylesheets and scripts keep their order and are read with the config")
    func goodConfig() throws {
        let (read, readFindings) = self.read(Self.good)
        #expect(readFindings.isEmpty, "\(readFindings.summaries)")
        #expect(read.examples.stylesheets.map(\.path) == ["assets/examples/site.css"])
        #expect(read.examples.scripts.map(\.path) == ["assets/examples/jquery.js", "assets/examples/index.js"])
        #expect(read.examples.scripts.map(\.sourcePath) == ["content/assets/examples/jquery.js", "content/assets/examples/index.js"])

        let (loaded, findings) = try load(Self.good, files: [
            "content/assets/examples/site.css": "body { color: black; }",
            "content/assets/examples/jquery.js": "var jQuery;",
            "content/assets/examples/index.js": "jQuery();",
        ])
        #expect(findings.isEmpty, "\(findings.summaries)")
        let examples = try #require(loaded).config.examples
        #expect(examples.stylesheets.map(\.text) == ["body { color: black; }"])
        #expect(examples.scripts.map(\.text) == ["var jQuery;", "jQuery();"])
    }

    @Test("without 'examples' frames carry nothing of the site's, and a single path may be written without a list")
    func absentOrScalar() {
        #expect(read("title: Catalog\n").0.examples.isEmpty)
        let (config, findings) = read("examples:\n  scripts: assets/tabs.js\n")
        #expect(findings.isEmpty, "\(findings.summaries)")
        #expect(config.examples.scripts.map(\.path) == ["assets/tabs.js"])
    }

    @Test("a listed file that does not exist is an error at its path in patterns.yml, saying where it was looked for")
    func missingFile() throws {
        let marked = MarkedText("examples:\n  stylesheets: [assets/site.css]\n  scripts: [‸assets/tabs.js]\n")
        let (loaded, findings) = try load(marked.text, files: ["content/assets/site.css": "p {}"])
        #expect(findings.summaries == ["patterns.config.invalid@\(marked.location)"])
        let finding = try #require(findings.first)
        #expect(finding.file == "patterns.yml")
        #expect(finding.message == "example script 'assets/tabs.js' does not exist: there is no content/assets/tabs.js")
        #expect(finding.hint?.contains("put the file at content/assets/tabs.js") == true)
        #expect(try #require(loaded).config.examples.stylesheets.map(\.path) == ["assets/site.css"], "the files that exist are kept")
    }

    @Test("a path written from the site root gets the fix: paths are relative to content/")
    func contentPrefix() throws {
        let marked = MarkedText("examples:\n  scripts: [‸content/assets/tabs.js]\n")
        let (_, findings) = try load(marked.text, files: ["content/assets/tabs.js": "x()"])
        #expect(findings.summaries == ["patterns.config.invalid@\(marked.location)"])
        #expect(findings.first?.hint == "paths under 'examples' are relative to content/: write 'assets/tabs.js'")
    }

    @Test("paths that could leave content/ are refused where they are written",
          arguments: ["../secrets.js", "assets/../../x.js", "/etc/x.js", "./x.js", "assets//x.js", "https://code.jquery.com/jquery.js", "assets\\x.js"])
    func escapingPaths(path: String) {
        let marked = MarkedText("examples:\n  scripts:\n    - ‸'\(path)'\n")
        let (config, findings) = read(marked.text)
        #expect(findings.summaries == ["patterns.config.invalid@\(marked.location)"], "\(path)")
        #expect(findings.first?.message == "example script '\(path)' must be a file inside content/")
        #expect(config.examples.scripts.isEmpty)
    }

    @Test("a stylesheet must be a .css file and a script a .js file; a file is listed once; keys are checked")
    func shapes() {
        let marked = MarkedText("examples:\n  stylesheets: [‸site.js]\n  scripts: [a.js, ‸a.js]\n  ‸script: [b.js]\n")
        let (config, findings) = read(marked.text)
        #expect(findings.summaries == ["patterns.config.invalid@\(marked[0])", "patterns.config.invalid@\(marked[1])",
                                       "patterns.config.unknown-key@\(marked[2])"])
        #expect(config.examples.scripts.map(\.path) == ["a.js"])
        let (_, notMapping) = read("examples: [site.css]\n")
        #expect(notMapping.summaries.map { $0.hasPrefix("patterns.config.invalid@") } == [true])
    }

    @Test("a listed file reached through a symbolic link is refused, even one inside the site")
    func symlinks() throws {
        let marked = MarkedText("examples:\n  scripts: [‸linked/tabs.js, ‸assets/alias.js]\n")
        let (loaded, findings) = try load(marked.text, files: ["outside/tabs.js": "x()", "content/assets/real.js": "y()"]) { site in
            try FileManager.default.createSymbolicLink(atPath: site.root + "/content/linked", withDestinationPath: site.root + "/outside")
            try FileManager.default.createSymbolicLink(atPath: site.root + "/content/assets/alias.js", withDestinationPath: "real.js")
        }
        #expect(findings.summaries == ["patterns.config.invalid@\(marked[0])", "patterns.config.invalid@\(marked[1])"])
        #expect(findings.map(\.message) == [
            "example script 'linked/tabs.js' goes through the symbolic link content/linked",
            "example script 'assets/alias.js' goes through the symbolic link content/assets/alias.js",
        ])
        #expect(try #require(loaded).config.examples.scripts.isEmpty)
    }

    @Test("a folder is not a file")
    func folder() throws {
        let marked = MarkedText("examples:\n  stylesheets: [‸assets/site.css]\n")
        let (_, findings) = try load(marked.text, files: ["content/assets/site.css/inner.css": "p {}"])
        #expect(findings.map(\.message) == ["example stylesheet 'assets/site.css' is not a file"])
    }

    @Test("the config's hash, which keys the build cache, changes with a listed file")
    func hashFollowsTheFiles() throws {
        let files = ["content/assets/examples/site.css": "p {}", "content/assets/examples/jquery.js": "a",
                     "content/assets/examples/index.js": "b"]
        let (first, _) = try load(Self.good, files: files)
        let (same, _) = try load(Self.good, files: files)
        var edited = files
        edited["content/assets/examples/index.js"] = "c"
        let (changed, _) = try load(Self.good, files: edited)
        #expect(try #require(first).contentHash == #require(same).contentHash)
        #expect(try #require(first).contentHash != #require(changed).contentHash)
    }
}
