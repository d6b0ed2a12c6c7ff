import Foundation
import PatternsCore
import PatternsDiagnostics
import PatternsHistory
import PatternsRendering

/// What every way of building starts from, read once per build: the config, the templates, a
/// snapshot of `content/` and the cache with the key its manifest must match.
struct BuildInputs: Sendable {
    let loader: SiteLoader
    let config: SiteLoader.LoadedConfig
    /// The run's engine. From the start it holds what `patterns.yml`, the templates and the walk of
    /// `content/` have wrong, which every build reads again and the cache never stores; the plan
    /// adds the content findings (`reported(_:)`), read now or restored from the cache.
    let diagnostics: DiagnosticEngine
    /// Whether the config, templates or walk have errors: the build fails, and only a whole-site
    /// build reports every problem with them.
    let setupHasErrors: Bool
    let templates: TemplateLibrary
    let snapshot: SourceSnapshot
    let cache: BuildCache
    /// Hash of everything every page depends on; a manifest with another key cannot be trusted page by page.
    let key: UInt64
    /// The absolute, symlink-free output folder.
    let outputPath: String
    /// The revision `--since` names, read (its file list) before anything is built.
    let since: SiteSnapshot?
    /// The git repository holding the site at its checked-out commit; nil when pages are not dated
    /// (`--no-git-dates`, `gitDates: false`) or there is no history to date them from.
    let history: GitHistory?
    /// What the output folder holds that no build wrote, which this build replaces (`--force`).
    let replacedItems: [String]

    /// Markdown sources plus `patterns.yml`, as `validate` counts files.
    var fileCount: Int { 1 + SiteLoader.sources(in: snapshot.paths, config: config.config).count }

    /// Reads the config and templates and walks `content/`, reporting to the run's engine; refuses
    /// a dangerous output folder first, before reading anything, whatever else is wrong.
    static func read(_ options: SiteBuilder.Options, outputPath: String, cacheMemory: BuildCacheMemory?,
                     diagnostics run: DiagnosticEngine) throws(SiteBuilder.Failure) -> BuildInputs {
        do { _ = try OutputTransaction.checkedLocation(options.output, siteRoot: options.siteRoot) } catch { throw .output(error) }
        let replacedItems = try foreignOutputItems(options, outputPath: outputPath, cacheMemory: cacheMemory)
        let loader = SiteLoader(root: options.siteRoot, baseURLOverride: options.baseURLOverride)
        let loadedConfig: SiteLoader.LoadedConfig
        do {
            guard let loaded = try loader.loadConfig(diagnostics: run) else {
                throw SiteBuilder.Failure.contentErrors(diagnostics: run.diagnostics, fileCount: 1)
            }
            loadedConfig = loaded
        } catch let failure as SiteBuilder.Failure {
            throw failure
        } catch {
            throw .siteUnreadable(error)
        }
        let since: SiteSnapshot?
        do {
            since = try options.since.map { try SiteSnapshot.revision($0, siteRoot: options.siteRoot) }
        } catch {
            throw .sinceUnreadable(revision: options.since ?? "", error)
        }
        let templates = TemplateLibrary.load(siteRoot: options.siteRoot, diagnostics: run)
        let snapshot = SourceSnapshot.take(of: loader.directory, diagnostics: run)
        return BuildInputs(
            loader: loader, config: loadedConfig, diagnostics: run, setupHasErrors: run.hasErrors, templates: templates, snapshot: snapshot,
            cache: BuildCache(siteRoot: loader.directory.root, memory: cacheMemory),
            key: cacheKey(options, config: loadedConfig, templates: templates, outputPath: outputPath, since: since),
            outputPath: outputPath, since: since,
            history: options.gitDates && loadedConfig.config.gitDates ? GitHistory.at(siteRoot: loader.directory.root) : nil,
            replacedItems: replacedItems)
    }

    /// The items of an output folder no build wrote: refused, unless `force` lets this build replace
    /// them. A folder with the build's marker is its own; so is one without (built by an older
    /// version) that is still the folder the cache recorded.
    private static func foreignOutputItems(_ options: SiteBuilder.Options, outputPath: String,
                                           cacheMemory: BuildCacheMemory?) throws(SiteBuilder.Failure) -> [String] {
        let items = OutputOwnership.foreignItems(in: outputPath)
        guard !items.isEmpty else { return [] }
        let cache = BuildCache(siteRoot: SiteDirectory(root: options.siteRoot).root, memory: cacheMemory)
        if let recorded = cache.load()?.manifest, recorded.outputIdentity == SourceSnapshot.identity(of: outputPath) { return [] }
        if OutputOwnership.looksBuiltByOlderVersion(outputPath) { return [] }
        guard options.force else { throw .output(.foreignFiles(outputPath, items: items)) }
        return items
    }

    /// This build's git dates: `cached` when they were read at the checked-out commit, else one
    /// `git log` for the whole site; none when pages are not dated.
    func dates(cached: SourceDates?) -> SourceDates {
        guard let history else { return .none }
        if let cached, cached.revision == history.revision { return cached }
        return history.lastChanges()
    }

    private static func cacheKey(_ options: SiteBuilder.Options, config: SiteLoader.LoadedConfig, templates: TemplateLibrary,
                                 outputPath: String, since: SiteSnapshot?) -> UInt64 {
        var hasher = StableHasher()
        hasher.combine(BuildManifest.formatVersion)
        hasher.combine(options.toolVersion)
        hasher.combine(config.contentHash)
        hasher.combine(options.baseURLOverride)
        hasher.combine(templates.contentHash)
        hasher.combine(outputPath)
        // The changes page and notes compare with the commit the revision names now (a branch moves).
        hasher.combine(since.map { "\($0.label) \($0.commit ?? "")" })
        return hasher.value
    }

    /// The criteria changes from the `--since` revision to the site folder as it is; nil without `--since`.
    func changeLog() throws(SiteBuilder.Failure) -> ChangeLog? {
        guard let since else { return nil }
        do {
            return ChangeLog(since: since.label, changes: try CatalogDiff.compare(since, .folder(loader.directory.root, label: ".")))
        } catch {
            throw .sinceUnreadable(revision: since.label, error)
        }
    }

    /// A collection for content findings under the site's rule settings, holding `findings` already
    /// graded: a scope of the run, since the cache stores them alone and a plan may give them up.
    func contentFindings(restoring findings: [Diagnostic] = []) -> DiagnosticEngine {
        let scope = diagnostics.scope("content findings: the cache stores them without the config's, templates' and walk's")
        scope.restore(findings)
        return scope
    }

    /// What the build reports: the plan's content `findings` joined to the run's (config, templates,
    /// the folder walk), in output order. Called once per build, by the plan that completes it.
    func reported(_ findings: [Diagnostic]) -> [Diagnostic] {
        diagnostics.restore(findings)
        return diagnostics.diagnostics
    }
}
