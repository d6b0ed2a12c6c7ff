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
        if let machine = Self.machineText(diagnostics, format: format) {
            FileHandleOutput.standardOutput.write(machine)
            FileHandleOutput.standardError.write(summary)
        } else {
            guard !quiet else { return FileHandleOutput.standardError.write(summary) }
            let output = FileHandleOutput.standardError
            output.write(Self.text(diagnostics, siteRoot: siteRoot, useColor: output.isTerminal) + summary)
        }
    }

    /// The diagnostics in a machine format (JSON, GitHub annotations, SARIF); nil for text.
    static func machineText(_ diagnostics: [Diagnostic], format: DiagnosticFormat) -> String? {
        switch format {
        case .text: nil
        case .json: DiagnosticJSONPrinter.format(diagnostics)
        case .github: GitHubAnnotationPrinter.format(diagnostics)
        case .sarif: SARIFPrinter.format(diagnostics, rules: RuleCatalog.all, toolVersion: PatternsVersion.current)
        }
    }

    /// The diagnostics for people, each with its source line and a caret when the file under
    /// `siteRoot` can be read (`NO_COLOR` turns colour off).
    static func text(_ diagnostics: [Diagnostic], siteRoot: String?, useColor: Bool) -> String {
        text(diagnostics, useColor: useColor) { _ in siteRoot }
    }

    /// The same, each file read under the folder `root` gives for it (nil: print no source line).
    static func text(_ diagnostics: [Diagnostic], useColor: Bool, root: (Diagnostic) -> String?) -> String {
        let printer = DiagnosticTextPrinter(useColor: useColor && ProcessInfo.processInfo.environment["NO_COLOR"] == nil)
        var lineIndexes: [String: LineIndex] = [:]
        var text = ""
        for diagnostic in diagnostics {
            var sourceLine: String?
            if let line = diagnostic.location?.line, let siteRoot = root(diagnostic) {
                let path = SiteLayout(root: siteRoot).absolute(diagnostic.file)
                if lineIndexes[path] == nil, let data = FileManager.default.contents(atPath: path) {
                    lineIndexes[path] = LineIndex(bytes: [UInt8](data))
                }
                sourceLine = lineIndexes[path]?.text(ofLine: line)
            }
            text += printer.format(diagnostic, sourceLine: sourceLine)
        }
        return text
    }
}
