import ArgumentParser
import PatternsCore
import PatternsDiagnostics

/// `patterns validate`: the CI gate. Reads every file, prints every problem, exits 1 on errors.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check the site's content, config and templates; exit 1 if there are errors.")

    @OptionGroup var options: SiteOptions
    @OptionGroup var report: ReportOptions

    func run() throws {
        let root = options.siteRoot
        let run = DiagnosticEngine(consumers: DiagnosticReporter(siteRoot: root, format: report.format, quiet: report.quiet).consumers)
        let loaded = try CommandSiteLoader(siteRoot: root, diagnostics: run).load(checkingTemplates: true)
        run.finalize(fileCount: loaded.fileCount)
        if report.fails(run.diagnostics) { throw ExitCode(ExitStatus.contentErrors.rawValue) }
    }
}
