import Foundation
import PatternsDiagnostics

/// Prints diagnostics with their source lines and a summary, reading each file's text once.
struct DiagnosticReporter {
    let siteRoot: String
    let output: FileHandleOutput

    func report(_ diagnostics: [Diagnostic], fileCount: Int) {
        let printer = DiagnosticTextPrinter(useColor: output.isTerminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil)
        var lineIndexes: [String: LineIndex] = [:]
        var text = ""
        for diagnostic in diagnostics {
            var sourceLine: String?
            if let line = diagnostic.location?.line {
                if lineIndexes[diagnostic.file] == nil,
                   let data = FileManager.default.contents(atPath: siteRoot + "/" + diagnostic.file) {
                    lineIndexes[diagnostic.file] = LineIndex(bytes: [UInt8](data))
                }
                sourceLine = lineIndexes[diagnostic.file]?.text(ofLine: line)
            }
            text += printer.format(diagnostic, sourceLine: sourceLine)
        }
        text += printer.summary(errors: diagnostics.errorCount, warnings: diagnostics.warningCount, files: fileCount) + "\n"
        output.write(text)
    }
}
