import Foundation
import PatternsTestSupport
import Testing

/// `patterns build --since REV`: a page of the criteria changes since a revision, and a note on each changed entry.
@Suite struct ChangesPageTests {
    /// The fixture site committed and tagged `v1`, then the Button's Tab criterion edited and a key added (uncommitted).
    private func site(_ temp: TemporaryFolder) throws -> URL {
        let repo = try GitRepository(at: temp.url.appendingPathComponent("repo"))
        let site = repo.folder.appendingPathComponent("site")
        try FileManager.default.copyItem(at: PatternsBinary.fixtures.appendingPathComponent("valid-site"), to: site)
        try repo.commitAll("First release")
        try repo.git(["tag", "v1"])
        let button = site.appendingPathComponent("content/patterns/controls/button.md")
        try (try String(contentsOf: button, encoding: .utf8))
            .replacingOccurrences(of: "  tab: |\n    Focus moves to the button\n",
                                  with: "  tab: |\n    Focus moves to the button and shows a focus ring\n  escape: |\n    Nothing happens\n")
            .write(to: button, atomically: true, encoding: .utf8)
        return site
    }

    @Test func theChangesPageListsEachCriterionAndChangedEntriesLinkToIt() throws {
        let temp = try TemporaryFolder()
        let site = try site(temp)
        let output = temp.url.appendingPathComponent("out")
        let run = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path, "--since", "v1"])
        #expect(run.status == 0, "\(run.stderr)")
        let changes = try read(output, "changes/index.html")
        #expect(changes.contains("<h1>What changed since v1</h1>"))
        #expect(changes.contains("<h2><a href=\"../patterns/button/index.html\">Button</a> <span class=\"change-kind\">Changed</span></h2>"))
        #expect(changes.contains("<a href=\"../patterns/button/index.html#keyboard.tab\"><code>patterns/button#keyboard.tab</code></a>"))
        #expect(changes.contains("<span class=\"change-label\">Before:</span> <del>Tab: Focus moves to the button</del>"))
        #expect(changes.contains("<span class=\"change-label\">After:</span> <ins>Tab: Focus moves to the button and shows a focus ring</ins>"))
        let button = try read(output, "patterns/button/index.html")
        #expect(button.contains("<p class=\"change-note\"><a href=\"../../changes/index.html#change-patterns-button\">Changed since v1</a>: "
                                + "1 criterion changed, 1 criterion added.</p>"))
        #expect(try !read(output, "patterns/toggle/index.html").contains("change-note"))
        #expect(try read(output, "sitemap.xml").contains("changes/"))
    }

    @Test func anIncrementalBuildWithSinceEqualsACleanOneAndDroppingItRemovesThePage() throws {
        let temp = try TemporaryFolder()
        let site = try site(temp)
        let output = temp.url.appendingPathComponent("out")
        #expect(try PatternsBinary.run(["build", "--site", site.path, "--output", output.path]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("changes").path))
        let incremental = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path, "--since", "v1"])
        #expect(incremental.stderr.contains("(whole site re-rendered)"), "\(incremental.stderr)")
        let again = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path, "--since", "v1"])
        #expect(again.stderr.contains("is up to date"), "\(again.stderr)")
        // (The cache follows one output folder: the clean build to another goes last.)
        let clean = temp.url.appendingPathComponent("clean")
        #expect(try PatternsBinary.run(["build", "--site", site.path, "--output", clean.path, "--since", "v1", "--clean"]).status == 0)
        #expect(TemporaryFolder.snapshot(output) == TemporaryFolder.snapshot(clean))
        #expect(try PatternsBinary.run(["build", "--site", site.path, "--output", output.path]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("changes/index.html").path))
        #expect(try !read(output, "patterns/button/index.html").contains("change-note"))
    }

    @Test func anUnknownRevisionStopsTheBuildAndKeepsTheOutput() throws {
        let temp = try TemporaryFolder()
        let site = try site(temp)
        let output = temp.url.appendingPathComponent("out")
        #expect(try PatternsBinary.run(["build", "--site", site.path, "--output", output.path]).status == 0)
        let before = TemporaryFolder.snapshot(output)
        let run = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path, "--since", "v7"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("error: --since: 'v7' is not a revision of the git repository at"))
        #expect(run.stderr.contains("`git log --oneline` list the ones it has"))
        #expect(TemporaryFolder.snapshot(output) == before)
    }
}
