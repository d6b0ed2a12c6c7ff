import Foundation
import PatternsDiagnostics
import Synchronization
import Testing
@testable import PatternsBuild

/// A build reports to the run's engine: whichever way it goes, the run ends with each finding once —
/// the config's read again, the content's read now or restored from the cache.
@Suite struct SiteBuilderRunTests {
    /// What the run's consumer was handed when the run ended.
    final class Received: DiagnosticConsumer, Sendable {
        private let calls = Mutex<[[Diagnostic]]>([])
        func receive(_ diagnostics: [Diagnostic], fileCount: Int) { calls.withLock { $0.append(diagnostics) } }
        var all: [[Diagnostic]] { calls.withLock { $0 } }
    }

    private func build(_ site: TemporarySite) throws -> (SiteBuilder.Report, Received) {
        let received = Received()
        let run = DiagnosticEngine(consumers: [received])
        let report = try SiteBuilder(options: site.options).build(diagnostics: run)
        run.finalize(fileCount: report.fileCount)
        return (report, received)
    }

    @Test func everyKindOfBuildEndsItsRunWithEachFindingOnce() throws {
        let site = try TemporarySite()
        try site.write("patterns.yml", TemporarySite.config + "\nmystery: 1\n")
        try site.write("content/guides/intro.md", TemporarySite.guide + "\n\nTODO: say more.\n")
        let expected = ["patterns.yml: patterns.config.unknown-key", "content/guides/intro.md: patterns.entry.placeholder"].sorted()
        var kinds: [SiteBuilder.Kind] = []
        for step in 0..<3 {
            if step == 2 { try site.edit("content/patterns/controls/button.md", replacing: "Prefer the platform button.", with: "Prefer the system button.") }
            let (report, received) = try build(site)
            kinds.append(report.kind)
            #expect(received.all.count == 1)
            #expect(received.all.first == report.diagnostics)
            #expect(report.diagnostics.map { "\($0.file): \($0.rule.id)" }.sorted() == expected)
        }
        #expect(kinds == [.clean, .upToDate, .ownPages])
    }

    @Test func contentErrorsEndTheRunWithTheFindingsTheFailureCarries() throws {
        let site = try TemporarySite()
        try site.edit("content/patterns/controls/button.md", replacing: "title: \"Button\"\n", with: "")
        let received = Received()
        let run = DiagnosticEngine(consumers: [received])
        do {
            _ = try SiteBuilder(options: site.options).build(diagnostics: run)
            Issue.record("expected content errors")
        } catch .contentErrors(let diagnostics, let fileCount) {
            run.finalize(fileCount: fileCount)
            #expect(diagnostics.hasErrors)
            #expect(received.all == [diagnostics])
        } catch {
            Issue.record("unexpected failure \(error)")
        }
    }
}
