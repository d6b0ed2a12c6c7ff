import Testing
import PatternsDiagnostics

@Suite("Diagnostic engine")
struct DiagnosticEngineTests {
    static let warningRule = Rule(id: "test.warning", severity: .warning, summary: "A warning.")
    static let errorRule = Rule(id: "test.error", severity: .error, summary: "An error.")

    private func diagnostic(_ rule: Rule, _ file: String = "a.md", line: Int = 1) -> Diagnostic {
        Diagnostic(rule, "message \(line)", file: file, at: SourceRange(at: SourceLocation(line: line, column: 1)))
    }

    @Test("a discarding engine keeps nothing, yet still knows which rules a file reported")
    func discarding() {
        let engine = DiagnosticEngine.discarding("a test")
        engine.emit(contentsOf: (1...60).map { diagnostic(Self.errorRule, line: $0) })
        #expect(engine.diagnostics.isEmpty)
        #expect(!engine.hasErrors)
        #expect(engine.contains(Self.errorRule, in: "a.md"))
        #expect(!engine.contains(Self.warningRule, in: "a.md"))
    }

    @Test("diagnostics come out by file, then position, whatever order they arrive in")
    func ordering() {
        let engine = DiagnosticEngine()
        engine.emit(diagnostic(Self.warningRule, "b.md", line: 1))
        engine.emit(diagnostic(Self.warningRule, "a.md", line: 9))
        engine.emit(diagnostic(Self.errorRule, "a.md", line: 2))
        #expect(engine.diagnostics.map { "\($0.file):\($0.location!.line)" } == ["a.md:2", "a.md:9", "b.md:1"])
        #expect(engine.hasErrors)
    }

    @Test("a rule turned off is dropped; a re-graded rule takes its new severity")
    func ruleSettings() {
        let engine = DiagnosticEngine(policy: RulePolicy(settings: [
            Self.warningRule.id: .off, Self.errorRule.id: .severity(.warning),
        ]))
        engine.emit(diagnostic(Self.warningRule))
        engine.emit(diagnostic(Self.errorRule))
        #expect(engine.diagnostics.map(\.rule.id) == [Self.errorRule.id])
        #expect(engine.diagnostics.first?.severity == .warning)
        #expect(!engine.hasErrors)
        #expect(engine.contains(Self.warningRule, in: "a.md"), "a rule turned off still counts as reported")
    }

    @Test("past the per-file limit a rule's problems are summed up in one diagnostic where the first left out stands")
    func perFileLimit() {
        let engine = DiagnosticEngine(policy: RulePolicy(perFileRuleLimit: 3))
        for line in 1...5 { engine.emit(diagnostic(Self.warningRule, line: line)) }
        for line in 1...2 { engine.emit(diagnostic(Self.warningRule, "b.md", line: line)) }
        let inA = engine.diagnostics.filter { $0.file == "a.md" }
        #expect(inA.count == 4)
        #expect(inA.last?.location?.line == 4)
        #expect(inA.last?.message == "2 more 'test.warning' problems in this file, from here on, are not listed")
        #expect(engine.diagnostics.filter { $0.file == "b.md" }.count == 2)
    }

    @Test("a policy adopted later re-grades what came before it")
    func adoptLater() {
        let engine = DiagnosticEngine()
        engine.emit(diagnostic(Self.warningRule))
        engine.adopt(RulePolicy(settings: [Self.warningRule.id: .severity(.error)]))
        engine.emit(diagnostic(Self.warningRule, line: 2))
        #expect(engine.diagnostics.map(\.severity) == [.error, .error])
    }

    @Test("restored diagnostics are kept as they were, neither re-graded nor counted against the limit")
    func restore() {
        let engine = DiagnosticEngine(policy: RulePolicy(settings: [Self.warningRule.id: .off], perFileRuleLimit: 1))
        engine.restore([diagnostic(Self.warningRule), diagnostic(Self.warningRule, line: 2)])
        #expect(engine.diagnostics.count == 2)
    }

    @Test("a file's sink reports messages about that file")
    func fileSink() {
        let engine = DiagnosticEngine()
        let sink = FileDiagnosticSink(file: "c.md", engine: engine)
        sink.diagnose(DiagnosticMessage(Self.errorRule, "broken", hint: "fix it"), at: SourceLocation(line: 3, column: 4))
        let reported = engine.diagnostics
        #expect(reported.map(\.file) == ["c.md"])
        #expect(reported.first?.hint == "fix it")
        #expect(reported.first?.location == SourceLocation(line: 3, column: 4))
        #expect(sink.contains(Self.errorRule))
    }

    @Test("parallel emitters lose nothing")
    func concurrentEmission() async {
        let engine = DiagnosticEngine(policy: RulePolicy(perFileRuleLimit: 1_000))
        await withTaskGroup(of: Void.self) { group in
            for file in 0..<8 {
                group.addTask {
                    for line in 1...100 { engine.emit(Diagnostic(Self.warningRule, "m", file: "\(file).md", at: SourceRange(at: SourceLocation(line: line, column: 1)))) }
                }
            }
        }
        #expect(engine.diagnostics.count == 800)
    }
}
