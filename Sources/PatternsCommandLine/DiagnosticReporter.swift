import Foundation
import PatternsCore
import PatternsDiagnostics

/// Prints diagnostics in the chosen format: machine formats on standard output, the human report
/// and the summary line on standard error, so `--format json > report.json` stays parseable.
struct DiagnosticReporter {
    let siteRoot: String
    var format: DiagnosticFormat = .text
    var quiet = false

    /// Prints `diagnostics`; the summary line counts `counting` when given (a command that shows
    /// only the errors still says how many warnings `validate` would list).
    func report(_ diagnostics: [Diagnostic], fileCount: Int, counting: [Diagnostic]? = nil) {
        let counted = counting ?? diagnostics
        let summary = DiagnosticTextPrinter().summary(
            errors: counted.errorCount, warnings: counted.warningCount, files: fileCount) + "\n"
        switch format {
        case .text:
            guard !quiet else { return FileHandleOutput.standardError.write(summary) }
            reportText(diagnostics, summary: summary, output: .standardError)
        case .json:
            FileHandleOutput.standardOutput.write(DiagnosticJSONPrinter.format(diagnostics))
            FileHandleOutput.standardError.write(summary)
        case .github:
            FileHandleOutput.standardOutput.write(GitHubAnnotationPrinter.format(diagnostics))
            FileHandleOutput.standardError.write(summary)
        case .sarif:
            FileHandleOutput.standardOutput.write(
                SARIFPrinter.format(diagnostics, rules: RuleCatalog.all, toolVersion: PatternsVersion.current))
            FileHandleOutput.standardError.write(summary)
        }
    }

    private func reportText(_ diagnostics: [Diagnostic], summary: String, output: FileHandleOutput) {
        let printer = DiagnosticTextPrinter(useColor: output.isTerminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil)
        var lineIndexes: [String: LineIndex] = [:]
        var text = ""
        for diagnostic in diagnostics {
            var sourceLine: String?
            if let line = diagnostic.location?.line {
                if lineIndexes[diagnostic.file] == nil,
                   let data = FileManager.default.contents(atPath: SiteLayout(root: siteRoot).absolute(diagnostic.file)) {
                    lineIndexes[diagnostic.file] = LineIndex(bytes: [UInt8](data))
                }
                sourceLine = lineIndexes[diagnostic.file]?.text(ofLine: line)
            }
            text += printer.format(diagnostic, sourceLine: sourceLine)
        }
        output.write(text + summary)
    }
}
