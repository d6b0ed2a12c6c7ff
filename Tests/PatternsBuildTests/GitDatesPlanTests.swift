import Foundation
import PatternsCore
import PatternsDiagnostics
import PatternsHistory
import PatternsTestSupport
import Testing
@testable import PatternsBuild

/// The planner reads git dates once per commit and re-renders only the pages whose date changed.
@Suite struct GitDatesPlanTests {
    static let january = CommitDate(year: 2026, month: 1, day: 2)!
    static let november = CommitDate(year: 2026, month: 11, day: 20)!

    /// The planner's site, committed in a repository of its own on 2 January 2026.
    static func committedSite() throws -> (TemporarySite, GitRepository) {
        let site = try TemporarySite()
        let repository = try GitRepository(at: URL(fileURLWithPath: site.root))
        try repository.commitAll("first", date: "2026-01-02T10:00:00+01:00")
        return (site, repository)
    }

    @Test func aCleanBuildDatesEveryCommittedSource() throws {
        let (site, _) = try Self.committedSite()
        guard case .clean(let dates) = try site.plan() else { Issue.record("expected a clean build"); return }
        #expect(dates["content/patterns/controls/button.md"] == Self.january)
        #expect(dates["content/guides/intro.md"] == Self.january)
    }

    @Test func withDatesOffThereAreNone() throws {
        let (site, _) = try Self.committedSite()
        var options = site.options
        options.gitDates = false
        let outputPath = URL(fileURLWithPath: site.output).standardizedFileURL.resolvingSymlinksInPath().path
        let inputs = try BuildInputs.read(options, outputPath: outputPath, cacheMemory: nil, diagnostics: DiagnosticEngine())
        #expect(inputs.history == nil)
        guard case .clean(let dates) = BuildPlanner(inputs: inputs).plan(clean: false) else { Issue.record("expected a clean build"); return }
        #expect(dates == .none)
    }

    @Test func committingABuiltEditRedatesOnlyItsPage() throws {
        let (site, repository) = try Self.committedSite()
        try site.build()
        try site.edit("content/guides/intro.md", replacing: "first.", with: "first!")
        #expect(try site.build().kind == .ownPages)
        try repository.commitAll("second", date: "2026-11-20T23:30:00-05:00")
        guard case .ownPages(let work) = try site.plan() else { Issue.record("expected own pages"); return }
        #expect(work.changedSources.isEmpty)
        #expect(work.redatedSources == ["content/guides/intro.md"])
        #expect(work.datesChanged)
        #expect(work.reloaded.guides.map(\.sourcePath) == ["content/guides/intro.md"] && work.reloaded.entries.isEmpty)
        #expect(work.manifest.dates["content/guides/intro.md"] == Self.november)
    }

    @Test func aCommitThatDatesNoPageDifferentlyIsUpToDateAndRemembered() throws {
        let (site, repository) = try Self.committedSite()
        try site.build()
        try Data("notes".utf8).write(to: URL(fileURLWithPath: site.root + "/NOTES.txt"))
        try repository.commitAll("outside content", date: "2026-11-20T10:00:00+00:00")
        let head = try repository.git(["rev-parse", "HEAD"]).trimmingWhitespace()
        guard case .upToDate(let manifest, _, let manifestChanged) = try site.plan() else { Issue.record("expected up to date"); return }
        #expect(manifestChanged, "the new commit is recorded, so the next build need not read the log again")
        #expect(manifest.dates.revision == head)
        try site.build()
        guard case .upToDate(_, _, let again) = try site.plan() else { Issue.record("expected up to date"); return }
        #expect(!again)
    }
}
