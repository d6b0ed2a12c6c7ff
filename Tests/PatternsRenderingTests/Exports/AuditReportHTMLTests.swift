@testable import PatternsCore
import PatternsDiagnostics
@testable import PatternsExports
@testable import PatternsRendering
import Testing

/// `report results --format html`: one static page; every value from a results file is escaped.
@Suite struct AuditReportHTMLTests {
    private func page(note: String) throws -> String {
        let id = try #require(DefectDraft.sources(of: SampleSite.button.summary).first?.id)
        let run = AuditRun(file: "ana.json", tester: "Ana <QA>", platform: "ios",
                           results: [AuditRun.Result(criterion: id, outcome: .fail, note: note)])
        let summary = AuditSummary(site: SampleSite.site, runs: [run], diagnostics: DiagnosticEngine())
        return AuditReport(summary: summary, siteTitle: "Sample & co").text(.html)
    }

    @Test func aNoteIsTextNotMarkupAndTheFailureIsListedWithIt() throws {
        let html = try page(note: "<script>alert(1)</script> & \"quoted\"")
        #expect(!html.contains("<script>"))
        #expect(html.contains("<dd>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quoted&quot;</dd>"))
        #expect(html.contains("<title>Accessibility test results – Sample &amp; co</title>"))
        #expect(html.contains("<dt>Found (Ana &lt;QA&gt;, iOS)</dt>"))
        #expect(html.contains("<td class=\"outcome-fail\">Failed</td>"))
        // The cited success criteria, each with the entries citing it by outcome.
        #expect(html.contains("<tr><th scope=\"row\">2.4.7 Focus Visible (AA)</th><td>Button</td><td>None</td><td>None</td></tr>"), "\(html)")
        #expect(html.hasPrefix("<!doctype html>\n<html lang=\"en\">") && html.hasSuffix("</html>\n"))
    }
}
