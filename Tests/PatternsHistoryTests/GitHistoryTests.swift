import Foundation
import PatternsCore
import PatternsTestSupport
import Testing
@testable import PatternsHistory

/// Dates from git: the one-pass log parser, and a real repository made by the test.
@Suite struct GitHistoryTests {
    /// What `git log --format=%x01%cI --name-status -z` prints: newest commit first; each file a
    /// status letter and a path, the commit's first status after a newline; a merge lists none. A
    /// file named `-path` is listed as deleted.
    static func log(_ commits: [(date: String, files: [String])]) -> [UInt8] {
        var bytes: [UInt8] = []
        for commit in commits {
            bytes += [1] + Array(commit.date.utf8) + [0]
            for (index, file) in commit.files.enumerated() {
                let deleted = file.hasPrefix("-")
                bytes += (index == 0 ? [10] : []) + Array((deleted ? "D" : "M").utf8) + [0] + Array((deleted ? String(file.dropFirst()) : file).utf8) + [0]
            }
        }
        return bytes
    }

    @Test func aPathsFirstAppearanceIsItsLastChange() {
        let dates = GitHistory.lastChanges(inLog: Self.log([
            ("2026-11-20T23:30:00-05:00", ["content/patterns/controls/button.md", "-content/guides/gone.md"]),
            ("2026-06-01T00:00:00+00:00", []),
            ("2026-01-02T10:00:00+01:00", ["content/guides/a guide.md", "content/patterns/controls/button.md", "content/patterns/ünï/日本.md",
                                           "content/guides/gone.md"]),
        ]))
        // gone.md's last change is its deletion: a file of that name now is one no commit dates.
        #expect(dates == [
            "content/patterns/controls/button.md": CommitDate(year: 2026, month: 11, day: 20)!,
            "content/guides/a guide.md": CommitDate(year: 2026, month: 1, day: 2)!,
            "content/patterns/ünï/日本.md": CommitDate(year: 2026, month: 1, day: 2)!,
        ])
    }

    @Test func theCommittersOwnDayIsKept() {
        // 23:30 in New York is already the next day in UTC; the page says the day the committer saw.
        let dates = GitHistory.lastChanges(inLog: Self.log([("2026-11-20T23:30:00-05:00", ["a.md"])]))
        #expect(dates["a.md"]?.iso == "2026-11-20")
    }

    @Test func filesOfACommitWithAnUnreadableDateAreSkipped() {
        let dates = GitHistory.lastChanges(inLog: Self.log([("yesterday", ["a.md"]), ("2026-01-02T10:00:00+01:00", ["a.md", "b.md"])]))
        #expect(dates == ["a.md": CommitDate(year: 2026, month: 1, day: 2)!, "b.md": CommitDate(year: 2026, month: 1, day: 2)!])
    }

    @Test func emptyOrTruncatedOutputGivesWhatItHolds() {
        #expect(GitHistory.lastChanges(inLog: []).isEmpty)
        #expect(GitHistory.lastChanges(inLog: [1] + Array("2026-01-02".utf8)).isEmpty)
        #expect(GitHistory.lastChanges(inLog: Array("\u{1}2026-01-02T00:00:00Z\0\nM\0a.md".utf8)) == ["a.md": CommitDate(year: 2026, month: 1, day: 2)!])
    }

    @Test func commitDatesReadAndWriteISODays() {
        #expect(CommitDate(iso: "2026-11-20T23:30:00-05:00")?.iso == "2026-11-20")
        #expect(CommitDate(iso: "0999-01-09")?.iso == "0999-01-09")
        for bad in ["2026-13-01", "2026-1-01", "20261120", "2026-11-2x", "", "2026-00-10"] {
            #expect(CommitDate(iso: bad) == nil, "\(bad)")
        }
        #expect(CommitDate(year: 2026, month: 1, day: 31)! < CommitDate(year: 2026, month: 2, day: 1)!)
    }

    @Test func aSiteInASubfolderOfARepositoryIsDatedByItsOwnPaths() throws {
        let temp = FileManager.default.temporaryDirectory.appendingPathComponent("patterns-git-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: temp) }
        let repository = try GitRepository(at: temp)
        let site = temp.appendingPathComponent("docs/my site")
        func write(_ path: String, _ text: String) throws {
            let file = site.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        #expect(GitHistory.at(siteRoot: site.path) == nil, "no commit yet")
        try write("content/patterns/a b/é.md", "one")
        try write("content/guides/intro.md", "one")
        try write("content/guides/gone.md", "one")
        try write("README.md", "outside content")
        try repository.commitAll("one", date: "2026-01-02T10:00:00+01:00")
        try write("content/guides/intro.md", "two")
        try FileManager.default.removeItem(at: site.appendingPathComponent("content/guides/gone.md"))
        try repository.commitAll("two", date: "2026-11-20T12:00:00+00:00")
        try write("content/patterns/a b/é.md", "uncommitted edit")
        try write("content/guides/new.md", "untracked")
        try write("content/guides/gone.md", "deleted in a commit, written again and not committed")

        let history = try #require(GitHistory.at(siteRoot: site.path))
        #expect(history.revision == (try repository.git(["rev-parse", "HEAD"]).trimmingWhitespace()))
        let dates = history.lastChanges()
        #expect(dates.revision == history.revision)
        #expect(dates.dates == [
            "content/patterns/a b/é.md": CommitDate(year: 2026, month: 1, day: 2)!,
            "content/guides/intro.md": CommitDate(year: 2026, month: 11, day: 20)!,
        ], "an edited file keeps its commit's day; an untracked one, even under a deleted file's name, has none; files outside content/ are not read")
    }

    @Test func aFolderOutsideAnyRepositoryHasNoHistory() throws {
        let temp = FileManager.default.temporaryDirectory.appendingPathComponent("patterns-git-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temp) }
        #expect(GitHistory.at(siteRoot: temp.path) == nil)
        #expect(GitHistory.at(siteRoot: temp.appendingPathComponent("missing").path) == nil)
    }
}
