import ArgumentParser
import PatternsCore
import PatternsDiagnostics
import PatternsRendering

/// Reads a site for the commands that use it, into the command's run (`diagnostics`): `validate`
/// reports everything it finds; `schema`, `export` and `new` stop on errors (exit 1) and leave
/// warnings to `validate`, so their own output stays readable. A missing `patterns.yml` or an I/O
/// failure exits 2.
struct CommandSiteLoader {
    let siteRoot: String
    /// The command's engine: the config's, the content's and (when checked) the templates' findings.
    let diagnostics: DiagnosticEngine

    /// A site, with how many files were read; its findings are in the loader's engine.
    struct Loaded {
        var site: Site
        /// Source files read, `patterns.yml` included.
        var fileCount: Int
    }

    /// A loader for a command that only reads the site to use it: its run lists the errors and
    /// stops (`site()`, `config()`), so it is the command's own engine, made here.
    static func stoppingOnErrors(siteRoot: String) -> CommandSiteLoader {
        CommandSiteLoader(siteRoot: siteRoot,
                          diagnostics: DiagnosticEngine(consumers: DiagnosticReporter(siteRoot: siteRoot).errorConsumers))
    }

    /// `patterns.yml` alone.
    func config() throws -> SiteConfig {
        let loaded: SiteLoader.LoadedConfig?
        do {
            loaded = try SiteLoader(root: siteRoot).loadConfig(diagnostics: diagnostics)
        } catch {
            throw failure(error)
        }
        try stopOnErrors(fileCount: 1)
        return loaded?.config ?? SiteConfig()
    }

    /// The config, every content file and (when `checkingTemplates`) the templates, checked as
    /// `validate` checks them, without stopping on errors. A `renderer` made for the config makes
    /// the tips' digests as each body is read (none: the files are only checked); search terms only
    /// when `parts` asks for them (`patterns mcp` searches).
    func load(checkingTemplates: Bool = false, renderer: (SiteConfig) -> (any BodyRenderer)? = { _ in nil },
              parts: BodyParts = []) throws -> Loaded {
        // Read before patterns.yml, for the anchors its pages provide: the engine grades their
        // problems again under the site's rule settings once it has them.
        let templates = TemplateLibrary.load(siteRoot: siteRoot, diagnostics: checkingTemplates
            ? diagnostics : .discarding("only validate checks the templates; this command uses their anchors"))
        let result: SiteLoader.Result
        do {
            result = try SiteLoader(root: siteRoot).load(renderer: renderer, parts: parts,
                                                         templateAnchors: { templates.anchors(config: $0) }, diagnostics: diagnostics)
        } catch {
            throw failure(error)
        }
        return Loaded(site: result.site, fileCount: result.fileCount)
    }

    /// The site, stopping (status 1) if it has errors (templates aside).
    func site() throws -> Site {
        let loaded = try load()
        try stopOnErrors(fileCount: loaded.fileCount)
        return loaded.site
    }

    /// Ends the run when it has errors: its consumers report them, and the command stops.
    private func stopOnErrors(fileCount: Int) throws {
        guard diagnostics.hasErrors else { return }
        diagnostics.finalize(fileCount: fileCount)
        FileHandleOutput.standardError.write("stopped: fix the errors above ('patterns validate' lists warnings too)\n")
        throw ExitCode(ExitStatus.contentErrors.rawValue)
    }

    private func failure(_ error: any Error) -> ExitCode {
        FileHandleOutput.standardError.write("error: \(error)\n")
        return ExitCode(ExitStatus.usageOrIO.rawValue)
    }
}
