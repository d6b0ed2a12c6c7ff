import Foundation
import PatternsTestSupport
import Testing

/// `patterns diff`: criteria added, removed and changed between git revisions or site folders.
@Suite struct DiffCommandTests {
    /// A repository holding the fixture site in `catalog/`, tagged `v1`, then a second commit that
    /// changes one criterion, adds and removes others, renames one entry, adds one and deletes one.
    private func history(_ temp: TemporaryFolder) throws -> (repo: GitRepository, site: URL) {
        let repo = try GitRepository(at: temp.url.appendingPathComponent("repo"))
        let site = repo.folder.appendingPathComponent("catalog")
        try FileManager.default.copyItem(at: PatternsBinary.fixtures.appendingPathComponent("valid-site"), to: site)
        try repo.commitAll("First release")
        try repo.git(["tag", "v1"])
        let controls = site.appendingPathComponent("content/patterns/controls")
        let button = controls.appendingPathComponent("button.md")
        var text = try String(contentsOf: button, encoding: .utf8)
        text = text.replacingOccurrences(of: "  tab: |\n    Focus moves to the button\n", with: "  tab: |\n    Focus moves to the button and shows a focus ring\n")
        text = text.replacingOccurrences(of: "  spacebar: |\n    Activates the button\n", with: "  enter: |\n    Activates the button\n")
        try text.write(to: button, atomically: true, encoding: .utf8)
        try FileManager.default.moveItem(at: controls.appendingPathComponent("toggle.md"), to: controls.appendingPathComponent("switch.md"))
        try text.replacingOccurrences(of: "title: \"Button\"", with: "title: \"Link Button\"")
            .write(to: controls.appendingPathComponent("link-button.md"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: site.appendingPathComponent("content/patterns/navigation/tab-bar.md"))
        try repo.commitAll("Second release", date: "2026-02-01T10:00:00Z")
        return (repo, site)
    }

    @Test func listsEachCriterionByItsIDBetweenTwoRevisions() throws {
        let temp = try TemporaryFolder()
        let (_, site) = try history(temp)
        let run = try PatternsBinary.run(["diff", "v1", "HEAD", "--site", site.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("From v1 to HEAD: entries 1 changed, 1 added, 1 removed, 1 renamed; criteria 1 changed, 1 added, 1 removed.\n"))
        #expect(run.stdout.contains("""
            changed patterns/button (Button, patterns/button/)
              changed patterns/button#keyboard.tab
                - Tab: Focus moves to the button
                + Tab: Focus moves to the button and shows a focus ring
              added patterns/button#keyboard.enter
                + Enter: Activates the button
              removed patterns/button#keyboard.spacebar
                - Spacebar: Activates the button

            """))
        #expect(run.stdout.contains("\nadded patterns/link-button (Link Button, patterns/link-button/)\n"))
        #expect(run.stdout.contains("\nremoved patterns/tab-bar (Tab Bar, patterns/tab-bar/)\n"))
        #expect(run.stdout.contains("\nrenamed patterns/switch ("))
        #expect(run.stdout.contains(", patterns/switch/) was patterns/toggle (patterns/toggle/)\n"))
    }

    @Test func jsonAndMarkdownCarryTheSameChanges() throws {
        let temp = try TemporaryFolder()
        let (_, site) = try history(temp)
        let json = try PatternsBinary.run(["diff", "v1", "HEAD", "--site", site.path, "--format", "json"])
        #expect(json.status == 0)
        let check = try PythonCheck.run("""
            import json, sys
            report = json.load(open(sys.argv[1]))
            button = next(e for e in report['entries'] if e['id'] == 'patterns/button')
            print(report['from'], report['to'], button['change'], sorted((c['change'], c['id']) for c in button['criteria']))
            renamed = next(e for e in report['entries'] if e['change'] == 'renamed')
            print(renamed['previous']['id'], renamed['id'])
            """, [try writeTemp(temp, "report.json", json.stdout)])
        #expect(check.output == """
            v1 HEAD changed [('added', 'patterns/button#keyboard.enter'), ('changed', 'patterns/button#keyboard.tab'), \
            ('removed', 'patterns/button#keyboard.spacebar')]
            patterns/toggle patterns/switch

            """, "\(check.output)")
        let markdown = try PatternsBinary.run(["diff", "v1", "HEAD", "--site", site.path, "--format", "markdown"])
        #expect(markdown.stdout.hasPrefix("# Criteria changes from `v1` to `HEAD`\n"))
        #expect(markdown.stdout.contains("""
            - **Changed** `patterns/button#keyboard.tab`
              - Before: Tab: Focus moves to the button
              - After: Tab: Focus moves to the button and shows a focus ring

            """))
    }

    @Test func aRevisionAgainstTheWorkingFolderAndTwoFolders() throws {
        let temp = try TemporaryFolder()
        let (repo, site) = try history(temp)
        // The working folder: an uncommitted edit counts; the same revision against itself is no change.
        let toggle = site.appendingPathComponent("content/patterns/controls/switch.md")
        try (try String(contentsOf: toggle, encoding: .utf8)).replacingOccurrences(of: "  role: Switch\n", with: "  role: Toggle button\n")
            .write(to: toggle, atomically: true, encoding: .utf8)
        let working = try PatternsBinary.run(["diff", "HEAD", ".", "--site", site.path], in: site)
        #expect(working.stdout == "From HEAD to .: entries 1 changed; criteria 1 changed.\n\nchanged patterns/switch (Toggle <b>\"x\"</b> & more, patterns/switch/)\n  changed patterns/switch#screenreader.role\n    - Role: Switch\n    + Role: Toggle button\n", "\(working.stdout)\(working.stderr)")
        let same = try PatternsBinary.run(["diff", "v1", "v1", "--site", site.path])
        #expect(same.status == 0)
        #expect(same.stdout == "No criteria changed from v1 to v1.\n")
        // Two folders, no repository needed.
        let old = temp.url.appendingPathComponent("old")
        try FileManager.default.copyItem(at: PatternsBinary.fixtures.appendingPathComponent("valid-site"), to: old)
        let folders = try PatternsBinary.run(["diff", old.path, site.path])
        #expect(folders.status == 0)
        #expect(folders.stdout.contains("changed patterns/button#keyboard.tab"))
        _ = repo
    }

    @Test func anUnknownRevisionOrNoRepositoryExitsTwo() throws {
        let temp = try TemporaryFolder()
        let (_, site) = try history(temp)
        let unknown = try PatternsBinary.run(["diff", "v9", "HEAD", "--site", site.path])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("'v9' is neither a folder nor a revision of the git repository at"))
        let outside = try temp.copyFixture("valid-site")
        let noRepository = try PatternsBinary.run(["diff", "HEAD~1", "HEAD", "--site", outside.path])
        #expect(noRepository.status == 2)
        #expect(noRepository.stderr.contains("is not in a git repository"))
    }

    private func writeTemp(_ temp: TemporaryFolder, _ name: String, _ text: String) throws -> String {
        let url = temp.url.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }
}
