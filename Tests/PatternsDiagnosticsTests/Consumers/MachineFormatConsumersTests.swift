import PatternsDiagnostics
import Testing

/// Each machine format's consumer writes its printer's document, once, whole.
@Suite struct MachineFormatConsumersTests {
    static let rule = Rule(id: "test.error", severity: .error, summary: "An error.")
    static let findings = [
        Diagnostic(rule, "broken", file: "a b.md", at: SourceRange(at: SourceLocation(line: 1, column: 2))),
        Diagnostic(rule, "missing", file: "c.md", at: nil),
    ]

    @Test func json() {
        let written = WrittenText()
        DiagnosticJSONConsumer(output: written.output).receive(Self.findings, fileCount: 2)
        #expect(written.text == DiagnosticJSONPrinter.format(Self.findings))
        #expect(written.writes == 1)
    }

    @Test("a clean run is an empty array, so a redirected report always parses")
    func jsonWhenClean() {
        let written = WrittenText()
        DiagnosticJSONConsumer(output: written.output).receive([], fileCount: 2)
        #expect(written.text == "[]\n")
    }

    @Test func github() {
        let written = WrittenText()
        GitHubAnnotationConsumer(output: written.output).receive(Self.findings, fileCount: 2)
        #expect(written.text == GitHubAnnotationPrinter.format(Self.findings))
        #expect(written.text.hasPrefix("::error file=a b.md,line=1,col=2,"))
    }

    @Test func sarif() {
        let written = WrittenText()
        SARIFConsumer(rules: [Self.rule], toolVersion: "9.9", output: written.output).receive(Self.findings, fileCount: 2)
        #expect(written.text == SARIFPrinter.format(Self.findings, rules: [Self.rule], toolVersion: "9.9"))
        #expect(written.text.contains("\"ruleIndex\": 0"))
    }
}
