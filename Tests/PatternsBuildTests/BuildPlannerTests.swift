import Foundation
import Testing
@testable import PatternsBuild
import PatternsCore

/// The planner picks the cheapest way of building whose output still equals a clean build's.
@Suite struct BuildPlannerTests {
    @Test func withoutACacheTheBuildIsClean() throws {
        let site = try TemporarySite()
        guard case .clean = try site.plan() else { Issue.record("expected a clean build"); return }
    }

    @Test func askingForACleanBuildIgnoresTheCache() throws {
        let site = try TemporarySite()
        try site.build()
        guard case .clean = try site.plan(clean: true) else { Issue.record("expected a clean build"); return }
    }

    @Test func anUnchangedSiteIsUpToDate() throws {
        let site = try TemporarySite()
        try site.build()
        guard case .upToDate(let manifest, _, let refreshed) = try site.plan() else { Issue.record("expected up to date"); return }
        #expect(!refreshed)
        #expect(manifest.modelCounts(collections: SiteConfig().collections).entries == 1)
        #expect(manifest.modelCounts(collections: SiteConfig().collections).guides == 1)
    }

    @Test func aTouchedButUnchangedFileIsUpToDateWithNewTimes() throws {
        let site = try TemporarySite()
        try site.build()
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)],
                                              ofItemAtPath: site.root + "/content/guides/intro.md")
        guard case .upToDate(let manifest, _, let refreshed) = try site.plan() else { Issue.record("expected up to date"); return }
        #expect(refreshed)
        let modified = try #require(manifest.sources["content/guides/intro.md"]).modified
        #expect(modified == Int64(1_000_000) * 1_000_000_000)
    }

    @Test func aProseEditRerendersOnlyItsOwnPage() throws {
        let site = try TemporarySite()
        try site.build()
        try site.edit("content/patterns/controls/button.md", replacing: "Prefer the platform button.", with: "Prefer *the* platform button!")
        guard case .ownPages(let work) = try site.plan() else { Issue.record("expected own pages"); return }
        #expect(work.changedSources == ["content/patterns/controls/button.md"])
        #expect(work.reloaded.entries.map(\.slug) == ["button"])
        #expect(work.reloaded.guides.isEmpty && work.reloaded.assets.isEmpty)
    }

    @Test func aProseEditWithANewWordRerendersOnlyItsOwnPageAndUpdatesTheSearchIndex() throws {
        let site = try TemporarySite()
        try site.build()
        try site.edit("content/patterns/controls/button.md", replacing: "Prefer the platform button.", with: "Prefer a real button.")
        guard case .ownPages(let work) = try site.plan() else { Issue.record("expected own pages"); return }
        #expect(work.manifest.search?.holds(page: "patterns/button/index.html") == true)
    }

    @Test func withoutTheSearchIndexANewWordRerendersTheWholeSite() throws {
        let site = try TemporarySite()
        try site.build()
        try FileManager.default.removeItem(atPath: site.root + "/.patterns-cache/search")
        try site.edit("content/patterns/controls/button.md", replacing: "Prefer the platform button.", with: "Prefer a real button.")
        guard case .wholeSite = try site.plan() else { Issue.record("expected the whole site"); return }
    }

    @Test func aReplacedAssetIsCopiedAsItsOwnPage() throws {
        let site = try TemporarySite()
        try site.build()
        try site.write("content/patterns/controls/images/button.png", "another picture")
        guard case .ownPages(let work) = try site.plan() else { Issue.record("expected own pages"); return }
        #expect(work.reloaded.assets == ["content/patterns/controls/images/button.png"])
    }

    @Test func aTitleEditRerendersTheWholeSite() throws {
        let site = try TemporarySite()
        try site.build()
        try site.edit("content/patterns/controls/button.md", replacing: "title: \"Button\"", with: "title: \"Push button\"")
        guard case .wholeSite(let previous, let changed, _) = try site.plan() else { Issue.record("expected the whole site"); return }
        #expect(changed == ["content/patterns/controls/button.md"])
        #expect(previous["patterns/button/index.html"] != nil)
    }

    /// `verify:` is shown by the criteria export, a file of the whole site: the hand-kept digest
    /// once missed it, so the edit rebuilt only the entry's page and left `criteria.json` stale.
    @Test func aVerifyEditRerendersTheWholeSite() throws {
        let site = try TemporarySite()
        try site.build()
        try site.edit("content/patterns/controls/button.md", replacing: "settings:", with: "verify: [keyboard.tab]\nsettings:")
        guard case .wholeSite(_, let changed, _) = try site.plan() else { Issue.record("expected the whole site"); return }
        #expect(changed == ["content/patterns/controls/button.md"])
    }

    @Test func aNewFileRerendersTheWholeSite() throws {
        let site = try TemporarySite()
        try site.build()
        try site.write("content/guides/more.md", "# More\n\nMore words.\n")
        guard case .wholeSite(_, let changed, _) = try site.plan() else { Issue.record("expected the whole site"); return }
        #expect(changed.isEmpty, "an added file is not a changed one")
    }

    @Test func aConfigEditRerendersTheWholeSite() throws {
        let site = try TemporarySite()
        try site.build()
        try site.edit("patterns.yml", replacing: "Planner Site", with: "Renamed Site")
        guard case .wholeSite(_, let changed, _) = try site.plan() else { Issue.record("expected the whole site"); return }
        #expect(changed.isEmpty)
    }

    @Test func aReplacedOutputFolderMeansACleanBuild() throws {
        let site = try TemporarySite()
        try site.build()
        try FileManager.default.removeItem(atPath: site.output)
        guard case .clean = try site.plan() else { Issue.record("expected a clean build"); return }
    }

    @Test func eachPlanReportsItsKind() throws {
        let site = try TemporarySite()
        #expect(try site.build().kind == .clean)
        let upToDate = try site.build()
        #expect(upToDate.kind == .upToDate)
        #expect(upToDate.written == 0 && upToDate.unchanged > 1)
        try site.edit("content/guides/intro.md", replacing: "first.", with: "*first*.")
        let ownPages = try site.build()
        #expect(ownPages.kind == .ownPages)
        #expect(ownPages.written == 1 && ownPages.rendered == 2, "the page; its search text is rendered but reads the same")
        #expect(ownPages.unchanged == upToDate.unchanged - 1)
        try site.edit("content/guides/intro.md", replacing: "# Getting started", with: "# Start here")
        #expect(try site.build().kind == .wholeSite)
    }
}
