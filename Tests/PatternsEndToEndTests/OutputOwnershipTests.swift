import Foundation
import Testing

/// `build --output` and `serve --output` never delete a folder of someone else's without being told to.
@Suite struct OutputOwnershipTests {
    /// A GitHub Pages `docs/` written by hand: what a build must not silently delete.
    private func pagesFolder(in temp: TemporaryFolder) throws -> URL {
        let docs = temp.url.appendingPathComponent("docs")
        try write("a11y.example.com\n", to: "CNAME", in: docs)
        try write("", to: ".nojekyll", in: docs)
        try write("# Notes\n", to: "notes.md", in: docs)
        try write("x\n", to: ".well-known/security.txt", in: docs)
        return docs
    }

    @Test("a folder patterns did not write is refused, untouched, with how to go on")
    func buildRefusesAFolderItDidNotWrite() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        let docs = try pagesFolder(in: temp)
        let before = TemporaryFolder.snapshot(docs)
        let run = try PatternsBinary.run(["build", "--site", site.path, "--output", docs.path])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("error: refusing to write the site to \(docs.path): it holds 4 items patterns did not write"), "\(run.stderr)")
        #expect(run.stderr.contains("'.nojekyll', '.well-known', 'CNAME', 'notes.md'"), "\(run.stderr)")
        #expect(run.stderr.contains("choose an empty or new folder, or pass --force"), "\(run.stderr)")
        #expect(TemporaryFolder.snapshot(docs) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: temp.url.path).sorted() == ["docs", "valid-site"], "no staging folder left")
    }

    /// An output built before the marker existed, after which the cache recorded another output (a
    /// preview built elsewhere): still the build's own, recognised by what only this tool writes.
    @Test("an older version's output is still the build's own after a build elsewhere")
    func anOlderVersionsOutputIsRecognised() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        let output = site.appendingPathComponent("public")
        #expect(try PatternsBinary.run(["build", "--site", site.path]).status == 0)
        try FileManager.default.removeItem(at: output.appendingPathComponent(".patterns-output"))
        let elsewhere = temp.url.appendingPathComponent("preview")
        #expect(try PatternsBinary.run(["build", "--site", site.path, "--output", elsewhere.path]).status == 0)
        let again = try PatternsBinary.run(["build", "--site", site.path])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(".patterns-output").path))
    }

    @Test("--force replaces the folder and names what it deleted; from then on the folder is the build's own")
    func forceReplacesAndSaysSo() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        let docs = try pagesFolder(in: temp)

        let forced = try PatternsBinary.run(["build", "--site", site.path, "--output", docs.path, "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(forced.stderr.contains("warning: --force: replaced \(docs.path), deleting 4 items patterns had not written ('.nojekyll', '.well-known', 'CNAME', 'notes.md')"),
                "\(forced.stderr)")
        #expect(FileManager.default.fileExists(atPath: docs.appendingPathComponent("index.html").path))
        #expect(!FileManager.default.fileExists(atPath: docs.appendingPathComponent("CNAME").path))

        try write("# Changed\n\nNew notes.\n", to: "content/guides/intro.md", in: site)
        let again = try PatternsBinary.run(["build", "--site", site.path, "--output", docs.path, "--clean"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(!again.stderr.contains("--force"), "\(again.stderr)")
    }

    @Test("an empty folder, a missing one and the default public/ build without --force")
    func emptyAndMissingFoldersAreFine() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        let empty = temp.url.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        for output in [empty, temp.url.appendingPathComponent("missing/deeper")] {
            let run = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path])
            #expect(run.status == 0, "\(run.stderr)")
        }
        #expect(try PatternsBinary.run(["build", "--site", site.path]).status == 0)
        #expect(try PatternsBinary.run(["build", "--site", site.path, "--clean"]).status == 0)
    }

    @Test("serve --output refuses the same folder before serving anything")
    func serveRefusesToo() throws {
        let temp = try TemporaryFolder(), docs = try pagesFolder(in: temp), before = TemporaryFolder.snapshot(docs)
        let site = try temp.copyFixture("valid-site")
        // A server that does not refuse would serve until stopped: give it a minute, then stop it.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: PatternsBinary.path)
        process.arguments = ["serve", "--site", site.path, "--output", docs.path, "--port", "0", "--quiet"]
        let errors = temp.url.appendingPathComponent("serve.log")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        let stopped = process.isRunning
        if stopped { process.terminate() }
        process.waitUntilExit()
        let stderr = try String(contentsOf: errors, encoding: .utf8)
        #expect(!stopped, "serve did not refuse the folder")
        #expect(process.terminationStatus == 1, "\(stderr)")
        #expect(stderr.contains("patterns did not write"), "\(stderr)")
        #expect(TemporaryFolder.snapshot(docs) == before)
    }
}
