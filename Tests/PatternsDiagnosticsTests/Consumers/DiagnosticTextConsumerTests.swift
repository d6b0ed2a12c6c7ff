import Foundation
import PatternsDiagnostics
import Testing

@Suite struct DiagnosticTextConsumerTests {
    static let warningRule = Rule(id: "test.warning", severity: .warning, summary: "A warning.")
    static let errorRule = Rule(id: "test.error", severity: .error, summary: "An error.")
    let warning = Diagnostic(warningRule, "odd", file: "a.md", at: SourceRange(at: SourceLocation(line: 2, column: 3)))
    let error = Diagnostic(errorRule, "broken", file: "b.md", at: nil)

    private func consumer(_ listing: DiagnosticTextConsumer.Listing, _ written: WrittenText,
                          sourcePath: @escaping @Sendable (Diagnostic) -> String? = { _ in nil }) -> DiagnosticTextConsumer {
        DiagnosticTextConsumer(listing: listing, sourcePath: sourcePath, output: written.output)
    }

    @Test("every finding is printed as DiagnosticTextPrinter prints it, in one write")
    func listsAll() {
        let written = WrittenText()
        consumer(.all, written).receive([warning, error], fileCount: 2)
        let printer = DiagnosticTextPrinter()
        #expect(written.text == printer.format(warning, sourceLine: nil) + printer.format(error, sourceLine: nil))
        #expect(written.writes == 1)
    }

    @Test("a finding's source line and caret come from the file sourcePath names")
    func readsSourceLines() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("patterns-text-consumer-\(UUID().uuidString).md")
        defer { try? FileManager.default.removeItem(at: file) }
        try "first\nab?cd\n".write(to: file, atomically: true, encoding: .utf8)
        let written = WrittenText()
        consumer(.all, written, sourcePath: { _ in file.path }).receive([warning], fileCount: 1)
        #expect(written.text == DiagnosticTextPrinter().format(warning, sourceLine: "ab?cd"))
        #expect(written.text.contains("    ab?cd\n      ^\n"))
    }

    @Test("errors only, for commands that stop on them")
    func listsErrors() {
        let written = WrittenText()
        consumer(.errors, written).receive([warning, error], fileCount: 2)
        #expect(written.text == DiagnosticTextPrinter().format(error, sourceLine: nil))
    }

    @Test("all when failing: nothing for a run with warnings only, everything once one is an error")
    func listsAllWhenFailing() {
        let quiet = WrittenText()
        consumer(.allWhenFailing, quiet).receive([warning], fileCount: 1)
        #expect(quiet.writes == 0)
        let failing = WrittenText()
        consumer(.allWhenFailing, failing).receive([warning, error], fileCount: 2)
        #expect(failing.text.contains("odd [test.warning]") && failing.text.contains("broken [test.error]"))
    }

    @Test("a run without findings writes nothing")
    func cleanRun() {
        let written = WrittenText()
        consumer(.all, written).receive([], fileCount: 4)
        #expect(written.writes == 0)
    }
}
