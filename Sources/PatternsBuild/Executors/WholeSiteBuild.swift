import PatternsBodyHTML
import PatternsCore
import PatternsDiagnostics
import PatternsExports
import PatternsHistory
import PatternsRendering

/// Executes `BuildPlan.wholeSite` and `BuildPlan.clean`, which differ only in how the output is
/// written: every source is re-read and every page re-rendered, then either only files that
/// differ from the last build are written (`.update`) or the output is replaced (`.replace`).
struct WholeSiteBuild {
    let publisher: BuildPublisher

    func run(mode: OutputTransaction.Mode, changedSources: [String], dates: SourceDates) throws(SiteBuilder.Failure) -> SiteBuilder.Report {
        let inputs = publisher.inputs
        let paths = inputs.snapshot.paths
        publisher.progress?(SiteBuilder.Progress(phase: .reading(files: paths.count), done: 0, total: 0))
        let engine = inputs.contentFindings()
        // Each body is rendered as it is read and kept on disk for its pages (KeptBodies), so no
        // body's HTML is held in memory from here to there and none is parsed twice; without a
        // place to keep them (next to the output), the pages read the files again (BodySource).
        let kept = KeptBodies(folder: publisher.scratchFolder)
        let loaded = inputs.loader.load(renderer: BodyHTMLRenderer(keeping: kept), parts: kept == nil ? .tipDigests : .pages,
                                        config: inputs.config, contentFiles: paths,
                                        templateAnchors: inputs.templates.anchors(config: inputs.config.config), diagnostics: engine)
        let findings = engine.diagnostics
        let all = inputs.reported(findings)
        if all.hasErrors { throw .contentErrors(diagnostics: all, fileCount: loaded.fileCount) }

        let bodies = BodySource(config: loaded.site.config, examples: loaded.site.examples, directory: inputs.loader.directory, kept: kept)
        let annotations = try PageAssembly.annotations(for: loaded.site, inputs: inputs, dates: dates)
        // Each entry's criteria made once, on disk for the four kinds of page that show them (CriteriaBook),
        // and with them what two pages each copy of them (CriteriaCopies).
        let copies = ScratchRecords(folder: publisher.scratchFolder).map(CriteriaCopies.init(keptIn:)) ?? CriteriaCopies()
        let criteria = ScratchRecords(folder: publisher.scratchFolder).map { CriteriaBook(keeping: loaded.site.entries, in: $0, alongside: copies.keep) }
            ?? CriteriaBook()
        let renderer = SiteRenderer(site: loaded.site, templates: inputs.templates, siteRoot: inputs.loader.directory.root, bodies: bodies,
                                    annotations: annotations, criteria: criteria, copies: copies)
        var search: SearchIndexCache?
        let summary = try publisher.publish(mode: mode, isWholeSite: true) { emit, jobDone in
            search = renderer.renderAll(into: emit, jobDone: jobDone, shouldStop: { BuildInterruption.shared.requestedSignal != nil || bodies.hasChangedSources })
        } abandonIf: {
            bodies.hasChangedSources ? .sourcesChanged(bodies.changedSources) : nil
        }
        return SiteBuilder.Report(
            kind: mode.isReplace ? .clean : .wholeSite, diagnostics: all, fileCount: loaded.fileCount,
            models: (loaded.site.entries.count, loaded.site.guides.count), changedSources: changedSources,
            rendered: summary.written + summary.unchanged, output: summary,
            cacheProblem: publisher.store(manifest(for: loaded, renderer: renderer, summary: summary, search: search), diagnostics: findings))
    }

    /// What this build read and wrote, for the next build to compare with.
    private func manifest(for loaded: SiteLoader.Result, renderer: SiteRenderer, summary: OutputTransaction.Summary,
                          search: SearchIndexCache?) -> BuildManifest {
        let inputs = publisher.inputs
        var manifest = BuildManifest(key: inputs.key, outputIdentity: publisher.outputIdentity, writtenAt: 0)
        manifest.search = search
        manifest.neighbours = renderer.annotations.neighbours
        manifest.files = summary.files
        manifest.dates = renderer.annotations.dates
        var pages: [String: (digest: UInt64, page: OutputPath)] = [:]
        // Hashing every summary through its encoding is the last large piece of the build, once
        // every page is written: on all cores, not one.
        for (entry, digest) in zip(loaded.site.entries, loaded.site.entries.concurrentMap(\.crossPageDigest)) {
            pages[entry.sourcePath.text] = (digest, entry.pagePath)
        }
        for (guide, digest) in zip(loaded.site.guides, loaded.site.guides.concurrentMap(\.crossPageDigest)) {
            pages[guide.sourcePath.text] = (digest, guide.pagePath)
        }
        for path in inputs.snapshot.paths {
            guard let state = inputs.snapshot.states[path], let hash = loaded.contentHashes[path] ?? assetHash(path, in: summary) else { continue }
            manifest.sources[path] = BuildManifest.Source(size: state.size, modified: state.modified, contentHash: hash,
                                                          crossPageDigest: pages[path]?.digest ?? 0, page: pages[path]?.page)
        }
        return manifest
    }

    /// An asset is copied byte for byte, so its output file's hash is its content hash; only an
    /// asset without a safe output path is read again.
    private func assetHash(_ path: String, in summary: OutputTransaction.Summary) -> UInt64? {
        if let destination = SiteLayout.assetOutput(forSource: path), let record = summary.files[destination] { return record.hash }
        return publisher.inputs.loader.directory.bytes(of: path).map(StableHasher.hash)
    }
}

extension OutputTransaction.Mode {
    var isReplace: Bool {
        if case .replace = self { return true }
        return false
    }
}
