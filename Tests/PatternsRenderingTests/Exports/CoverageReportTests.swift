import Foundation
@testable import PatternsCore
import Testing
@testable import PatternsExports
@testable import PatternsRendering

/// The coverage report of a catalog without videos: its captions figure says there are none
/// instead of a 100% of nothing, in every format and on the page.
@Suite("Coverage report")
struct CoverageReportTests {
    /// The sample's toggle alone: no videos (the button has one).
    static let site = Site(config: SampleSite.config, entries: [SampleSite.toggle], guides: [], assets: [])
    static let coverage = CatalogCoverage(site: site)
    static let report = CoverageReport(site: site, coverage: coverage)

    @Test("text and Markdown say no videos were found, not 100%")
    func noVideosInText() {
        #expect(Self.report.text(.text).contains("\n  Video captions            n/a  (0 of 0; no videos found)\n"))
        #expect(Self.report.text(.markdown).contains("\n| Video captions | no videos found | 0 | 0 | n/a |\n"))
    }

    @Test("JSON marks the kind not applicable and counts the videos found")
    func noVideosInJSON() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(Self.report.text(.json).utf8)) as? [String: Any])
        let kinds = try #require(object["kinds"] as? [[String: Any]])
        #expect(kinds.map { $0["applicable"] as? Bool } == [true, true, true, false, true, true])
        #expect(kinds.map { $0["inOverall"] as? Bool } == [true, true, true, true, false, false], "sources and confirmations only on request")
        #expect(object["videos"] as? [String: Int] == ["found": 0, "withCaptions": 0])
        #expect(object["wcag"] as? [String: Int] == ["cited": 0, "plainLanguageOnly": 0, "missing": 1])
    }

    @Test("the page's summary says not applicable and why")
    func noVideosOnThePage() throws {
        let page = CoveragePage(coverage: Self.coverage, site: Self.site, context: SampleSite.context)
        let captions = try #require(page.kinds.first { $0.title == CoverageKind.captions.title })
        #expect(captions.percent == NotApplicable.displayText)
        #expect(captions.description?.hasSuffix(". No videos found") == true)
    }
}
