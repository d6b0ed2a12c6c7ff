import ArgumentParser
import PatternsCore
import PatternsDiagnostics
import PatternsRendering

/// Reads a site for the commands that use it: `validate` reports everything it finds; `schema`,
/// `export` and `new` stop on errors (exit 1) and leave warnings to `validate`, so their own output
/// stays readable. A missing `patterns.yml` or an I/O failure exits 2.
struct CommandSiteLoader {
    let siteRoot: String

    /// A site with every finding about it, in output order.
    struct Loaded {
        var site: Site
        var diagnostics: [Diagnostic]
        /// Source files read, `patterns.yml` included.
        var fileCount: Int
    }

    /// `patterns.yml` alone.
    func config() throws -> SiteConfig {
        let engine = DiagnosticEngine()
        let loaded: SiteLoader.LoadedConfig?
        do {
            loaded = try SiteLoader(root: siteRoot).loadConfig(diagnostics: engine)
        } catch {
            throw failure(error)
        }
        try stopOnErrors(engine.diagnostics, fileCount: 1)
        return loaded?.config ?? SiteConfig()
    }

    /// The config, every content file and (when `checkingTemplates`) the templates, checked as
    /// `validate` checks them, without stopping on errors. A `renderer` made for the config makes
    /// the `parts` of each body as it is read (none: the files are only checked); search terms only
    /// when asked for (`patterns mcp` searches).
    func load(checkingTemplates: Bool = false, renderer: (SiteConfig) -> (any BodyRenderer)? = { _ in nil },
              parts: BodyParts = [.notes, .tips]) throws -> Loaded {
        let engine = DiagnosticEngine()
        let templateProblems = DiagnosticEngine()
        let templates = TemplateLibrary.load(siteRoot: siteRoot, diagnostics: templateProblems)
        let result: SiteLoader.Result
        do {
            result = try SiteLoader(root: siteRoot).load(renderer: renderer, parts: parts,
                                                         templateAnchors: { templates.anchors(config: $0) }, diagnostics: engine)
        } catch {
            throw failure(error)
        }
        // Graded again under the site's rule settings, which the engine holds once patterns.yml is read.
        if checkingTemplates { engine.emit(contentsOf: templateProblems.diagnostics) }
        return Loaded(site: result.site, diagnostics: engine.diagnostics, fileCount: result.fileCount)
    }

    /// The site, stopping (status 1) if it has errors (templates aside).
    func site() throws -> Site {
        let loaded = try load()
        try stopOnErrors(loaded.diagnostics, fileCount: loaded.fileCount)
        return loaded.site
    }

    private func stopOnErrors(_ diagnostics: [Diagnostic], fileCount: Int) throws {
        guard diagnostics.hasErrors else { return }
        DiagnosticReporter(siteRoot: siteRoot)
            .report(diagnostics.filter { $0.severity == .error }, fileCount: fileCount, counting: diagnostics)
        FileHandleOutput.standardError.write("stopped: fix the errors above ('patterns validate' lists warnings too)\n")
        throw ExitCode(ExitStatus.contentErrors.rawValue)
    }

    private func failure(_ error: any Error) -> ExitCode {
        FileHandleOutput.standardError.write("error: \(error)\n")
        return ExitCode(ExitStatus.usageOrIO.rawValue)
    }
}
