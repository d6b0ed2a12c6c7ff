import Foundation
import Testing

/// `patterns import jekyll` on a small Jekyll-era catalog written for these tests: both collections
/// with shared names, category orders, video demos, includes in every form, highlight blocks, Liquid
/// that cannot be converted, a template entry, a how-to page, videos with and without captions and a
/// Git LFS pointer.
@Suite struct JekyllImportTests {
    /// Imports the fixture from a copy into `temp/site`; returns SRC, DEST and the run.
    static func importFixture(into temp: TemporaryFolder, arguments: [String] = []) throws -> (source: URL, destination: URL, run: PatternsBinary.Run) {
        let source = try temp.copyFixture("jekyll-catalog")
        let destination = temp.url.appendingPathComponent("site")
        let run = try PatternsBinary.run(["import", "jekyll", source.path, destination.path] + arguments)
        return (source, destination, run)
    }

    @Test("the catalog's Sass cannot import a partial from the folder the import is run in; the failure says file:line:column")
    func sassDoesNotReachTheWorkingFolder() throws {
        let temp = try TemporaryFolder()
        let source = try temp.copyFixture("jekyll-catalog")
        let layout = source.appendingPathComponent("_layouts/default.html")
        try (#"<link rel="stylesheet" href="/assets/main.css">"# + "\n" + String(contentsOf: layout, encoding: .utf8))
            .write(to: layout, atomically: true, encoding: .utf8)
        try "---\n---\n@import \"secret\";\n".write(to: source.appendingPathComponent("assets/main.scss"), atomically: true, encoding: .utf8)
        let working = temp.url.appendingPathComponent("working")
        try FileManager.default.createDirectory(at: working, withIntermediateDirectories: true)
        try ".leak { content: \"from the working folder\"; }\n".write(to: working.appendingPathComponent("_secret.scss"), atomically: true, encoding: .utf8)
        let destination = temp.url.appendingPathComponent("site")
        let run = try PatternsBinary.run(["import", "jekyll", source.path, destination.path], in: working)
        let css = try? String(contentsOf: destination.appendingPathComponent("content/assets/main.css"), encoding: .utf8)
        #expect(css == nil, "\(css ?? "")")
        #expect(run.stdout.contains("assets/main.scss could not be compiled: assets/main.scss:3:1: File to import not found or unreadable: secret; fix"), "\(run.stdout)")
    }

    @Test func importsTheTreeAndReportsWhatIsLeftAtItsPlace() throws {
        let temp = try TemporaryFolder()
        let source = try temp.copyFixture("jekyll-catalog")
        let before = TemporaryFolder.snapshot(source)
        let destination = temp.url.appendingPathComponent("site")
        let run = try PatternsBinary.run(["import", "jekyll", source.path, destination.path])
        #expect(run.status == 1, "something is left for the author: \(run.stderr)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        #expect(TemporaryFolder.snapshot(source) == before, "SRC must not change")
        let tree = TemporaryFolder.snapshot(destination).keys.sorted().joined(separator: "\n")
        try GoldenFile(path: "jekyll-catalog.import.txt")
            .check("# tree\n\(tree)\n\n# report\n" + run.stdout.replacingOccurrences(of: destination.path, with: "DEST"))
        // Front matter byte for byte: each entry starts with its source file's front matter.
        for (from, to) in [("_checklist-web/checkbox.md", "content/checklist-web/checkbox.md"),
                           ("_checklist-native/button.md", "content/checklist-native/button.md"), ("how-to-test.md", "content/guides/how-to-test.md")] {
            let original = try read(source, from)
            let frontMatter = original.components(separatedBy: "\n---\n")[0] + "\n---\n"
            #expect(try read(destination, to).hasPrefix(frontMatter), "\(to)")
        }
        #expect(try read(destination, "content/examples/forms/search.html") == read(source, "_includes/examples/forms/search.html"))
    }

    @Test("what is left goes out as diagnostics in a machine format on standard output, the rest of the report on standard error",
          arguments: ["json", "sarif"])
    func machineFormats(format: String) throws {
        let temp = try TemporaryFolder()
        let (_, _, run) = try Self.importFixture(into: temp, arguments: ["--format", format])
        #expect(run.status == 1)
        #expect(run.stderr.contains("not imported: layout") && run.stderr.contains("left for the author: 3"), "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        let rules: [String]
        if format == "json" {
            let findings = try #require(json as? [[String: Any]])
            rules = findings.compactMap { $0["rule"] as? String }
            #expect(findings.first.map { "\($0["file"]!):\($0["line"]!):\($0["column"]!)" } == "content/checklist-web/checkbox.md:35:18")
        } else {
            let runs = try #require((json as? [String: Any])?["runs"] as? [[String: Any]])
            let results = try #require(runs.first?["results"] as? [[String: Any]])
            rules = results.compactMap { $0["ruleId"] as? String }
        }
        #expect(rules == ["patterns.import.liquid", "patterns.import.captions-missing", "patterns.import.lfs-pointer"])
    }

    @Test("with --format github, what is left is one workflow command per finding, at its file, line and column")
    func githubFormat() throws {
        let temp = try TemporaryFolder()
        let (_, _, run) = try Self.importFixture(into: temp, arguments: ["--format", "github"])
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { $0.hasPrefix("::warning file=") || $0.hasPrefix("::error file=") }, "\(run.stdout)")
        #expect(lines.first?.contains("file=content/checklist-web/checkbox.md,line=35,col=18,") == true, "\(run.stdout)")
        #expect(lines.first?.contains("title=patterns.import.liquid::") == true)
        #expect(run.stderr.contains("left for the author: 3"))
    }

    @Test func theImportedSiteValidatesWithFindingsAtTheSourceLinesAndKeepsItsAddresses() throws {
        let temp = try TemporaryFolder()
        let (source, site, _) = try Self.importFixture(into: temp)
        let validate = try PatternsBinary.run(["validate", "--site", site.path, "--format", "json"])
        #expect(validate.status == 0, "no errors: \(validate.stdout)")
        let findings = try #require(JSONSerialization.jsonObject(with: Data(validate.stdout.utf8)) as? [[String: Any]])
        // Exactly the real defects: the Markdown files' at the source lines, and the media the import reported.
        let content = findings.map { "\($0["file"]!):\($0["line"]!):\($0["column"]!) \($0["rule"]!)" }
        #expect(content == [
            "content/checklist-web/checkbox.md:4:1 patterns.entry.unknown-key",
            "content/checklist-web/checkbox.md:35:18 patterns.markdown.liquid",
            "content/media/video/checklist-native/android/button.mp4:<null>:<null> patterns.media.captions-missing",
            "content/media/video/checklist-native/ios/checkbox.mp4:<null>:<null> patterns.media.lfs-pointer",
        ])
        // The same lines in SRC hold what is reported.
        let lines = try read(source, "_checklist-web/checkbox.md").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[3].hasPrefix("short-title:"))
        #expect(lines[34].dropFirst(17).hasPrefix("{{ page.last_reviewed }}"))
        #expect(lines[37] == "{: .callout}", "an attribute list, removed by the import: nothing left to report")

        let output = temp.url.appendingPathComponent("out")
        let build = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path])
        #expect(build.status == 0, "\(build.stderr)")
        for page in ["checklist-web/button/index.html", "checklist-web/checkbox/index.html", "checklist-web/search/index.html",
                     "checklist-native/button/index.html", "checklist-native/checkbox/index.html", "guides/how-to-test/index.html"] {
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(page).path), "\(page)")
        }
        let native = try read(output, "checklist-native/button/index.html")
        #expect(native.contains("<figure class=\"video\" id=\"video-ios-voiceover\">"), "videos keep showing on the imported entry")
        let web = try read(output, "checklist-web/button/index.html")
        #expect(web.contains("<iframe class=\"example-frame\" src=\"../../examples/"), "included examples run as live examples")
        #expect(web.contains("href=\"../../checklist-native/button/index.html\""), "the Liquid link now reaches the app entry")
        #expect(web.contains("href=\"../../guides/how-to-test/index.html\""))
    }

    @Test func dryRunPrintsThePlanAndWritesNothing() throws {
        let temp = try TemporaryFolder()
        let (_, destination, run) = try Self.importFixture(into: temp, arguments: ["--dry-run"])
        #expect(run.status == 1)
        #expect(!FileManager.default.fileExists(atPath: destination.path))
        #expect(run.stdout.contains("write content/checklist-web/button.md (from _checklist-web/button.md)\n"))
        #expect(run.stdout.contains("write patterns.yml\n"))
        #expect(run.stdout.hasSuffix("dry run: nothing written\n"))
    }

    @Test func refusesAFolderThatIsNotEmptyUnlessForced() throws {
        let temp = try TemporaryFolder()
        let destination = temp.url.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        try Data("keep me\n".utf8).write(to: destination.appendingPathComponent("notes.txt"))
        let source = try temp.copyFixture("jekyll-catalog")
        let refused = try PatternsBinary.run(["import", "jekyll", source.path, destination.path])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("is not empty (1 item)"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: destination.appendingPathComponent("patterns.yml").path))

        let forced = try PatternsBinary.run(["import", "jekyll", source.path, destination.path, "--force"])
        #expect(forced.status == 1)
        #expect(try read(destination, "notes.txt") == "keep me\n")
        #expect(FileManager.default.fileExists(atPath: destination.appendingPathComponent("patterns.yml").path))
    }

    @Test func usageErrors() throws {
        let temp = try TemporaryFolder()
        let empty = temp.url.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let notJekyll = try PatternsBinary.run(["import", "jekyll", empty.path, temp.url.appendingPathComponent("out").path])
        #expect(notJekyll.status == 2)
        #expect(notJekyll.stderr.contains("has no _config.yml"), "\(notJekyll.stderr)")
        let source = try temp.copyFixture("jekyll-catalog")
        let inside = try PatternsBinary.run(["import", "jekyll", source.path, source.appendingPathComponent("site").path])
        #expect(inside.status == 2)
        #expect(inside.stderr.contains("must be outside the Jekyll site"), "\(inside.stderr)")
    }

    @Test("DEST reaching into SRC (or holding it) through a symbolic link is refused, and SRC is left as it was")
    func symbolicLinksIntoTheSource() throws {
        let temp = try TemporaryFolder()
        let source = try temp.copyFixture("jekyll-catalog")
        let before = TemporaryFolder.snapshot(source)
        let manager = FileManager.default
        // DEST a link to SRC itself, a link to a folder in SRC, a new folder under such a link, and a
        // link to SRC's parent (so DEST, resolved, holds SRC).
        try manager.createSymbolicLink(atPath: temp.url.appendingPathComponent("to-source").path, withDestinationPath: source.path)
        try manager.createSymbolicLink(atPath: temp.url.appendingPathComponent("to-includes").path,
                                       withDestinationPath: source.appendingPathComponent("_includes").path)
        try manager.createSymbolicLink(atPath: temp.url.appendingPathComponent("to-parent").path, withDestinationPath: temp.url.path)
        for destination in ["to-source", "to-includes", "to-includes/new-site", "to-parent"] {
            let run = try PatternsBinary.run(["import", "jekyll", source.path, temp.url.appendingPathComponent(destination).path, "--force"])
            #expect(run.status == 2, "\(destination): \(run.stderr)")
            #expect(run.stderr.contains("must be outside the Jekyll site"), "\(destination): \(run.stderr)")
        }
        #expect(TemporaryFolder.snapshot(source) == before, "SRC must not change")
    }

    @Test func aCatalogWithNothingLeftExitsZero() throws {
        let temp = try TemporaryFolder()
        let source = temp.url.appendingPathComponent("jekyll")
        try FileManager.default.createDirectory(at: source.appendingPathComponent("_web"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: source.appendingPathComponent("_notes"), withIntermediateDirectories: true)
        try Data("title: Small\ncollections:\n  web:\n    output: true\n  notes:\n    output: true\n".utf8).write(to: source.appendingPathComponent("_config.yml"))
        try Data("---\ntitle: Release notes\n---\n\nWhat changed.\n".utf8).write(to: source.appendingPathComponent("_notes/release.md"))
        try Data("---\ntitle: About the web entries\n---\n\nHow to read them.\n".utf8).write(to: source.appendingPathComponent("_web/overview.md"))
        try Data("---\ntitle: Link\ncategories: [controls]\nkeyboard:\n  enter: Follows the link\n---\n\n{% highlight html %}\n<a href=\"/\">Home</a>\n{% endhighlight %}\n".utf8)
            .write(to: source.appendingPathComponent("_web/link.md"))
        let run = try PatternsBinary.run(["import", "jekyll", source.path, temp.url.appendingPathComponent("site").path])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("left for the author: nothing; not imported: 0 files"))
        #expect(try read(temp.url, "site/content/web/link.md").hasSuffix("```html\n<a href=\"/\">Home</a>\n```\n"))
        let config = try read(temp.url, "site/patterns.yml")
        #expect(config.contains("permalink: \"/web/:slug.html\""))
        // A collection without pattern entries is not a patterns collection: its documents are guides.
        #expect(!config.contains("id: notes"))
        #expect(try read(temp.url, "site/content/guides/notes/release.md") == "---\ntitle: Release notes\n---\n\nWhat changed.\n")
        // So is a document without testing criteria in a pattern collection.
        #expect(FileManager.default.fileExists(atPath: temp.url.appendingPathComponent("site/content/guides/web/overview.md").path))
        #expect(run.stdout.contains("imported 1 entry, 2 guides"), "\(run.stdout)")
    }
}
