import PatternsCore
import PatternsDiagnostics
import PatternsRendering

/// Decides how a build goes by comparing `content/` with the cache's manifest: the cheapest way
/// whose output still equals a clean build's.
///
/// Reads only what changed (to tell a prose edit from one other pages show); renders nothing.
struct BuildPlanner {
    let inputs: BuildInputs

    /// `clean` ignores the cache, as `--clean` asks.
    func plan(clean: Bool) -> BuildPlan {
        guard !clean, let (manifest, findings) = inputs.cache.load(),
              manifest.outputIdentity == SourceSnapshot.identity(of: inputs.outputPath) else {
            return .clean
        }
        // The output is as the manifest recorded it, so only files that differ from it need writing;
        // a different key (config, templates, tool version) means every page may have changed.
        guard manifest.key == inputs.key, !inputs.setupProblems.hasErrors else {
            return .wholeSite(previous: manifest.files, changedSources: [])
        }
        let changes = SourceChanges(manifest: manifest, snapshot: inputs.snapshot, directory: inputs.loader.directory)
        if changes.isUpToDate {
            return .upToDate(manifest: changes.manifest, findings: findings, refreshedStates: changes.refreshedStates)
        }
        if let work = ownPagesWork(changes, findings: findings) {
            return .ownPages(work)
        }
        return .wholeSite(previous: manifest.files, changedSources: changes.changedSources)
    }

    /// The changed files re-read, when they changed only what their own pages show; nil when a
    /// file was added or removed, a changed file had a cross-file finding, or one reads differently
    /// to other pages (another cross-page digest, or no longer usable); an edited example file is
    /// shown by any number of pages, and an edited video may have become an LFS pointer (and so
    /// unpublished), so they too take the whole site.
    private func ownPagesWork(_ changes: SourceChanges, findings: [Diagnostic]) -> BuildPlan.OwnPagesWork? {
        guard changes.added.isEmpty, changes.removed.isEmpty,
              !changes.changedSources.contains(where: {
                  SiteLayout.exampleName(forSource: $0) != nil || $0.hasPrefix(SiteLayout.videoFolder + "/")
              }) else { return nil }
        let changed = Set(changes.changedSources)
        if findings.contains(where: { changed.contains($0.file) && Rule.crossFileRuleIDs.contains($0.rule.id) }) { return nil }
        var manifest = changes.manifest
        for (path, change) in changes.changes { manifest.sources[path]?.record(change) }
        let findingsNow = inputs.diagnosticEngine(restoring: findings.filter { !changed.contains($0.file) })
        let examples = ExampleLibrary.load(paths: inputs.snapshot.paths, directory: inputs.loader.directory,
                                           sizeLimit: inputs.config.config.fileSizeLimit, diagnostics: findingsNow)
        var reloaded = inputs.loader.reload(changes.changes.map { ($0.path, $0.change.bytes) }, renderer: BodyHTMLRenderer(),
                                            config: inputs.config.config, examples: examples, diagnostics: findingsNow)
        // Media did not change, so its findings are among those restored; only the entries need their videos.
        reloaded.entries = VideoLibrary.scan(paths: inputs.snapshot.paths, config: inputs.config.config,
                                             directory: inputs.loader.directory).attach(to: reloaded.entries)
        guard reloaded.unusable.isEmpty,
              reloaded.entries.allSatisfy({ $0.crossPageDigest == manifest.sources[$0.sourcePath]?.crossPageDigest }),
              reloaded.guides.allSatisfy({ $0.crossPageDigest == manifest.sources[$0.sourcePath]?.crossPageDigest }) else { return nil }
        return BuildPlan.OwnPagesWork(manifest: manifest, changedSources: changes.changedSources, reloaded: reloaded,
                                      findings: findingsNow.diagnostics)
    }
}
