import Foundation
import PatternsTestSupport
import Testing

/// After every kind of edit, an incremental build must write exactly what a clean build writes,
/// and touch no more files than the edit can change.
@Suite struct IncrementalBuildTests {
    /// A built copy of the valid fixture, ready to edit and rebuild.
    struct BuiltSite {
        let temp: TemporaryFolder
        let site: URL
        let output: URL
        /// The repository holding the site (in a subfolder), when it was built committed.
        let repository: GitRepository?

        /// `committedOn` (an ISO 8601 time) puts the site in a repository and commits it then, before the first build.
        init(fixture: String = "valid-site", committedOn date: String? = nil) throws {
            temp = try TemporaryFolder()
            site = try temp.copyFixture(fixture)
            output = temp.url.appendingPathComponent("out")
            if let date {
                let repository = try GitRepository(at: temp.url)
                try "out/\nclean/\n".write(to: temp.url.appendingPathComponent(".gitignore"), atomically: false, encoding: .utf8)
                try repository.commitAll("first", date: date)
                self.repository = repository
            } else {
                repository = nil
            }
            let first = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path])
            #expect(first.status == 0, "\(first.stderr)")
            #expect(first.stderr.contains("(clean build)"), "\(first.stderr)")
        }

        func edit(_ path: String, _ change: (String) -> String) throws {
            let file = site.appendingPathComponent(path)
            let text = try String(contentsOf: file, encoding: .utf8)
            let changed = change(text)
            #expect(changed != text, "the edit of \(path) changed nothing")
            try changed.write(to: file, atomically: false, encoding: .utf8)
        }

        /// Commits everything at `date` (the site must have been built committed).
        func commit(on date: String) throws {
            try #require(repository).commitAll("edit", date: date)
        }

        /// Rebuilds incrementally, without comparing; what the build printed.
        func rebuild(_ extra: [String] = [], sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
            let run = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path] + extra)
            #expect(run.status == 0, "\(run.stderr)", sourceLocation: sourceLocation)
            return run.stderr
        }

        /// Rebuilds incrementally, builds the same site from scratch elsewhere, and compares every byte.
        @discardableResult
        func rebuildMatchesCleanBuild(_ extra: [String] = [], sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
            let incremental = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path] + extra)
            #expect(incremental.status == 0, "\(incremental.stderr)", sourceLocation: sourceLocation)
            let cleanOutput = temp.url.appendingPathComponent("clean")
            try? FileManager.default.removeItem(at: cleanOutput)
            let clean = try PatternsBinary.run(["build", "--clean", "--site", site.path, "--output", cleanOutput.path] + extra)
            #expect(clean.status == 0, "\(clean.stderr)", sourceLocation: sourceLocation)
            let expected = TemporaryFolder.snapshot(cleanOutput)
            let actual = TemporaryFolder.snapshot(output)
            #expect(Set(actual.keys) == Set(expected.keys), sourceLocation: sourceLocation)
            let differing = expected.keys.filter { actual[$0] != nil && actual[$0] != expected[$0] }.sorted()
            #expect(differing.isEmpty, "differs from a clean build: \(differing)", sourceLocation: sourceLocation)
            return incremental.stderr
        }

        /// `rebuildMatchesCleanBuild`, and the output files the incremental build wrote (new or
        /// replaced: another inode or time), sorted by path.
        func rebuildMatchesCleanBuildRewriting(sourceLocation: SourceLocation = #_sourceLocation) throws -> (log: String, rewritten: Set<String>) {
            let before = Self.stamps(output)
            let log = try rebuildMatchesCleanBuild(sourceLocation: sourceLocation)
            let after = Self.stamps(output)
            return (log, Set(after.keys.filter { before[$0] != after[$0] }))
        }

        /// Each file's inode and modification time: an output transaction replaces a file by renaming a new one over it.
        private static func stamps(_ folder: URL) -> [String: String] {
            var result: [String: String] = [:]
            guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return result }
            while let relative = enumerator.nextObject() as? String {
                guard let attributes = try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(relative).path),
                      attributes[.type] as? FileAttributeType == .typeRegular else { continue }
                result[relative] = "\(attributes[.systemFileNumber] ?? 0) \((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
            }
            return result
        }
    }

    @Test func changingACollectionsPermalinkMovesItsPages() throws {
        let built = try BuiltSite(fixture: "collections-site")
        try built.edit("patterns.yml") { $0.replacingOccurrences(of: "/checklist-web/:slug/", with: "/w/:slug/") }
        try built.rebuildMatchesCleanBuild()
        #expect(FileManager.default.fileExists(atPath: built.output.appendingPathComponent("w/button/index.html").path))
        #expect(!FileManager.default.fileExists(atPath: built.output.appendingPathComponent("checklist-web/button/index.html").path))
    }

    @Test func editingABodyRewritesOnlyThatEntrysPage() throws {
        let built = try BuiltSite()
        try built.edit("content/patterns/controls/button.md") {
            $0.replacingOccurrences(of: "- Prefer the platform button.", with: "- Prefer the *platform* button, the platform button.")
        }
        let log = try built.rebuildMatchesCleanBuild()
        #expect(log.contains("1 changed source: wrote 2 of 2 rendered files"), "the page and its search text: \(log)")
        #expect(log.contains("(own pages re-rendered)"), "\(log)")
    }

    @Test func aNewWordInTheNotesReachesTheSearchShards() throws {
        let built = try BuiltSite()
        let shard = built.output.appendingPathComponent("static/search/z.js")
        #expect(!FileManager.default.fileExists(atPath: shard.path))
        try built.edit("content/patterns/controls/button.md") {
            $0.replacingOccurrences(of: "- Prefer the platform button.", with: "- Prefer the platform button, zebra.")
        }
        var (log, rewritten) = try built.rebuildMatchesCleanBuildRewriting()
        #expect(log.contains("(own pages re-rendered)"), "\(log)")
        #expect(rewritten == ["patterns/button/index.html", "static/search/text/patterns/button.js", "static/search/z.js", "static/search/shard-list.js"], "the page, its text, only the new word's shard and the list")
        let text = try String(contentsOf: shard, encoding: .utf8)
        #expect(text.contains("\"zebra\":[0,8]") && text.contains("\"patterns/button/index.html\""))
        #expect(try String(contentsOf: built.output.appendingPathComponent("static/search/shard-list.js"), encoding: .utf8)
            .contains("\"z\""))

        _ = try built.rebuild()
        try built.edit("content/patterns/controls/button.md") {
            $0.replacingOccurrences(of: ", zebra.", with: ".")
        }
        (log, rewritten) = try built.rebuildMatchesCleanBuildRewriting()
        #expect(log.contains("(own pages re-rendered)") && log.contains("removed 1"), "\(log)")
        #expect(rewritten == ["patterns/button/index.html", "static/search/text/patterns/button.js", "static/search/shard-list.js"])
        #expect(!FileManager.default.fileExists(atPath: shard.path), "a shard no word needs any more is removed")
    }

    /// A word added (`plainly`) or removed (`prefer`; `use` was on the page already): the p shard
    /// changes, the shard list stays as it was.
    @Test(arguments: ["- Prefer the platform button, plainly.", "- Use the platform button."])
    func aWordAddedOrRemovedRewritesOnlyTheShardOfItsFirstLetter(_ line: String) throws {
        let built = try BuiltSite()
        try built.edit("content/patterns/controls/button.md") { $0.replacingOccurrences(of: "- Prefer the platform button.", with: line) }
        let (log, rewritten) = try built.rebuildMatchesCleanBuildRewriting()
        #expect(log.contains("(own pages re-rendered)"), "\(log)")
        #expect(rewritten == ["patterns/button/index.html", "static/search/text/patterns/button.js", "static/search/p.js"])
    }

    @Test func aNewWordInAGuideReachesTheSearchShards() throws {
        let built = try BuiltSite()
        try built.edit("content/guides/intro.md") { $0.replacingOccurrences(of: "Names matter.", with: "Names matter, zebra.") }
        let (log, rewritten) = try built.rebuildMatchesCleanBuildRewriting()
        #expect(log.contains("(own pages re-rendered)"), "\(log)")
        #expect(rewritten == ["guides/intro/index.html", "static/search/text/guides/intro.js", "static/search/z.js", "static/search/shard-list.js"], "\(rewritten)")
    }

    @Test func aRenamedEntryKeepsItsWordsUpToDate() throws {
        let built = try BuiltSite()
        let folder = built.site.appendingPathComponent("content/patterns/controls")
        try FileManager.default.moveItem(at: folder.appendingPathComponent("toggle.md"), to: folder.appendingPathComponent("switch.md"))
        try built.rebuildMatchesCleanBuild()
        // The clean comparison build left the cache describing its own folder; build this one again first.
        _ = try built.rebuild()
        try built.edit("content/patterns/controls/switch.md") { $0.replacingOccurrences(of: "See the [button]", with: "See the zebra crossing and the [button]") }
        let (log, rewritten) = try built.rebuildMatchesCleanBuildRewriting()
        #expect(log.contains("(own pages re-rendered)"), "\(log)")
        #expect(rewritten.isSuperset(of: ["patterns/switch/index.html", "static/search/z.js", "static/search/c.js"]), "\(rewritten)")
    }

    @Test func aDeletedEntrysWordsLeaveTheIndex() throws {
        let built = try BuiltSite()
        try built.edit("content/patterns/controls/toggle.md") { $0.replacingOccurrences(of: "See the [button]", with: "See the zebra crossing and the [button]") }
        try built.rebuildMatchesCleanBuild()
        _ = try built.rebuild()
        try FileManager.default.removeItem(at: built.site.appendingPathComponent("content/patterns/controls/toggle.md"))
        let log = try built.rebuildMatchesCleanBuild()
        #expect(log.contains("(whole site re-rendered)"), "\(log)")
        #expect(!FileManager.default.fileExists(atPath: built.output.appendingPathComponent("static/search/z.js").path))
        _ = try built.rebuild()
        try built.edit("content/patterns/controls/button.md") {
            $0.replacingOccurrences(of: "- Prefer the platform button.", with: "- Prefer the platform button, zebra.")
        }
        let (again, rewritten) = try built.rebuildMatchesCleanBuildRewriting()
        #expect(again.contains("(own pages re-rendered)"), "\(again)")
        #expect(rewritten == ["patterns/button/index.html", "static/search/text/patterns/button.js", "static/search/z.js", "static/search/shard-list.js"])
    }

    @Test func editingATipRerendersTheSiteButWritesOnlyChangedFiles() throws {
        let built = try BuiltSite()
        try built.edit("content/patterns/controls/button.md") {
            $0.replacingOccurrences(of: "for icon-only buttons", with: "for buttons that show only an icon")
        }
        let log = try built.rebuildMatchesCleanBuild()
        // The entry page and the iOS platform page show the tip (the defect reporter's data, criteria only, is unchanged); the search shard of "show" gains a word, and the entry's search text changes.
        #expect(log.contains("wrote 4 of 73 rendered files"), "\(log)")
    }

    @Test func citingWCAGAndEditingACitingCriterionUpdateTheWCAGPages() throws {
        let built = try BuiltSite()
        try built.edit("content/patterns/controls/button.md") {
            $0.replacingOccurrences(of: "settings:", with: "wcag:\n  - name: Operable\n    list:\n      - criteria: Is keyboard operable\n        sc: [2.1.1]\nsettings:")
        }
        try built.rebuildMatchesCleanBuild()
        #expect(FileManager.default.fileExists(atPath: built.output.appendingPathComponent("wcag/2.1.1/index.html").path))
        // The clean comparison build left the cache describing its own folder; build this one again first.
        #expect(try PatternsBinary.run(["build", "--site", built.site.path, "--output", built.output.path]).status == 0)
        // Only the text changes, which the criterion's page shows beside the entry.
        try built.edit("content/patterns/controls/button.md") {
            $0.replacingOccurrences(of: "Is keyboard operable", with: "Works with the keyboard alone")
        }
        try built.rebuildMatchesCleanBuild()
        #expect(try read(built.output, "wcag/2.1.1/index.html").contains("Works with the keyboard alone"))
    }

    /// Whether an example is a counter-example, and whether a notes section says `n/a`, change no
    /// word and no heading, but the coverage page counts them: they must not stay own-page edits.
    @Test func markingACounterExampleUpdatesTheCoveragePage() throws {
        let built = try BuiltSite(fixture: "media-site")
        try built.edit("content/patterns/controls/text-field.md") {
            $0.replacingOccurrences(of: "```html example file=", with: "```html example inaccessible file=")
        }
        let log = try built.rebuildMatchesCleanBuild()
        #expect(log.contains("(whole site re-rendered)"), "\(log)")
        #expect(try read(built.output, "coverage/index.html").contains("Web entries without a working example (1)"))
    }

    @Test func aNotesSectionSayingNotApplicableUpdatesTheCoveragePage() throws {
        let built = try BuiltSite()
        try built.edit("content/patterns/controls/toggle.md") { $0 + "\n### Focus\n\nApplicable, not.\n" }
        try built.rebuildMatchesCleanBuild()
        #expect(try PatternsBinary.run(["build", "--site", built.site.path, "--output", built.output.path]).status == 0)
        try built.edit("content/patterns/controls/toggle.md") {
            $0.replacingOccurrences(of: "Applicable, not.", with: "Not applicable.")
        }
        let log = try built.rebuildMatchesCleanBuild()
        #expect(log.contains("(whole site re-rendered)"), "\(log)")
    }

    @Test func renamingAnEntry() throws {
        let built = try BuiltSite()
        let folder = built.site.appendingPathComponent("content/patterns/controls")
        try FileManager.default.moveItem(at: folder.appendingPathComponent("toggle.md"), to: folder.appendingPathComponent("switch.md"))
        let log = try built.rebuildMatchesCleanBuild()
        #expect(log.contains("removed"), "\(log)")
        #expect(!FileManager.default.fileExists(atPath: built.output.appendingPathComponent("patterns/toggle").path))
    }

    @Test func changingATitleUpdatesListPagesAndNeighbours() throws {
        let built = try BuiltSite()
        try built.edit("content/patterns/controls/button.md") { $0.replacingOccurrences(of: "title: \"Button\"", with: "title: \"Push Button\"") }
        let log = try built.rebuildMatchesCleanBuild()
        #expect(log.contains("(whole site re-rendered)"), "\(log)")
    }

    @Test func changingACategory() throws {
        let built = try BuiltSite()
        try built.edit("content/patterns/controls/button.md") { $0.replacingOccurrences(of: "categories: controls", with: "categories: navigation") }
        try built.rebuildMatchesCleanBuild()
        // The entry's checklist data moved with it.
        let navigation = try String(contentsOf: built.output.appendingPathComponent("checklist/data/navigation-1.js"), encoding: .utf8)
        let controls = try String(contentsOf: built.output.appendingPathComponent("checklist/data/controls-1.js"), encoding: .utf8)
        #expect(navigation.contains("\"k\":\"button\"") && !controls.contains("\"k\":\"button\""))
    }

    @Test func deletingAnEntry() throws {
        let built = try BuiltSite()
        try FileManager.default.removeItem(at: built.site.appendingPathComponent("content/patterns/controls/toggle.md"))
        let log = try built.rebuildMatchesCleanBuild()
        #expect(log.contains("removed"), "\(log)")
    }

    @Test func addingAnEntry() throws {
        let built = try BuiltSite()
        let source = built.site.appendingPathComponent("content/patterns/controls/button.md")
        let copy = try String(contentsOf: source, encoding: .utf8).replacingOccurrences(of: "title: \"Button\"", with: "title: \"Icon Button\"")
        try copy.write(to: built.site.appendingPathComponent("content/patterns/controls/icon-button.md"), atomically: false, encoding: .utf8)
        try built.rebuildMatchesCleanBuild()
    }

    @Test func editingATemplate() throws {
        let built = try BuiltSite()
        let templates = built.site.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try "{{% CONTENT_TYPE: HTML}}<!doctype html><title>{{chrome.documentTitle}}</title><p>custom 404</p>\n"
            .write(to: templates.appendingPathComponent("404.mustache"), atomically: false, encoding: .utf8)
        let log = try built.rebuildMatchesCleanBuild()
        #expect(log.contains("wrote 1 of 73 rendered files"), "\(log)")
    }

    @Test func editingTheConfig() throws {
        let built = try BuiltSite()
        try built.edit("patterns.yml") { $0.replacingOccurrences(of: "title: \"Fixture Catalog\"", with: "title: \"Renamed Catalog\"") }
        let log = try built.rebuildMatchesCleanBuild()
        #expect(log.contains("(whole site re-rendered)"), "\(log)")
    }

    @Test func replacingAnAsset() throws {
        let built = try BuiltSite()
        try Data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3]).write(to: built.site.appendingPathComponent("content/patterns/controls/images/toggle.png"))
        let log = try built.rebuildMatchesCleanBuild()
        #expect(log.contains("wrote 1 of 1 rendered files"), "\(log)")
    }

    @Test func aNoOpRebuildReadsAndWritesNothing() throws {
        let built = try BuiltSite()
        let log = try built.rebuildMatchesCleanBuild()
        #expect(log.contains("is up to date (73 files)"), "\(log)")
    }

    @Test func anErrorInAnEditedFileStopsTheBuildAndKeepsTheOutput() throws {
        let built = try BuiltSite()
        let before = TemporaryFolder.snapshot(built.output)
        try built.edit("content/patterns/controls/button.md") { $0.replacingOccurrences(of: "  tab: |", with: "  tab: [unclosed") }
        let run = try PatternsBinary.run(["build", "--site", built.site.path, "--output", built.output.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("content/patterns/controls/button.md:"), "\(run.stderr)")
        #expect(TemporaryFolder.snapshot(built.output) == before)
        try built.edit("content/patterns/controls/button.md") { $0.replacingOccurrences(of: "  tab: [unclosed", with: "  tab: |") }
        let log = try built.rebuildMatchesCleanBuild()
        #expect(log.contains("is up to date"), "\(log)")
    }

    @Test func warningsOfUnchangedFilesAreReportedAgain() throws {
        let built = try BuiltSite()
        let first = try PatternsBinary.run(["build", "--site", built.site.path, "--output", built.output.path])
        #expect(first.stderr.contains("1 warning"), "\(first.stderr)")
        try built.edit("content/patterns/controls/button.md") {
            $0.replacingOccurrences(of: "- Prefer the platform button.", with: "- Prefer the native button.")
        }
        let log = try built.rebuildMatchesCleanBuild()
        #expect(log.contains("1 warning"), "\(log)")
    }

    @Test(arguments: [false, true])
    func anOutputDeletedSinceTheLastBuildIsRebuiltWhole(madeAgainEmpty: Bool) throws {
        let built = try BuiltSite()
        try FileManager.default.removeItem(at: built.output)
        // A folder made again may get the same inode back; it must still not pass for the old one.
        if madeAgainEmpty { try FileManager.default.createDirectory(at: built.output, withIntermediateDirectories: false) }
        let log = try built.rebuildMatchesCleanBuild()
        #expect(log.contains("(clean build)"), "\(log)")
    }

    // MARK: Git dates

    static let january = "2026-01-02T10:00:00+01:00"
    static let november = "2026-11-20T12:00:00+00:00"

    @Test func committingAnEditRerendersItsPageAndTheSitemap() throws {
        let built = try BuiltSite(committedOn: Self.january)
        try built.edit("content/patterns/controls/button.md") {
            $0.replacingOccurrences(of: "- Prefer the platform button.", with: "- Prefer the *platform* button, the platform button.")
        }
        try built.commit(on: Self.november)
        let log = try built.rebuildMatchesCleanBuild()
        #expect(log.contains("1 changed source: wrote 3 of 3 rendered files"), "the page, its search text and the sitemap: \(log)")
        #expect(log.contains("(own pages re-rendered)"), "\(log)")
        #expect(try read(built.output, "patterns/button/index.html").contains("<time datetime=\"2026-11-20\">20 November 2026</time>"))
        #expect(try read(built.output, "sitemap.xml").contains("<loc>patterns/button/</loc><lastmod>2026-11-20</lastmod>"))
    }

    @Test func committingWhatWasAlreadyBuiltRedatesOnlyThatPage() throws {
        let built = try BuiltSite(committedOn: Self.january)
        try built.edit("content/guides/intro.md") { $0.replacingOccurrences(of: "Names matter.", with: "Names *matter*.") }
        let edited = try built.rebuild()
        #expect(edited.contains("1 changed source: wrote 1 of 2 rendered files"), "an uncommitted edit keeps the committed day; the search text reads the same: \(edited)")
        try built.commit(on: Self.november)
        let log = try built.rebuildMatchesCleanBuild()
        #expect(log.contains("0 changed sources, 1 with a new git date: wrote 2 of 3 rendered files"), "\(log)")
        #expect(try read(built.output, "guides/intro/index.html").contains("<time datetime=\"2026-11-20\">"))
    }

    @Test func aCommitThatChangesNoPagesDayLeavesTheSiteUpToDate() throws {
        let built = try BuiltSite(committedOn: Self.january)
        try built.commit(on: Self.november)
        let log = try built.rebuildMatchesCleanBuild()
        #expect(log.contains("is up to date"), "\(log)")
    }

    @Test func turningDatesOffAndOnRerendersOnlyTheDatedPages() throws {
        let built = try BuiltSite(committedOn: Self.january)
        // Three entries and two guides, and the sitemap.
        let off = try built.rebuildMatchesCleanBuild(["--no-git-dates"])
        #expect(off.contains("5 with new git dates: wrote 6 of 11 rendered files"), "pages and their search texts, and the sitemap: \(off)")
        #expect(try !read(built.output, "sitemap.xml").contains("lastmod"))
        #expect(try built.rebuild(["--no-git-dates"]).contains("(clean build)"), "the comparison build left the cache describing its own folder")
        let on = try built.rebuildMatchesCleanBuild()
        #expect(on.contains("5 with new git dates: wrote 6 of 11 rendered files"), "\(on)")
    }
}
