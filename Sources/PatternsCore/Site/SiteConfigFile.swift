import PatternsDiagnostics

/// A site's `patterns.yml` read on its own, for commands that need the settings but not the content
/// (`patterns schema --site`, `patterns new`).
public enum SiteConfigFile {
    /// The file's name in the site folder.
    public static let name = SiteConfigReader.fileName

    /// The settings and the problems found in them (with the site's severity overrides applied).
    public struct Loaded: Sendable {
        public var config: SiteConfig
        public var diagnostics: [Diagnostic]
    }

    /// Reads `patterns.yml` in `siteRoot`; a missing file is `SiteLoader.Failure.noConfig`, as for the whole site.
    public static func load(siteRoot: String) throws -> Loaded {
        let directory = ContentDirectory(root: siteRoot)
        guard directory.exists(name) else { throw SiteLoader.Failure.noConfig(directory.root) }
        var diagnostics: [Diagnostic] = []
        let config = directory.read(name, diagnostics: &diagnostics)
            .map { SiteConfigReader.read($0.text, diagnostics: &diagnostics) } ?? SiteConfig()
        return Loaded(config: config, diagnostics: config.applyingRuleSeverities(to: diagnostics))
    }
}
