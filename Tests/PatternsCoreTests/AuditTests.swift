@testable import PatternsCore
import PatternsDiagnostics
import Testing

/// Reading results files and merging them against the catalog's criteria.
@Suite struct AuditTests {
    static let entry: PatternEntry = {
        let text = """
            ---
            title: Button
            categories: [controls]
            keyboard:
              tab: Focus moves to the button
              space: The action runs
            mobile:
              doubletap: The action runs
            screenreader:
              name: Says what it does
              role: Button
              group: n/a
              state: n/a
            wcag:
              - name: Operable
                list:
                  - criteria: Reachable by keyboard
                    sc: [2.1.1]
            ---
            """
        return readEntry(text, path: "content/patterns/controls/button.md").entry!
    }()

    static let site = Site(config: controlsConfig, entries: [entry], guides: [], assets: [])

    private func run(_ text: String, file: String = "ana.json") -> (AuditRun?, [Diagnostic]) {
        reporting(file) { AuditRunReader().read(text, file: file, diagnostics: $0) }
    }

    @Test func aResultsFileIsReadWithItsRunAndEveryResultItCanRead() throws {
        let (read, diagnostics) = run("""
            {"format": "patterns-results", "version": 1, "tester": "Ana", "platform": "ios", "assistiveTechnology": "VoiceOver",
             "results": [
              {"criterion": "patterns/button#keyboard.tab", "outcome": "fail", "note": "No focus ring", "expected": "Tab: Focus moves to the button"},
              {"criterion": "patterns/button#keyboard.space", "outcome": "passed"},
              {"outcome": "pass"},
              {"criterion": "patterns/button#mobile.doubletap", "outcome": "not-applicable", "note": 3}
             ]}
            """)
        let audit = try #require(read)
        #expect(audit.tester == "Ana" && audit.platform == "ios" && audit.testedWith == "Ana, iOS, VoiceOver")
        #expect(audit.results.map(\.criterion) == ["patterns/button#keyboard.tab", "patterns/button#mobile.doubletap"])
        #expect(audit.results[0].note == "No focus ring" && audit.results[0].outcome == .fail && audit.results[0].location == SourceLocation(line: 3, column: 3))
        #expect(diagnostics.summaries == ["patterns.results.malformed@4:62", "patterns.results.malformed@5:3", "patterns.results.malformed@6:90"])
        #expect(diagnostics[0].message.contains("unknown outcome \"passed\"") && diagnostics[0].message.contains("did you mean \"pass\"?"))
    }

    @Test("what is not a results file is refused whole, at the place that says so", arguments: [
        ("[1, 2]", "patterns.results.malformed@1:1"),
        ("{\"format\": \"sarif\"}", "patterns.results.malformed@1:12"),
        ("{\"format\": \"patterns-results\", \"version\": 2, \"results\": []}", "patterns.results.malformed@1:43"),
        ("{\"format\": \"patterns-results\",", "patterns.results.malformed@1:31"),
    ])
    func notAResultsFile(text: String, expected: String) {
        let (read, diagnostics) = run(text)
        #expect(read == nil)
        #expect(diagnostics.summaries == [expected])
    }

    @Test func invalidUTF8IsAFindingNotACrash() {
        let (read, diagnostics) = reporting("x.json") { AuditRunReader().read(bytes: [0x7B, 0xFF, 0x7D], file: "x.json", diagnostics: $0) }
        #expect(read == nil && diagnostics.summaries == ["patterns.results.malformed@-"])
    }

    @Test func aFailureOnOneRunFailsTheCriterionAndEveryOutcomeIsMergedByItsRule() {
        #expect(AuditSummary.merged([.pass, .fail, .notApplicable]) == .fail)
        #expect(AuditSummary.merged([.notTested, .pass]) == .pass)
        #expect(AuditSummary.merged([.notApplicable, .notApplicable]) == .notApplicable)
        #expect(AuditSummary.merged([.notApplicable, .notTested]) == .notTested)
        #expect(AuditSummary.merged([]) == .notTested)
    }

    @Test func runsAreMergedAgainstTheCurrentCriteria() throws {
        let ana = AuditRun(file: "ana.json", tester: "Ana", platform: "ios", results: [
            .init(criterion: "patterns/button#keyboard.tab", outcome: .pass, expected: "Tab: Focus moves to the button"),
            .init(criterion: "patterns/button#mobile.doubletap", outcome: .fail, note: "Nothing happens",
                  expected: "Doubletap: The action ran", location: SourceLocation(line: 7, column: 5)),
            .init(criterion: "patterns/button#keyboard.tabb", outcome: .pass, location: SourceLocation(line: 9, column: 5)),
        ])
        let ben = AuditRun(file: "ben.json", tester: "Ben", platform: "android", results: [
            .init(criterion: "patterns/button#keyboard.tab", outcome: .fail, note: "Focus skips it"),
            .init(criterion: "patterns/button#keyboard.space", outcome: .notApplicable),
        ])
        let (summary, diagnostics) = reporting { AuditSummary(site: Self.site, runs: [ana, ben], diagnostics: $0) }
        let button = try #require(summary.entries.first)
        #expect(button.id == EntryID(collection: "patterns", slug: "button") && button.outcome == .fail)
        #expect(button.criteria.map(\.id) == ["patterns/button#keyboard.tab", "patterns/button#keyboard.space", "patterns/button#mobile.doubletap",
                                              "patterns/button#screenreader.name", "patterns/button#screenreader.role",
                                              "patterns/button#screenreader.group", "patterns/button#screenreader.state"])
        #expect(button.criteria.map(\.outcome) == [.fail, .notApplicable, .fail, .notTested, .notTested, .notTested, .notTested])
        #expect(button.criteria[0].findings.map(\.run) == [0, 1], "both testers' findings are kept")
        #expect(button.criteria.map(\.changedSinceTested) == [false, false, true, false, false, false, false])
        #expect(summary.count(.fail) == 2 && summary.hasFailures)
        #expect(summary.unknown.map(\.result.criterion) == ["patterns/button#keyboard.tabb"])
        #expect(summary.successCriteria.map(\.criterion.id) == ["2.1.1"] && summary.successCriteria[0].failed == ["Button"])
        #expect(diagnostics.summaries == ["patterns.results.changed-criterion@7:5", "patterns.results.unknown-criterion@9:5"])
        #expect(diagnostics[1].message == "no criterion 'patterns/button#keyboard.tabb' in this catalog; closest: patterns/button#keyboard.tab")
        #expect(diagnostics.allSatisfy { $0.file == "ana.json" })
    }

    @Test func anEntryNoRunMentionsIsLeftOut() {
        let (summary, diagnostics) = reporting { AuditSummary(site: Self.site, runs: [AuditRun(file: "empty.json")], diagnostics: $0) }
        #expect(summary.entries.isEmpty && !summary.hasFailures && diagnostics.isEmpty)
    }
}
