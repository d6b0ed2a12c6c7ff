import ArgumentParser
import PatternsDiagnostics

extension DiagnosticFormat: ExpressibleByArgument {}

/// How `validate` reports: format, strictness and verbosity.
struct ReportOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Output format: text (people; colour on a terminal), json, github (workflow annotations) or sarif (2.1.0).",
        valueName: "format"))
    var format: DiagnosticFormat = .text

    @Flag(name: .long, help: "Fail (exit 1) on warnings too.")
    var strict = false

    @Flag(name: .long, help: "Print only the summary line.")
    var quiet = false

    /// Whether these diagnostics fail the run.
    func fails(_ diagnostics: [Diagnostic]) -> Bool {
        diagnostics.hasErrors || (strict && diagnostics.warningCount > 0)
    }
}
