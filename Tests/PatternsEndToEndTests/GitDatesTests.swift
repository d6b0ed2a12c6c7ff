import Foundation
import PatternsTestSupport
import Testing

/// "Last updated" and `<lastmod>` come from the last commit that touched each page's source.
@Suite struct GitDatesTests {
    /// The valid fixture in a subfolder of a repository made here, with two commits at fixed
    /// times and an entry whose path has a space and a non-ASCII letter.
    struct CommittedSite {
        let temp: TemporaryFolder
        let repository: GitRepository
        let site: URL
        let output: URL

        static let spacedEntry = "content/patterns/more controls/slider ü.md"

        init() throws {
            temp = try TemporaryFolder()
            repository = try GitRepository(at: temp.url.appendingPathComponent("repo"))
            site = repository.folder.appendingPathComponent("docs/catalog")
            try FileManager.default.createDirectory(at: site.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: PatternsBinary.fixtures.appendingPathComponent("valid-site"), to: site)
            output = temp.url.appendingPathComponent("out")
            let button = try String(contentsOf: site.appendingPathComponent("content/patterns/controls/button.md"), encoding: .utf8)
            try write(Self.spacedEntry, button.replacingOccurrences(of: "title: \"Button\"", with: "title: \"Slider\""))
            try repository.commitAll("first", date: "2026-01-02T10:00:00+01:00")
            try append("content/patterns/controls/toggle.md", "\nMore notes.\n")
            try append(Self.spacedEntry, "\nMore notes.\n")
            // 23:30 in New York: the page says the committer's day, not UTC's.
            try repository.commitAll("second", date: "2026-11-20T23:30:00-05:00")
        }

        func write(_ path: String, _ text: String) throws {
            let file = site.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: false, encoding: .utf8)
        }

        func append(_ path: String, _ text: String) throws {
            try write(path, try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8) + text)
        }

        @discardableResult
        func build(_ extra: [String] = [], environment: [String: String] = [:]) throws -> PatternsBinary.Run {
            let run = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path] + extra, environment: environment)
            #expect(run.status == 0, "\(run.stderr)")
            return run
        }

        func page(_ path: String) throws -> String { try read(output, path) }
    }

    static func lastUpdated(_ iso: String, _ text: String) -> String {
        "<p class=\"last-updated\">Last updated <time datetime=\"\(iso)\">\(text)</time></p>"
    }

    @Test func eachPageShowsTheDayItsSourceWasLastCommitted() throws {
        let site = try CommittedSite()
        try site.build()
        #expect(try site.page("patterns/button/index.html").contains(Self.lastUpdated("2026-01-02", "2 January 2026")))
        #expect(try site.page("patterns/toggle/index.html").contains(Self.lastUpdated("2026-11-20", "20 November 2026")))
        #expect(try site.page("patterns/slider ü/index.html").contains(Self.lastUpdated("2026-11-20", "20 November 2026")))
        #expect(try site.page("guides/intro/index.html").contains(Self.lastUpdated("2026-01-02", "2 January 2026")))
        #expect(try !site.page("index.html").contains("Last updated"), "list pages are not dated")

        let sitemap = try site.page("sitemap.xml")
        #expect(sitemap.contains("<url><loc>patterns/toggle/</loc><lastmod>2026-11-20</lastmod></url>"))
        #expect(sitemap.contains("<url><loc>patterns/slider ü/</loc><lastmod>2026-11-20</lastmod></url>"))
        #expect(sitemap.contains("<url><loc>patterns/button/</loc><lastmod>2026-01-02</lastmod></url>"))
        #expect(sitemap.contains("<url><loc>guides/components/widget/</loc><lastmod>2026-01-02</lastmod></url>"))
        #expect(sitemap.contains("<url><loc>checklist/</loc></url>"))
    }

    @Test func anUncommittedFileHasNoDateAndAnEditedOneKeepsItsCommits() throws {
        let site = try CommittedSite()
        try site.write("content/guides/draft.md", "# Draft\n\nNot committed yet.\n")
        try site.append("content/patterns/controls/button.md", "\nAn edit not committed yet.\n")
        try site.build()
        #expect(try !site.page("guides/draft/index.html").contains("Last updated"))
        #expect(try site.page("sitemap.xml").contains("<url><loc>guides/draft/</loc></url>"))
        #expect(try site.page("patterns/button/index.html").contains(Self.lastUpdated("2026-01-02", "2 January 2026")))
    }

    @Test func noGitDatesLeavesThemOut() throws {
        let site = try CommittedSite()
        try site.build(["--no-git-dates"])
        try Self.expectNoDates(in: site.output)
    }

    @Test func gitDatesFalseInTheConfigLeavesThemOut() throws {
        let site = try CommittedSite()
        try site.append("patterns.yml", "\ngitDates: false\n")
        try site.build()
        try Self.expectNoDates(in: site.output)
    }

    @Test func withoutGitOnThePathTheSiteBuildsUndated() throws {
        let site = try CommittedSite()
        let empty = site.temp.url.appendingPathComponent("no-tools")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        try site.build(environment: ["PATH": empty.path])
        try Self.expectNoDates(in: site.output)
    }

    /// Outside any repository, or in one without a commit yet, there is nothing to date pages from.
    @Test(arguments: [false, true])
    func withoutHistoryPagesAreUndated(inARepositoryWithoutCommits: Bool) throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        if inARepositoryWithoutCommits { _ = try GitRepository(at: site) }
        let output = temp.url.appendingPathComponent("out")
        let run = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path])
        #expect(run.status == 0, "\(run.stderr)")
        try Self.expectNoDates(in: output)
    }

    static func expectNoDates(in output: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for page in ["patterns/button/index.html", "patterns/toggle/index.html", "guides/intro/index.html"] {
            #expect(try !read(output, page).contains("Last updated"), "\(page)", sourceLocation: sourceLocation)
        }
        let sitemap = try read(output, "sitemap.xml")
        #expect(sitemap.contains("<url><loc>patterns/button/</loc></url>") && !sitemap.contains("lastmod"), sourceLocation: sourceLocation)
    }
}
