import ArgumentParser
import PatternsCore
import PatternsDiagnostics
import PatternsRendering

/// `patterns validate`: the CI gate. Reads every file, prints every problem, exits 1 on errors.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check the site's content, config and templates; exit 1 if there are errors.")

    @OptionGroup var options: SiteOptions
    @OptionGroup var report: ReportOptions

    func run() throws {
        let root = options.siteRoot
        let loaded = try CommandSiteLoader(siteRoot: root).load()
        var templateDiagnostics: [Diagnostic] = []
        _ = TemplateLibrary.load(siteRoot: root, diagnostics: &templateDiagnostics)
        let diagnostics = Diagnostic.sortedForOutput(
            loaded.diagnostics + loaded.site.config.applyingRuleSeverities(to: templateDiagnostics))
        DiagnosticReporter(siteRoot: root, format: report.format, quiet: report.quiet)
            .report(diagnostics, fileCount: loaded.fileCount)
        if report.fails(diagnostics) { throw ExitCode(ExitStatus.contentErrors.rawValue) }
    }
}
