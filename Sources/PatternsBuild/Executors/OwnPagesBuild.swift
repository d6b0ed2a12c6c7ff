import PatternsBodyHTML
import PatternsCore
import PatternsDiagnostics
import PatternsRendering

/// Executes `BuildPlan.ownPages`: renders the changed and re-dated files' own pages (and copies
/// changed assets) from what the planner re-read, the sitemap when a date changed, and the search
/// shards of the words the edited pages gained or lost, and writes those that differ into the
/// existing output.
struct OwnPagesBuild {
    let publisher: BuildPublisher

    func run(_ work: BuildPlan.OwnPagesWork) throws(SiteBuilder.Failure) -> SiteBuilder.Report {
        let inputs = publisher.inputs
        let reported = inputs.reported(work.findings)
        if reported.hasErrors { throw .contentErrors(diagnostics: reported, fileCount: inputs.fileCount) }
        var manifest = work.manifest
        let reloaded = work.reloaded
        // Each page reads its body from its handle; a file changed since the planner read it refuses the build.
        let bodies = BodySource(config: inputs.config.config, examples: work.examples, directory: inputs.loader.directory)
        let renderer = OwnPageRenderer(config: inputs.config.config, templates: inputs.templates,
                                       annotations: try PageAssembly.annotations(from: manifest, inputs: inputs), bodies: bodies)
        // No page came or went, so the last build's files are this one's.
        let sitemap = work.datesChanged ? [renderer.sitemap(files: Array(manifest.files.keys), pageSources: manifest.pageSources)] : []
        // The pages are rendered here, before the publisher's own progress starts.
        publisher.progress?(SiteBuilder.Progress(phase: .rendering, done: 0, total: 0))
        let own = reloaded.entries.concurrentMap { (renderer.ownFiles(for: $0), $0.sourcePath) }
            + reloaded.guides.concurrentMap { (renderer.ownFiles(for: $0), $0.sourcePath) }
        let files = own.flatMap(\.0.files)
            + reloaded.assets.compactMap { renderer.asset($0, siteRoot: inputs.loader.directory.root) }
            + sitemap
        // Only the edited pages' words are taken again; a re-dated page's are as they were.
        let edited = Set(work.changedSources)
        let search = manifest.search?.updating(with: own.filter { edited.contains($0.1.text) }.map(\.0.search))
        let summary = try publisher.publish(mode: .update(previous: manifest.files), isWholeSite: false, removing: search?.removed ?? []) { emit, _ in
            files.forEach(emit)
            search?.files.forEach(emit)
        } abandonIf: {
            bodies.hasChangedSources ? .sourcesChanged(bodies.changedSources) : nil
        }
        manifest.files = summary.files
        manifest.search = search?.cache ?? manifest.search
        manifest.outputIdentity = publisher.outputIdentity
        return SiteBuilder.Report(
            kind: .ownPages, diagnostics: reported, fileCount: inputs.fileCount, models: manifest.modelCounts(collections: inputs.config.config.collections),
            changedSources: work.changedSources, redatedSources: work.redatedSources, rendered: files.count + (search?.files.count ?? 0), output: summary,
            cacheProblem: publisher.store(manifest, diagnostics: work.findings))
    }
}
