import MCP
import Testing

/// `draft_defect` and `summarise_results` on the mcp-site fixture: reports made from the catalog's
/// data and the tester's words, nothing retyped.
@Suite struct AuditToolsTests {
    @Test func aDefectDraftTakesItsStepsExpectedResultAndCriteriaFromTheCatalog() throws {
        let (texts, isError) = FixtureCatalog.call("draft_defect", [
            "criterion_id": .string("native/button#keyboard.tab"), "actual": .string("No focus ring appears. Focus does move."),
            "platform": .string("ios"), "at": .string("Full Keyboard Access"), "severity": .string("serious"),
        ])
        #expect(!isError, "\(texts)")
        let report = try #require(texts.first)
        #expect(report.hasPrefix("## Button: No focus ring appears — iOS, Full Keyboard Access\n"))
        #expect(report.contains("- **Criterion:** native/button#keyboard.tab\n- **Page:** native/button/index.html\n- **Platform:** iOS\n"))
        #expect(report.contains("- **Severity:** serious\n"))
        #expect(report.contains("### Steps to reproduce\n\n1. Given "), "\(report)")
        #expect(report.contains("2. When I press tab\n"), "\(report)")
        #expect(report.contains("### Actual result\n\nNo focus ring appears. Focus does move.\n"))
        #expect(report.contains("### WCAG success criteria the entry cites\n\n- "), "\(report)")
    }

    @Test func aDefectAsCSVIsAHeaderAndOneRow() throws {
        let (texts, _) = FixtureCatalog.call("draft_defect", [
            "criterion_id": .string("native/button#keyboard.tab"), "actual": .string("=cmd|' /C calc'!A0"), "format": .string("csv"),
        ])
        let rows = try #require(texts.first).components(separatedBy: "\r\n").filter { !$0.isEmpty }
        #expect(rows.count == 2 || rows.count > 2, "steps hold line breaks inside a quoted cell")
        #expect(rows[0].hasPrefix("Title,Entry,Criterion,Page,Platform,Assistive technology,Severity,Steps,Expected result,Actual result"))
        #expect(try #require(texts.first).contains(",'=cmd|"), "a cell a spreadsheet would run as a formula is defused")
    }

    @Test func anUnknownCriterionOrSeverityIsRefusedWithTheClosest() {
        let (texts, isError) = FixtureCatalog.call("draft_defect", ["criterion_id": .string("native/button#keyboard.tabb"), "actual": .string("x")])
        #expect(isError && texts.first?.contains("no criterion 'native/button#keyboard.tabb'") == true && texts.first?.contains("closest: native/button#keyboard.tab") == true)
        // A severity outside the listed choices is an invalid argument (-32602), refused before the tool runs.
        #expect(throws: (any Error).self) {
            try FixtureCatalog.catalog.call("draft_defect", arguments: ["criterion_id": .string("native/button#keyboard.tab"), "actual": .string("x"),
                                                                          "severity": .string("blocker")])
        }
    }

    @Test func aResultsFileIsSummarisedAsTheCommandSummarisesIt() throws {
        let json = #"{"format": "patterns-results", "version": 1, "tester": "Ana", "results": [{"criterion": "native/button#keyboard.tab", "outcome": "fail", "note": "No ring"}, {"criterion": "native/button#nope", "outcome": "pass"}]}"#
        let (texts, isError) = FixtureCatalog.call("summarise_results", ["json": .string(json)])
        #expect(!isError)
        #expect(texts.first?.hasPrefix("# Accessibility test results\n\n") == true)
        #expect(texts.first?.contains("**Found** (Ana): No ring") == true)
        #expect(texts.last?.contains("results.json:1:158: warning: no criterion 'native/button#nope' in this catalog") == true, "\(texts)")
        let broken = FixtureCatalog.call("summarise_results", ["json": .string("{\"format\": \"patterns-results\", ")])
        #expect(broken.isError && broken.texts.first?.hasPrefix("results.json:1:32: error: not valid JSON") == true, "\(broken.texts)")
    }
}
