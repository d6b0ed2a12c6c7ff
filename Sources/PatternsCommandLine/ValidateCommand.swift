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

    func run() throws {
        let root = options.siteRoot
        let loaded: SiteLoader.Result
        do {
            loaded = try SiteLoader(root: root).load(for: .validate)
        } catch {
            FileHandleOutput.standardError.write("error: \(error)\n")
            throw ExitCode(ExitStatus.usageOrIO.rawValue)
        }
        var diagnostics = loaded.diagnostics
        _ = TemplateLibrary.load(siteRoot: root, diagnostics: &diagnostics)
        DiagnosticReporter(siteRoot: root, output: .standardError).report(diagnostics, fileCount: loaded.fileCount)
        if diagnostics.hasErrors { throw ExitCode(ExitStatus.contentErrors.rawValue) }
    }
}
