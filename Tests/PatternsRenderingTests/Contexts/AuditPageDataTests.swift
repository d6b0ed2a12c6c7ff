import Foundation
@testable import PatternsCore
import PatternsDiagnostics
@testable import PatternsRendering
import Testing

/// What the audit scripts read from a page: the site's audit lists and an entry's criteria, the same
/// steps and expected results `DefectDraft` puts in a report, so a page and `draft_defect` agree.
@Suite struct AuditPageDataTests {
    private func data(config: SiteConfig = SampleSite.config) throws -> [String: Any] {
        let json = AuditPageData.json(config: config, entries: [SampleSite.button.summary])
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func everyCriterionCarriesTheStepsAndExpectedResultOfItsDraft() throws {
        let entries = try #require(try data()["entries"] as? [[String: Any]])
        let criteria = try #require(entries.first?["criteria"] as? [[String: Any]])
        #expect(criteria.count == DefectDraft.sources(of: SampleSite.button.summary).count && criteria.count > 5)
        for criterion in criteria {
            let id = try #require(criterion["id"] as? String)
            let draft = try DefectDraft(site: SampleSite.site, criterionID: id, actual: "x")
            #expect(criterion["expected"] as? String == draft.expected, "\(id)")
            #expect(criterion["steps"] as? [String] == draft.steps, "\(id)")
        }
        #expect(entries.first?["successCriteria"] as? [String] == ["2.1.1 Keyboard (A)", "2.4.7 Focus Visible (AA)", "4.1.2 Name, Role, Value (A)"])
        #expect(entries.first?["page"] as? String == SampleSite.button.pagePath.text)
    }

    @Test func theListsAreTheSitesOwnWithTheirPlatformTitles() throws {
        var config = SampleSite.config
        config.platforms = [Platform("ios"), Platform("windows", title: "Windows 11")]
        config.audit = AuditLists(platforms: [Platform("windows")], assistiveTechnologies: ["JAWS"], browsers: ["Edge"])
        let lists = try data(config: config)
        #expect(lists["platforms"] as? [[String: String]] == [["id": "windows", "title": "Windows 11"]])
        #expect(lists["assistiveTechnologies"] as? [String] == ["JAWS"])
        #expect(lists["browsers"] as? [String] == ["Edge"])
        #expect(lists["severities"] as? [String] == ["critical", "serious", "moderate", "minor"])
        // A draft names the platform as the lists title it.
        let site = Site(config: config, entries: [SampleSite.button], guides: [], assets: [])
        let id = try #require(DefectDraft.sources(of: SampleSite.button.summary).first?.id)
        #expect(try DefectDraft(site: site, criterionID: id, actual: "No ring", platform: "windows").title == "Button: No ring — Windows 11")
    }

    @Test func theDataIsSafeInsideAScriptElement() {
        var config = SampleSite.config
        config.audit.browsers = ["</script><b>"]
        #expect(!AuditPageData.json(config: config, entries: []).contains("</script>"))
    }
}

/// The defect reporter's data scripts: an index of every entry, and each entry's criteria written once,
/// under its first category.
@Suite struct DefectsDataTests {
    @Test func eachEntryIsIndexedAndWrittenOnceUnderItsFirstCategory() throws {
        let site = SampleSite.site
        let index = DefectsData.index(site: site)
        #expect(index.path == "defects/data/index.js")
        let text = index.withBytes { String(decoding: $0, as: UTF8.self) }
        #expect(text.hasPrefix("window.patternsDefectIndex([{\"k\":\"button\",\"t\":\"Button\",\"p\":\"\(SampleSite.button.pagePath)\",\"c\":\"Controls\",\"d\":\"controls-1\"}"))
        let chunks = site.categoryGroups.flatMap { DefectsData.files(of: $0, config: site.config) }
        #expect(chunks.map(\.path) == ["defects/data/controls-1.js"])
        let chunk = try #require(chunks.first).withBytes { String(decoding: $0, as: UTF8.self) }
        #expect(chunk.hasPrefix("window.patternsDefectChunk(\"controls-1\",[{\"title\":\"Button\""))
        #expect(chunk.components(separatedBy: "\"title\":").count - 1 == site.entries.count)
    }
}
