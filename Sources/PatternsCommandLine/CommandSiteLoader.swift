import ArgumentParser
import PatternsCore
import PatternsDiagnostics

/// Reads a site for the commands that use it without validating it for CI (`schema`, `export`, `new`):
/// a missing `patterns.yml` or an I/O failure exits 2; errors are printed as `validate` prints them
/// and exit 1; warnings are left to `validate`, so the command's own output stays readable.
struct CommandSiteLoader {
    let siteRoot: String

    /// `patterns.yml` alone.
    func config() throws -> SiteConfig {
        var unusable: [Diagnostic] = []
        let loaded: SiteLoader.LoadedConfig?
        do {
            loaded = try SiteLoader(root: siteRoot).loadConfig(diagnostics: &unusable)
        } catch {
            throw failure(error)
        }
        let config = loaded?.config ?? SiteConfig()
        try stopOnErrors(config.applyingRuleSeverities(to: unusable + (loaded?.diagnostics ?? [])), fileCount: 1)
        return config
    }

    /// The config and every content file, checked as `validate` checks them, without stopping on errors;
    /// only a missing site or an I/O failure exits (status 2).
    func load() throws -> SiteLoader.Result {
        do {
            return try SiteLoader(root: siteRoot).load(for: .validate)
        } catch {
            throw failure(error)
        }
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
