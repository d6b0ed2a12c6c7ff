import PatternsDiagnostics
import Testing

@Suite struct DiagnosticSummaryConsumerTests {
    static let warning = Diagnostic(Rule(id: "test.warning", severity: .warning, summary: "A warning."), "odd", file: "a.md", at: nil)

    @Test("counts the findings and the files read")
    func counts() {
        let written = WrittenText()
        DiagnosticSummaryConsumer(output: written.output).receive([Self.warning], fileCount: 14)
        #expect(written.text == "0 errors, 1 warning in 14 files\n")
    }

    @Test("a clean run gets its line unless the consumer is for builds, which say nothing then")
    func cleanRun() {
        let validate = WrittenText(), build = WrittenText()
        DiagnosticSummaryConsumer(output: validate.output).receive([], fileCount: 1)
        DiagnosticSummaryConsumer(writesWhenClean: false, output: build.output).receive([], fileCount: 1)
        #expect(validate.text == "0 errors, 0 warnings in 1 file\n")
        #expect(build.writes == 0)
    }
}
