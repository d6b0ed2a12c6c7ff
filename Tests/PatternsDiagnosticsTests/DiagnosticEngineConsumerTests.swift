import PatternsDiagnostics
import Testing

/// The engine hands its consumers the run's findings once, when the run ends, as `diagnostics` has them.
@Suite("Diagnostic engine and its consumers")
struct DiagnosticEngineConsumerTests {
    static let warningRule = DiagnosticEngineTests.warningRule, errorRule = DiagnosticEngineTests.errorRule

    private func diagnostic(_ rule: Rule, _ file: String = "a.md", line: Int = 1) -> Diagnostic {
        Diagnostic(rule, "message \(line)", file: file, at: SourceRange(at: SourceLocation(line: line, column: 1)))
    }

    @Test("each consumer gets the graded, sorted findings once, with the file count, only when the run ends")
    func finalizeHandsFindingsOnce() {
        let first = RecordingConsumer(), second = RecordingConsumer()
        let engine = DiagnosticEngine(consumers: [first, second])
        engine.emit(diagnostic(Self.warningRule, "b.md"))
        engine.emit(diagnostic(Self.errorRule, "a.md", line: 3))
        #expect(first.calls.isEmpty)
        engine.finalize(fileCount: 7)
        engine.finalize(fileCount: 7)
        for consumer in [first, second] {
            #expect(consumer.calls.count == 1)
            #expect(consumer.calls.first?.diagnostics == engine.diagnostics)
            #expect(consumer.calls.first?.fileCount == 7)
        }
        #expect(engine.diagnostics.map(\.file) == ["a.md", "b.md"])
    }

    @Test("consumers get what the site's settings make of the findings, and the limit's summary")
    func consumersGetGradedFindings() {
        let consumer = RecordingConsumer()
        let engine = DiagnosticEngine(consumers: [consumer])
        engine.emit(contentsOf: (1...4).map { diagnostic(Self.errorRule, line: $0) })
        engine.emit(diagnostic(Self.warningRule))
        engine.adopt(RulePolicy(settings: [Self.warningRule.id: .off, Self.errorRule.id: .severity(.warning)], perFileRuleLimit: 2))
        engine.finalize(fileCount: 1)
        let received = consumer.calls.first?.diagnostics ?? []
        #expect(received.map(\.rule.id) == Array(repeating: Self.errorRule.id, count: 3))
        #expect(received.allSatisfy { $0.severity == .warning })
        #expect(received.last?.message == "2 more 'test.error' problems in this file, from here on, are not listed")
    }

    @Test("findings emitted before the site's settings are counted again under them, those over the old limit included")
    func adoptionCountsEveryEarlierFinding() {
        let engine = DiagnosticEngine()
        engine.emit(contentsOf: (1...(RulePolicy.defaultPerFileRuleLimit + 10)).map { diagnostic(Self.errorRule, line: $0) })
        engine.adopt(RulePolicy(perFileRuleLimit: 5))
        let kept = engine.diagnostics
        #expect(kept.count == 6)
        #expect(kept.last?.message == "\(RulePolicy.defaultPerFileRuleLimit + 5) more 'test.error' problems in this file, from here on, are not listed")
    }

    @Test("a run without findings still ends: its consumers get an empty list")
    func cleanRun() {
        let consumer = RecordingConsumer()
        DiagnosticEngine(consumers: [consumer]).finalize(fileCount: 3)
        #expect(consumer.calls.count == 1)
        #expect(consumer.calls.first?.diagnostics.isEmpty == true)
    }

    @Test("a scope grades under the run's settings and joins the run only when restored into it")
    func scopeJoinsOnRestore() {
        let consumer = RecordingConsumer()
        let run = DiagnosticEngine(consumers: [consumer])
        run.adopt(RulePolicy(settings: [Self.warningRule.id: .severity(.error)]))
        let scope = run.scope("a test")
        scope.emit(diagnostic(Self.warningRule))
        #expect(run.diagnostics.isEmpty)
        #expect(scope.diagnostics.first?.severity == .error)
        run.restore(scope.diagnostics)
        run.finalize(fileCount: 1)
        #expect(consumer.calls.first?.diagnostics == scope.diagnostics)
    }
}
