import Foundation
import PatternsCore
import Testing
@testable import PatternsExports
@testable import PatternsRendering

/// The shapes of the criteria exports for the sample site.
@Suite("Criteria exports")
struct CriteriaExportTests {
    let export = CriteriaExport(site: SampleSite.site, covering: SampleSite.site.entries)
    let entries = SampleSite.site.entries

    @Test("criteria.json names its schema and the site, and lists each entry's criteria as input and expected pairs")
    func json() throws {
        let text = export.text(.json, for: entries)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(document["$schema"] as? String == "criteria.schema.json")
        #expect(document["site"] as? String == "Sample patterns")
        let items = try #require(document["entries"] as? [[String: Any]])
        #expect(items.map { $0["id"] as? String } == ["button", "toggle"])
        let button = items[0]
        #expect(button["url"] as? String == "https://example.com/patterns/button/")
        #expect(button["platforms"] as? [String] == ["ios", "web"])
        #expect((button["keyboard"] as? [[String: String]])?.map { $0["expected"] } == ["Focus moves to the button", "The action runs"])
        #expect((button["settings"] as? [[String: String]])?.count == 1)
        #expect((button["screenreader"] as? [[String: String]])?.count == 4)
        #expect((button["gherkin"] as? [String])?.isEmpty == false)
        #expect(items[1]["description"] == nil)
        #expect(button["wcag"] as? [String] == ["2.1.1", "2.4.7", "4.1.2"])
        #expect(items[1]["wcag"] == nil)
        #expect(text.hasSuffix("}\n"))
    }

    @Test("criteria.csv has a header and one row per criterion, CRLF-separated")
    func csv() {
        let rows = export.text(.csv, for: entries).components(separatedBy: "\r\n")
        #expect(rows[0] == "entry,title,url,categories,platforms,criterion id,section,input,expected result,result")
        // Button: 2 keyboard, 1 mobile, 4 screen reader, 1 setting, 2 WCAG; Toggle: 1, 1, 4; then the final line break.
        #expect(rows.count == 1 + 10 + 6 + 1)
        #expect(rows.contains("button,Button,https://example.com/patterns/button/,controls,ios web,,WCAG Operable,2.1.1 2.4.7,Is keyboard operable,"))
        #expect(rows.contains("button,Button,https://example.com/patterns/button/,controls,ios web,,WCAG,4.1.2,\"4.1.2 Name, Role, Value (A)\","))
        #expect(rows.last == "")
        #expect(rows[1].hasPrefix("button,Button,https://example.com/patterns/button/,controls,ios web,patterns/button#keyboard.tab,Keyboard,"))
        #expect(rows.contains { $0.hasPrefix("button,") && $0.contains(",Device settings,") })
    }

    @Test("CSV cells are quoted when they hold a separator, and cannot start a formula")
    func csvFields() {
        #expect(CriteriaExport.csvLine(["plain", "a, b"]) == "plain,\"a, b\"\r\n")
        #expect(CriteriaExport.csvLine(["say \"hi\""]) == "\"say \"\"hi\"\"\"\r\n")
        #expect(CriteriaExport.csvLine(["=SUM(A1)", "-1", "+x", "@me"]) == "'=SUM(A1),'-1,'+x,'@me\r\n")
        #expect(CriteriaExport.csvLine(["two\r\nlines", "=a,b"]) == "\"two\r\nlines\",\"'=a,b\"\r\n")
    }

    @Test("a feature file is tagged by platform and way of testing, with one tagged scenario each")
    func gherkin() {
        let feature = export.text(.gherkin, for: [SampleSite.button])
        let lines = feature.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "@ios @web @keyboard @screenreader @settings")
        #expect(lines[1] == "Feature: Button")
        #expect(lines.contains { $0.hasPrefix("  Scenario: ") })
        #expect(lines.contains { $0.hasPrefix("    Given ") || $0.hasPrefix("    When ") })
        #expect(feature.hasSuffix("\n"))
    }

    @Test("the build's export files: JSON, its schema, CSV and llms.txt; one feature file per entry, from its criteria")
    func files() {
        let export = CriteriaExport(site: SampleSite.site, context: SampleSite.context, criteria: SampleSite.criteria)
        #expect(export.files().map(\.path) == ["criteria.json", "criteria.schema.json", "criteria.csv", "llms.txt"])
        let features = SampleSite.site.summaries.map { CriteriaExport.featureFile(of: $0, text: export.feature($0), config: SampleSite.config) }
        #expect(features.map(\.path.text) == ["features/button.feature", "features/toggle.feature"])
        #expect(features[0].withBytes { String(decoding: $0, as: UTF8.self) }.hasPrefix("@ios @web @keyboard @screenreader @settings\nFeature: Button\n"))
    }
}
