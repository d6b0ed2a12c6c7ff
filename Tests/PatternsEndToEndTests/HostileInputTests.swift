import Foundation
import Testing

/// Inputs an attacker or an accident could produce: each gets a clear diagnostic, never a crash or a hang.
@Suite struct HostileInputTests {
    private func site(_ temp: TemporaryFolder) throws -> URL {
        try temp.copyFixture("valid-site")
    }

    private func write(_ text: String, to path: String, in site: URL) throws {
        let url = site.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    @Test func symlinksInContentAreNeverFollowed() throws {
        let temp = try TemporaryFolder()
        let site = try site(temp)
        let outside = temp.url.appendingPathComponent("secret.md")
        try "---\ntitle: Secret\n---\n".write(to: outside, atomically: true, encoding: .utf8)
        let patterns = site.appendingPathComponent("content/patterns")
        try FileManager.default.createSymbolicLink(at: patterns.appendingPathComponent("leak.md"), withDestinationURL: outside)
        try FileManager.default.createSymbolicLink(at: patterns.appendingPathComponent("loop"), withDestinationURL: patterns)
        try FileManager.default.createSymbolicLink(at: patterns.appendingPathComponent("self.md"),
                                                   withDestinationURL: patterns.appendingPathComponent("self.md"))
        let run = try PatternsBinary.run(["validate", "--site", site.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("content/patterns/leak.md: error: symbolic link to \(outside.path) is not followed"))
        #expect(run.stderr.contains("content/patterns/loop: error: symbolic link to \(patterns.path) is not followed"))
        #expect(run.stderr.contains("content/patterns/self.md: error: symbolic link to \(patterns.path)/self.md is not followed"))
        #expect(!run.stderr.contains("Secret"))
    }

    /// One policy for every input folder: a link is not read even when it stays inside the site
    /// (it was followed before, but what it leads to can change between the check and the read).
    @Test func aSymlinkToAFileInsideTheSiteIsRefusedToo() throws {
        let temp = try TemporaryFolder()
        let site = try site(temp)
        try FileManager.default.createSymbolicLink(
            at: site.appendingPathComponent("content/guides/alias.md"),
            withDestinationURL: site.appendingPathComponent("content/guides/intro.md"))
        let run = try PatternsBinary.run(["validate", "--site", site.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("content/guides/alias.md: error: symbolic link to "))
        #expect(run.stderr.contains("[patterns.file.symlink]"))
    }

    @Test func fileNamesWithSpacesAndNonASCIIWorkAndAreEncodedInURLs() throws {
        let temp = try TemporaryFolder()
        let site = try site(temp)
        let button = try String(contentsOf: site.appendingPathComponent("content/patterns/controls/button.md"), encoding: .utf8)
        try write(button.replacingOccurrences(of: "title: \"Button\"", with: "title: \"Date picker\""),
                  to: "content/patterns/controls/date picker.md", in: site)
        try write(button.replacingOccurrences(of: "title: \"Button\"", with: "title: \"Sélecteur\""),
                  to: "content/patterns/controls/sélecteur.md", in: site)
        let output = temp.url.appendingPathComponent("out")
        let run = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("patterns/date picker/index.html").path))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("patterns/sélecteur/index.html").path))
        let home = try read(output, "index.html")
        #expect(home.contains("href=\"patterns/date%20picker/index.html\""))
        #expect(home.contains("href=\"patterns/s%C3%A9lecteur/index.html\""))
    }

    @Test func fileNamesThatCouldEscapeAreRefused() throws {
        let temp = try TemporaryFolder()
        let site = try site(temp)
        try write("---\ntitle: X\n---\n", to: "content/patterns/controls/%2e%2e.md", in: site)
        let run = try PatternsBinary.run(["validate", "--site", site.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("content/patterns/controls/%2e%2e.md: error: file name '%2e%2e' contains '%'"))
    }

    @Test(arguments: ["/", "~"])
    func dangerousOutputFoldersAreRefused(_ output: String) throws {
        let temp = try TemporaryFolder()
        let site = try site(temp)
        let path = output == "~" ? FileManager.default.homeDirectoryForCurrentUser.path : output
        let run = try PatternsBinary.run(["build", "--site", site.path, "--output", path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("refusing to write the site"))
    }

    /// 100,000 keys are 200,000 nodes: past the node budget, so the file is refused with a diagnostic, quickly.
    @Test func aHundredThousandKeyMappingIsRefusedInLinearTime() throws {
        let temp = try TemporaryFolder()
        let site = try site(temp)
        var text = "---\ntitle: Huge\ncategories: controls\nkeyboard:\n"
        for index in 0..<100_000 { text += "  key \(index): Result \(index)\n" }
        text += "mobile:\n  swipe: Moves\nscreenreader:\n  name: a\n  role: b\n  group: c\n  state: d\n---\n\n## Notes\n"
        try write(text, to: "content/patterns/controls/huge.md", in: site)
        let config = site.appendingPathComponent("patterns.yml")
        try (try String(contentsOf: config, encoding: .utf8) + "limits:\n  fileSize: 8000000\n")
            .write(to: config, atomically: true, encoding: .utf8)
        let started = Date()
        let run = try PatternsBinary.run(["validate", "--site", site.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("content/patterns/controls/huge.md:100001:14: error: YAML expands to more than 200000 nodes"))
        // Not a benchmark: a quadratic reader would take minutes here, a linear one well under that.
        #expect(Date().timeIntervalSince(started) < 60)
    }

    @Test func theFileSizeLimitIsConfigurable() throws {
        let temp = try TemporaryFolder()
        let site = try site(temp)
        let config = site.appendingPathComponent("patterns.yml")
        try (try String(contentsOf: config, encoding: .utf8) + "limits:\n  fileSize: 200\n")
            .write(to: config, atomically: true, encoding: .utf8)
        let run = try PatternsBinary.run(["validate", "--site", site.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("content/patterns/controls/button.md: error: file is 744 bytes, more than the 200-byte limit [patterns.file.unreadable]"))
    }

    @Test func binaryAndNonUTF8FilesAreReportedWhereTheyBreak() throws {
        let temp = try TemporaryFolder()
        let site = try site(temp)
        let guides = site.appendingPathComponent("content/guides")
        try Data([0x23, 0x20, 0x41, 0x0A, 0x62, 0xC3, 0xA9, 0xFF, 0x0A]).write(to: guides.appendingPathComponent("latin.md"))
        try Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0x01]).write(to: guides.appendingPathComponent("image.md"))
        try Data([0x23, 0x20, 0xC3, 0xA9, 0x00, 0x41]).write(to: guides.appendingPathComponent("nul.md"))
        let run = try PatternsBinary.run(["validate", "--site", site.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("content/guides/latin.md:2:3: error: file is not valid UTF-8 (byte 0xFF)"))
        #expect(run.stderr.contains("content/guides/image.md:1:1: error: file is not valid UTF-8 (byte 0x89); is it binary?"))
        #expect(run.stderr.contains("content/guides/nul.md:1:4: error: file contains a NUL byte"))
    }

    @Test func byteOrderMarksAndWindowsLineEndingsKeepPositions() throws {
        let temp = try TemporaryFolder()
        let site = try site(temp)
        let text = "\u{FEFF}---\r\ntitle: T\r\ncategories: controls\r\nkeyboard:\r\n  tab: a\r\nmobile:\r\n  swipe: b\r\n"
            + "screenreader:\r\n  name: c\r\n  role: d\r\n  group: e\r\n  State: f\r\n---\r\n\r\n## Notes\r\n"
        try write(text, to: "content/patterns/controls/windows.md", in: site)
        let run = try PatternsBinary.run(["validate", "--site", site.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("content/patterns/controls/windows.md:12:3: error: unknown key 'State' in 'screenreader' [patterns.entry.key-variant]"))
    }

    @Test func dangerousLinkSchemesAreRemovedEvenWithRawHTMLOn() throws {
        let temp = try TemporaryFolder()
        let site = try site(temp)
        let config = site.appendingPathComponent("patterns.yml")
        try (try String(contentsOf: config, encoding: .utf8) + "markdown:\n  unsafe: true\n").write(to: config, atomically: true, encoding: .utf8)
        try write("# Links\n\n[one](javascript:alert(1)) [two](JaVaScRiPt:alert(2)) [three](vbscript:x) [four](data:text/html,x)\n\n![pixel](data:image/png;base64,AAAA)\n",
                  to: "content/guides/links.md", in: site)
        let output = temp.url.appendingPathComponent("out")
        let run = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.components(separatedBy: "[patterns.link.unsafe-url]").count - 1 == 4)
        let page = try read(output, "guides/links/index.html")
        #expect(!page.lowercased().contains("javascript:"))
        #expect(!page.contains("vbscript:"))
        #expect(!page.contains("data:text/html"))
        #expect(page.contains("src=\"data:image/png;base64,AAAA\""))
    }

    @Test func frontMatterValuesAreEscapedInTextAndAttributes() throws {
        let temp = try TemporaryFolder()
        let site = try site(temp)
        let output = temp.url.appendingPathComponent("out")
        _ = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path])
        let page = try read(output, "patterns/toggle/index.html")
        #expect(page.contains("<meta name=\"description\" content=\"Switches &lt;script&gt;alert(1)&lt;/script&gt; a setting.\">"))
        #expect(page.contains("<title>Toggle &lt;b&gt;&quot;x&quot;&lt;/b&gt; &amp; more – Fixture Catalog</title>"))
    }
}
