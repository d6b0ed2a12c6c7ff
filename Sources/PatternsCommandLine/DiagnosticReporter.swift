import Foundation
import PatternsCore
import PatternsDiagnostics

/// Chooses the consumers of a command's run (`DiagnosticEngine`) for its `--format`: machine
/// formats on standard output with the summary line on standard error, so `--format json >
/// report.json` stays parseable; the human report and the summary line on standard error.
struct DiagnosticReporter {
    /// The folder findings' paths are relative to: their source lines are read under it.
    let siteRoot: String
    var format: DiagnosticFormat = .text
    /// Only the summary line, with `--format text`.
    var quiet = false

    /// `validate`'s report: every finding, and the summary line even for a clean run.
    var consumers: [any DiagnosticConsumer] {
        let summary = DiagnosticSummaryConsumer(output: FileHandleOutput.standardError.output)
        if let machine = Self.formatConsumer(format, output: FileHandleOutput.standardOutput.output) { return [machine, summary] }
        return quiet ? [summary] : [textConsumer(listing: .all), summary]
    }

    /// A build's report (`build`, each rebuild of `serve`): nothing when it found nothing; with
    /// `quiet`, findings are listed only when the build fails on them.
    var silentWhenCleanConsumers: [any DiagnosticConsumer] {
        [textConsumer(listing: quiet ? .allWhenFailing : .all),
         DiagnosticSummaryConsumer(writesWhenClean: false, output: FileHandleOutput.standardError.output)]
    }

    /// The report of a command that stops on errors and leaves warnings to `validate`: the errors,
    /// and a summary line that counts the warnings too.
    var errorConsumers: [any DiagnosticConsumer] {
        [textConsumer(listing: .errors), DiagnosticSummaryConsumer(output: FileHandleOutput.standardError.output)]
    }

    /// The report for people on standard error, each finding's line read under `siteRoot`.
    func textConsumer(listing: DiagnosticTextConsumer.Listing) -> DiagnosticTextConsumer {
        let layout = SiteLayout(root: siteRoot)
        return DiagnosticTextConsumer(listing: listing, useColor: Self.usesColor(FileHandleOutput.standardError),
                                      sourcePath: { layout.absolute($0.file) }, output: FileHandleOutput.standardError.output)
    }

    /// The consumer writing a machine format (JSON, GitHub annotations, SARIF) to `output`; nil for text.
    static func formatConsumer(_ format: DiagnosticFormat, output: @escaping DiagnosticOutput) -> (any DiagnosticConsumer)? {
        switch format {
        case .text: nil
        case .json: DiagnosticJSONConsumer(output: output)
        case .github: GitHubAnnotationConsumer(output: output)
        case .sarif: SARIFConsumer(rules: RuleCatalog.all, toolVersion: PatternsVersion.current, output: output)
        }
    }

    /// Whether to colour severities on `output`: a terminal, unless `NO_COLOR` is set.
    static func usesColor(_ output: FileHandleOutput) -> Bool {
        output.isTerminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }
}
