import ArgumentParser
import Foundation
import PatternsCore
import PatternsDiagnostics
import PatternsExports

extension AuditReport.Format: ExpressibleByArgument {}

/// `patterns report results FILE…`: testers' results files merged against the catalog's current
/// criteria into one conformance summary, for a report and for CI.
struct ResultsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "results",
        abstract: "Merge audit results files into a conformance summary.",
        discussion: """
            Reads each results file (the JSON an entry's audit mode exports: format "patterns-results"), \
            merges them against the catalog's current criteria and writes: totals, the failures with the \
            testers' notes, each cited WCAG success criterion with the entries citing it by outcome, and \
            each entry's tally. A criterion fails when any run failed it. Results whose criterion changed \
            since the run, or that the catalog no longer has, are reported at their position and listed, \
            not dropped.

            --fail-on fail exits 1 when any criterion failed, after writing the report. A file that cannot \
            be read as results is an error at its position (exit 1); the other files are still merged.

            Examples:
              patterns report results ana-ios.json ben-android.json
              patterns report results results/*.json --format markdown --output audit.md
              patterns report results results/*.json --format json --fail-on fail
              patterns report results results/*.json --format html --output audit.html
            """)

    enum FailOn: String, ExpressibleByArgument, CaseIterable {
        case fail
    }

    @Argument(help: ArgumentHelp("Results files exported by the audit mode.", valueName: "file"))
    var files: [String]

    @Option(name: .long, help: ArgumentHelp("The output format: text, markdown, json or html (one static page).", valueName: "format"))
    var format: AuditReport.Format = .text

    @Option(name: .customLong("fail-on"), help: ArgumentHelp("Exit 1 when a criterion has this outcome (fail).", valueName: "outcome"))
    var failOn: FailOn?

    @OptionGroup var output: OutputFileOptions
    @OptionGroup var options: SiteOptions

    func run() throws {
        let site = try CommandSiteLoader.stoppingOnErrors(siteRoot: options.siteRoot).site()
        // The results files are a run of their own: their paths are as given, relative to the current folder.
        let engine = DiagnosticEngine(consumers: DiagnosticReporter(siteRoot: "").silentWhenCleanConsumers)
        var runs: [AuditRun] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: CommandLinePath.absolute(file)) else {
                FileHandleOutput.standardError.write("error: cannot read \(file): check the path (relative to the current folder) and that you may read it\n")
                throw ExitCode(ExitStatus.usageOrIO.rawValue)
            }
            if let run = AuditRunReader().read(bytes: [UInt8](data), file: file, diagnostics: FileDiagnosticSink(file: file, engine: engine)) {
                runs.append(run)
            }
        }
        let summary = AuditSummary(site: site, runs: runs, diagnostics: engine)
        engine.finalize(fileCount: files.count)
        let diagnostics = engine.diagnostics
        try output.write(AuditReport(summary: summary, siteTitle: site.config.title).text(format))
        if diagnostics.hasErrors { throw ExitCode(ExitStatus.contentErrors.rawValue) }
        if failOn == .fail, summary.hasFailures {
            FileHandleOutput.standardError.write("error: \(summary.count(.fail)) criteria failed (--fail-on fail)\n")
            throw ExitCode(ExitStatus.contentErrors.rawValue)
        }
    }
}
