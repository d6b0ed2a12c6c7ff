import PatternsBodyHTML
import PatternsCore
import PatternsDiagnostics
import PatternsHistory
import PatternsRendering

/// Decides how a build goes by comparing `content/` with the cache's manifest: the cheapest way
/// whose output still equals a clean build's.
///
/// Reads only what changed (to tell a prose edit from one other pages show); renders nothing.
struct BuildPlanner {
    let inputs: BuildInputs
    /// So many files may always be re-read on their own, however small the site.
    static let ownPagesFloor = 200

    /// `clean` ignores the cache, as `--clean` asks.
    func plan(clean: Bool) -> BuildPlan {
        guard !clean, let (manifest, findings) = inputs.cache.load(),
              manifest.outputIdentity == SourceSnapshot.identity(of: inputs.outputPath) else {
            return .clean(dates: inputs.dates(cached: nil))
        }
        // Dates read at the same commit are still right; a new commit costs one `git log`.
        let dates = inputs.dates(cached: manifest.dates)
        // The output is as the manifest recorded it, so only files that differ from it need writing;
        // a different key (config, templates, tool version) means every page may have changed.
        guard manifest.key == inputs.key, !inputs.setupHasErrors else {
            return .wholeSite(previous: manifest.files, changedSources: [], dates: dates)
        }
        let changes = SourceChanges(manifest: manifest, snapshot: inputs.snapshot, directory: inputs.loader.directory)
        let redated = manifest.redatedSources(dates)
        if changes.isUpToDate && redated.isEmpty {
            var recorded = changes.manifest
            recorded.dates = dates
            return .upToDate(manifest: recorded, findings: findings, manifestChanged: changes.refreshedStates || dates != manifest.dates)
        }
        if let work = ownPagesWork(changes, redated: redated, dates: dates, findings: findings) {
            return .ownPages(work)
        }
        return .wholeSite(previous: manifest.files, changedSources: changes.changedSources, dates: dates)
    }

    /// The changed files re-read, with the files whose pages show a new date, when they changed
    /// only what their own pages show; nil when a file was added or removed, a file to re-read had
    /// a cross-file finding, or one reads differently to other pages (another cross-page digest,
    /// or no longer usable); an edited example file is shown by any number of pages, and an edited
    /// video may have become an LFS pointer (and so unpublished), so they too take the whole site.
    /// Also nil when more than a quarter of the sources would be re-read, or an edited page is not
    /// in the search index the last build kept (the cache has none). `redated` lists the
    /// pages' sources whose git date changed, edited or not.
    private func ownPagesWork(_ changes: SourceChanges, redated: [String], dates: SourceDates,
                              findings: [Diagnostic]) -> BuildPlan.OwnPagesWork? {
        guard changes.added.isEmpty, changes.removed.isEmpty,
              !changes.changedSources.contains(where: {
                  SiteLayout.exampleName(forSource: $0) != nil || $0.hasPrefix(SiteLayout.videoFolder + "/")
              }) else { return nil }
        let edited = Set(changes.changedSources)
        let redatedOnly = redated.filter { !edited.contains($0) }
        // Own pages hold every re-read file and page at once; past a quarter of the site, the
        // whole-site build (streamed, writing only what differs) is as fast and lighter.
        guard edited.count + redatedOnly.count <= max(Self.ownPagesFloor, inputs.snapshot.paths.count / 4) else { return nil }
        // A re-dated file is read again only to render its page with its new date.
        let rereads = redatedOnly.concurrentMap { path in inputs.loader.directory.bytes(of: path) }
        var reads = changes.changes
        for (path, bytes) in zip(redatedOnly, rereads) {
            guard let bytes else { return nil }
            reads.append((path, SourceChanges.Change(bytes: bytes, contentHash: StableHasher.hash(bytes), state: inputs.snapshot.states[path])))
        }
        let changed = edited.union(redatedOnly)
        if findings.contains(where: { changed.contains($0.file) && Rule.crossFileRuleIDs.contains($0.rule.id) }) { return nil }
        var manifest = changes.manifest
        for (path, change) in reads { manifest.sources[path]?.record(change) }
        manifest.dates = dates
        let findingsNow = inputs.contentFindings(restoring: findings.filter { !changed.contains($0.file) })
        let examples = ExampleLibrary.load(paths: inputs.snapshot.paths, directory: inputs.loader.directory,
                                           sizeLimit: inputs.config.config.fileSizeLimit, diagnostics: findingsNow)
        var reloaded = inputs.loader.reload(reads.map { ($0.path, $0.change.bytes) }, renderer: BodyHTMLRenderer(),
                                            config: inputs.config.config, examples: examples, diagnostics: findingsNow)
        // Media did not change, so its findings are among those restored; only the entries need their videos.
        reloaded.entries = VideoLibrary.scan(paths: inputs.snapshot.paths, config: inputs.config.config,
                                             directory: inputs.loader.directory).attach(to: reloaded.entries)
        guard reloaded.unusable.isEmpty,
              reloaded.entries.allSatisfy({ $0.crossPageDigest == manifest.sources[$0.sourcePath.text]?.crossPageDigest }),
              reloaded.guides.allSatisfy({ $0.crossPageDigest == manifest.sources[$0.sourcePath.text]?.crossPageDigest }) else { return nil }
        // An edited page's words go into the search index kept from the last build, read only now;
        // without it, the shards of the page's words take the whole site.
        let editedPages = reloaded.entries.filter { edited.contains($0.sourcePath.text) }.map(\.pagePath)
            + reloaded.guides.filter { edited.contains($0.sourcePath.text) }.map(\.pagePath)
        if !editedPages.isEmpty {
            manifest.search = inputs.cache.search(of: manifest)
            guard let search = manifest.search, editedPages.allSatisfy(search.holds(page:)) else { return nil }
        }
        return BuildPlan.OwnPagesWork(manifest: manifest, changedSources: changes.changedSources, redatedSources: redatedOnly,
                                      datesChanged: !redated.isEmpty, reloaded: reloaded, examples: examples,
                                      findings: findingsNow.diagnostics)
    }
}
