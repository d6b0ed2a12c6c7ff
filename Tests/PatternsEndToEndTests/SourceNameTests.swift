import Foundation
import Testing

/// Content files whose names cannot both be published as they are: names that are one name to
/// macOS and Swift (Unicode-normalised, or case-folded), and names of files the site generates itself.
@Suite struct SourceNameTests {
    static let guide = "# A guide\n\nSome text.\n"

    @Test("guides named café.md in NFC and NFD are an error naming both (validate and build), not a false 'changed while built'")
    func unicodeNormalisedNamesClash() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        try write(Self.guide, to: "content/guides/caf\u{E9}.md", in: site)
        try write(Self.guide + "\nAnother.\n", to: "content/guides/cafe\u{301}.md", in: site)
        let names = try FileManager.default.contentsOfDirectory(atPath: site.appendingPathComponent("content/guides").path)
        #expect(names.filter { $0.hasPrefix("caf") }.count == 2, "the file system keeps both names: \(names)")

        let validate = try PatternsBinary.run(["validate", "--site", site.path])
        #expect(validate.status == 1, "\(validate.stderr)")
        #expect(validate.stderr.contains(":1:1: error: file name is the same as content/guides/caf"), "\(validate.stderr)")
        #expect(validate.stderr.contains("('caf\\u{E9}.md' and 'cafe\\u{301}.md') [patterns.file.name-clash]"), "\(validate.stderr)")

        let build = try PatternsBinary.run(["build", "--site", site.path, "--output", temp.url.appendingPathComponent("out").path])
        #expect(build.status == 1, "\(build.stderr)")
        #expect(build.stderr.contains("[patterns.file.name-clash]"), "\(build.stderr)")
        #expect(!build.stderr.contains("changed while the site was being built"), "\(build.stderr)")

        // Turned off, the rule still keeps the second file out, so the build publishes the first.
        let config = site.appendingPathComponent("patterns.yml")
        try (String(contentsOf: config, encoding: .utf8) + "\nrules:\n  patterns.file.name-clash: off\n").write(to: config, atomically: true, encoding: .utf8)
        let off = try PatternsBinary.run(["build", "--site", site.path, "--output", temp.url.appendingPathComponent("out").path])
        #expect(off.status == 0, "\(off.stderr)")
        #expect(!off.stderr.contains("changed while the site was being built"), "\(off.stderr)")
    }

    @Test("entries or guides whose names differ only by case are a warning naming both")
    func caseOnlyNamesClash() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        try write(Self.guide, to: "content/guides/Intro.md", in: site)
        let run = try PatternsBinary.run(["validate", "--site", site.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("content/guides/intro.md:1:1: warning: file name differs from content/guides/Intro.md only by case"),
                "\(run.stderr)")
        #expect(run.stderr.contains("[patterns.file.case-clash]"), "\(run.stderr)")
    }

    @Test("entries in different folders whose pages differ only by case are a warning naming both")
    func caseOnlyPagesClash() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        let button = try String(contentsOf: site.appendingPathComponent("content/patterns/controls/button.md"), encoding: .utf8)
        try write(button.replacingOccurrences(of: "title: \"Button\"", with: "title: \"Big Button\""), to: "content/patterns/navigation/Button.md", in: site)
        let run = try PatternsBinary.run(["validate", "--site", site.path])
        #expect(run.stderr.contains("content/patterns/navigation/Button.md:1:1: warning: page patterns/Button/ differs from the page of "
                                    + "content/patterns/controls/button.md only by case"), "\(run.stderr)")
    }

    @Test("content at a path the site generates is an error naming the file and the generated page, before anything is written")
    func generatedPathsAreReserved() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        try write("User-agent: *\nDisallow: /\n", to: "content/robots.txt", in: site)
        try write("<p>mine</p>\n", to: "content/index.html", in: site)
        try write("alert(1)\n", to: "content/static/patterns.js", in: site)
        try write("/* theme */\n", to: "templates/static/extra.js", in: site)
        try write("alert(2)\n", to: "content/static/extra.js", in: site)
        try write(Self.guide, to: "content/guides/page/2.md", in: site)
        try write("a picture\n", to: "content/static/logo.txt", in: site)

        let run = try PatternsBinary.run(["validate", "--site", site.path])
        #expect(run.status == 1, "\(run.stderr)")
        for (source, output) in [("content/robots.txt", "robots.txt"), ("content/index.html", "index.html"),
                                 ("content/static/patterns.js", "static/patterns.js"), ("content/static/extra.js", "static/extra.js"),
                                 ("content/guides/page/2.md", "guides/page/2/index.html")] {
            #expect(run.stderr.contains("\(source):1:1: error: this file would be published as \(output), which the site generates itself"),
                    "\(source): \(run.stderr)")
        }
        #expect(!run.stderr.contains("content/static/logo.txt"), "a file of its own under static/ is fine")
        #expect(run.stderr.contains("[patterns.site.generated-path]"))
        #expect(run.stderr.contains("hint: rename the file or move it to another folder"))

        let output = temp.url.appendingPathComponent("out")
        let build = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path])
        #expect(build.status == 1, "\(build.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path), "nothing is written")
    }
}
