import Foundation
import PatternsCore
import PatternsDiagnostics
import PatternsRendering

/// Builds a site into its output folder, redoing only what changed since the last build.
///
/// Three ways a build can go, decided by comparing `content/` with the cache's manifest:
/// - **up to date**: no source changed (sizes and times match, or the bytes hash the same) — nothing is read or written;
/// - **own pages**: only the bodies of existing files changed, in ways no other page shows
///   (same `crossPageDigest`) — only those files are re-read and only their own pages re-rendered;
/// - **whole site**: anything else (a new, deleted or renamed file, a changed title, category,
///   criteria or tips, a template or `patterns.yml`) — everything is re-read and re-rendered, and
///   only files whose bytes changed are written.
/// Without a usable cache (first build, `--clean`, another tool version) the output is replaced
/// wholesale. In every case the output equals what a clean build writes.
public struct SiteBuilder: Sendable {
    public struct Options: Sendable {
        public var siteRoot: String
        public var output: String
        public var baseURLOverride: String?
        /// Ignore the build cache: read, render and write everything.
        public var clean: Bool
        public var toolVersion: String

        public init(siteRoot: String, output: String, baseURLOverride: String? = nil, clean: Bool = false, toolVersion: String) {
            self.siteRoot = siteRoot
            self.output = output
            self.baseURLOverride = baseURLOverride
            self.clean = clean
            self.toolVersion = toolVersion
        }
    }

    public enum Kind: String, Sendable {
        case clean = "clean build"
        case wholeSite = "whole site re-rendered"
        case ownPages = "own pages re-rendered"
        case upToDate = "up to date"
    }

    public struct Report: Sendable {
        public var kind: Kind
        public var diagnostics: [Diagnostic]
        /// Source files considered (config included), as `validate` counts them.
        public var fileCount: Int
        public var entryCount = 0
        public var guideCount = 0
        /// Sources whose bytes changed since the last build (empty for a clean build).
        public var changedSources: [String] = []
        public var rendered = 0
        public var written = 0
        public var unchanged = 0
        public var removed = 0
        /// Why the cache could not be stored, if it could not; the build itself succeeded.
        public var cacheProblem: String?
    }

    public enum Failure: Error {
        /// No site, or the output location is refused: a usage or I/O problem.
        case setup(String)
        /// The content, config or templates have errors; nothing was written.
        case contentErrors(diagnostics: [Diagnostic], fileCount: Int)
        case output(OutputTransaction.Failure)
    }

    /// What the build is doing, for a progress line.
    public struct Progress: Sendable {
        public var phase: String
        public var done: Int
        public var total: Int
    }

    public let options: Options
    public var progress: (@Sendable (Progress) -> Void)?
    /// Set by long-running callers (`serve`) to keep the cache's manifest in memory between builds.
    public var cacheMemory: BuildCacheMemory?
    /// The absolute, symlink-free output folder.
    private let outputPath: String

    public init(options: Options, progress: (@Sendable (Progress) -> Void)? = nil) {
        self.options = options
        self.progress = progress
        outputPath = URL(fileURLWithPath: options.output).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// What every way of building starts from: read once per build.
    private struct Inputs {
        let loader: SiteLoader
        let config: SiteLoader.LoadedConfig
        let templates: TemplateLibrary
        let snapshot: SourceSnapshot
        /// Template and walk findings, which the cache never stores.
        let setupProblems: [Diagnostic]
        let cache: BuildCache
        let key: UInt64
        /// Markdown sources plus `patterns.yml`, as `validate` counts files.
        var fileCount: Int { 1 + SiteLoader.sources(in: snapshot.paths).count }
    }

    public func build() throws(Failure) -> Report {
        // Refuse a dangerous output folder before reading anything, whatever else is wrong.
        do { _ = try OutputTransaction.checkedLocation(options.output, siteRoot: options.siteRoot) } catch { throw .output(error) }
        let loader = SiteLoader(root: options.siteRoot, baseURLOverride: options.baseURLOverride)
        var setupDiagnostics: [Diagnostic] = []
        let loadedConfig: SiteLoader.LoadedConfig
        do {
            guard let loaded = try loader.loadConfig(diagnostics: &setupDiagnostics) else {
                throw Failure.contentErrors(diagnostics: setupDiagnostics, fileCount: 1)
            }
            loadedConfig = loaded
        } catch let failure as Failure {
            throw failure
        } catch {
            throw .setup("\(error)")
        }
        let templates = TemplateLibrary.load(siteRoot: options.siteRoot, diagnostics: &setupDiagnostics)
        let snapshot = SourceSnapshot.take(of: loader.directory)
        let inputs = Inputs(
            loader: loader, config: loadedConfig, templates: templates, snapshot: snapshot,
            setupProblems: loadedConfig.config.applyingRuleSeverities(to: setupDiagnostics + snapshot.diagnostics),
            cache: BuildCache(siteRoot: loader.directory.root, memory: cacheMemory),
            key: cacheKey(config: loadedConfig, templates: templates))

        guard !options.clean, let (manifest, cached) = inputs.cache.load(),
              manifest.outputIdentity == SourceSnapshot.identity(of: outputPath) else {
            return try wholeSiteBuild(inputs, mode: .replace, changed: [])
        }
        // The output is as the manifest recorded it, so only files that differ from it need writing;
        // a different key (config, templates, tool version) means every page may have changed.
        guard manifest.key == inputs.key, !inputs.setupProblems.hasErrors else {
            return try wholeSiteBuild(inputs, mode: .update(previous: manifest.files), changed: [])
        }
        let plan = SourceChanges(manifest: manifest, snapshot: snapshot, directory: loader.directory)
        if plan.isUpToDate {
            var report = Report(kind: .upToDate, diagnostics: Diagnostic.sortedForOutput(cached + inputs.setupProblems),
                                fileCount: inputs.fileCount)
            report.unchanged = manifest.files.count
            (report.entryCount, report.guideCount) = plan.manifest.modelCounts
            if plan.refreshedStates {
                report.cacheProblem = store(plan.manifest, diagnostics: cached, in: inputs.cache)
            }
            return report
        }
        if let report = try ownPagesBuild(inputs, plan: plan, cached: cached) {
            return report
        }
        return try wholeSiteBuild(inputs, mode: .update(previous: manifest.files), changed: plan.changedSources)
    }

    private func cacheKey(config: SiteLoader.LoadedConfig, templates: TemplateLibrary) -> UInt64 {
        var hasher = StableHasher()
        hasher.combine(BuildManifest.formatVersion)
        hasher.combine(options.toolVersion)
        hasher.combine(config.contentHash)
        hasher.combine(options.baseURLOverride)
        hasher.combine(templates.contentHash)
        hasher.combine(outputPath)
        return hasher.value
    }

    /// Re-reads the changed files and renders only their own pages, when nothing else can have changed;
    /// nil when the whole site must be rebuilt instead.
    private func ownPagesBuild(_ inputs: Inputs, plan: SourceChanges, cached: [Diagnostic]) throws(Failure) -> Report? {
        guard plan.added.isEmpty, plan.removed.isEmpty else { return nil }
        let changed = Set(plan.changedSources)
        if cached.contains(where: { changed.contains($0.file) && Rule.crossFileRuleIDs.contains($0.rule.id) }) { return nil }
        let config = inputs.config.config
        let reader = ContentFileReader(config: config, rendersHTML: true, sizeLimit: config.fileSizeLimit)
        var manifest = plan.manifest
        var entries: [PatternEntry] = []
        var guides: [Guide] = []
        var assets: [String] = []
        var fresh: [Diagnostic] = []
        for (path, change) in plan.changes {
            manifest.sources[path]?.record(change)
            guard path.hasSuffix(".md") else {
                assets.append(path)
                continue
            }
            let output = reader.read(change.bytes, path: path)
            fresh += output.diagnostics
            switch output.content {
            case .entry(let entry) where entry.crossPageDigest == manifest.sources[path]?.crossPageDigest:
                entries.append(entry)
            case .guide(let guide) where guide.crossPageDigest == manifest.sources[path]?.crossPageDigest:
                guides.append(guide)
            default:
                return nil
            }
        }
        let diagnostics = Diagnostic.sortedForOutput(
            cached.filter { !changed.contains($0.file) } + config.applyingRuleSeverities(to: fresh))
        let reported = Diagnostic.sortedForOutput(diagnostics + inputs.setupProblems)
        if reported.hasErrors { throw .contentErrors(diagnostics: reported, fileCount: inputs.fileCount) }
        let renderer = OwnPageRenderer(config: config, templates: inputs.templates, neighbours: manifest.neighbours, entries: entries)
        let files = entries.map(renderer.page(for:)) + guides.map(renderer.page(for:))
            + assets.compactMap { renderer.asset($0, siteRoot: inputs.loader.directory.root) }
        let summary = try publish(mode: .update(previous: manifest.files), isWholeSite: false, cache: inputs.cache) { emit, _ in
            files.forEach(emit)
        }
        manifest.files = summary.files
        manifest.outputIdentity = SourceSnapshot.identity(of: outputPath)
        var report = Report(kind: .ownPages, diagnostics: reported, fileCount: inputs.fileCount)
        report.changedSources = plan.changedSources
        (report.entryCount, report.guideCount) = manifest.modelCounts
        report.rendered = files.count
        report.written = summary.written
        report.unchanged = summary.files.count - summary.written
        report.cacheProblem = store(manifest, diagnostics: diagnostics, in: inputs.cache)
        return report
    }

    private func wholeSiteBuild(_ inputs: Inputs, mode: OutputTransaction.Mode, changed: [String]) throws(Failure) -> Report {
        let paths = inputs.snapshot.paths
        progress?(Progress(phase: "reading \(paths.count) files", done: 0, total: 0))
        let loaded = inputs.loader.load(for: .build, config: inputs.config, contentFiles: paths)
        let all = Diagnostic.sortedForOutput(loaded.diagnostics + inputs.setupProblems)
        if all.hasErrors { throw .contentErrors(diagnostics: all, fileCount: loaded.fileCount) }

        let renderer = SiteRenderer(site: loaded.site, templates: inputs.templates, siteRoot: inputs.loader.directory.root)
        let summary = try publish(mode: mode, isWholeSite: true, cache: inputs.cache) { emit, jobDone in
            renderer.renderAll(into: emit, jobDone: jobDone, shouldStop: { BuildInterruption.shared.requestedSignal != nil })
        }

        var manifest = BuildManifest(key: inputs.key, outputIdentity: SourceSnapshot.identity(of: outputPath), writtenAt: 0)
        manifest.neighbours = renderer.neighbours
        manifest.files = summary.files
        var digests: [String: UInt64] = [:]
        for entry in loaded.site.entries { digests[entry.sourcePath] = entry.crossPageDigest }
        for guide in loaded.site.guides { digests[guide.sourcePath] = guide.crossPageDigest }
        for path in paths {
            guard let state = inputs.snapshot.states[path], let hash = loaded.contentHashes[path] ?? assetHash(path, in: summary, inputs) else { continue }
            manifest.sources[path] = BuildManifest.Source(size: state.size, modified: state.modified, contentHash: hash,
                                                          crossPageDigest: digests[path] ?? 0)
        }
        var report = Report(kind: mode.isReplace ? .clean : .wholeSite, diagnostics: all, fileCount: loaded.fileCount)
        report.changedSources = changed
        report.entryCount = loaded.site.entries.count
        report.guideCount = loaded.site.guides.count
        report.rendered = summary.written + summary.unchanged
        report.written = summary.written
        report.unchanged = summary.unchanged
        report.removed = summary.removed
        report.cacheProblem = store(manifest, diagnostics: loaded.diagnostics, in: inputs.cache)
        return report
    }

    /// An asset is copied byte for byte, so its output file's hash is its content hash; only an
    /// asset without a safe output path is read again.
    private func assetHash(_ path: String, in summary: OutputTransaction.Summary, _ inputs: Inputs) -> UInt64? {
        if let destination = SitePaths.assetPath(forSource: path), let record = summary.files[destination] { return record.hash }
        var ignored: [Diagnostic] = []
        return inputs.loader.directory.bytes(of: path, diagnostics: &ignored).map(StableHasher.hash)
    }

    /// Streams rendered files into a transaction and commits it. The manifest is removed first:
    /// if the process dies between changing the output and recording it, the next build starts clean.
    /// `render` gets the file sink and a callback for progress (`done`, `total` units of work).
    private func publish(mode: OutputTransaction.Mode, isWholeSite: Bool, cache: BuildCache,
                         render: (@Sendable (RenderedFile) -> Void, @Sendable (Int, Int) -> Void) -> Void)
        throws(Failure) -> OutputTransaction.Summary {
        let output = outputPath
        let root = options.siteRoot
        let progress = self.progress
        do {
            // From the staging folder's creation to the commit, a signal only raises a flag, so the
            // transaction can clean up after itself before the process exits.
            return try BuildInterruption.shared.whileWriting { () throws(OutputTransaction.Failure) -> OutputTransaction.Summary in
                let transaction = try OutputTransaction(output: output, siteRoot: root, mode: mode)
                render({ transaction.write($0) }, { done, total in
                    progress?(Progress(phase: "rendering", done: done, total: total))
                })
                cache.clear()
                return try transaction.commit(isWholeSite: isWholeSite)
            }
        } catch {
            throw .output(error)
        }
    }

    private func store(_ manifest: BuildManifest, diagnostics: [Diagnostic], in cache: BuildCache) -> String? {
        var manifest = manifest
        manifest.writtenAt = Int64(Date().timeIntervalSince1970 * 1_000_000_000)
        do {
            try cache.store(manifest, diagnostics: diagnostics)
            return nil
        } catch {
            return "cannot store the build cache in \(cache.folder): \(error.localizedDescription)"
        }
    }
}

extension OutputTransaction.Mode {
    var isReplace: Bool {
        if case .replace = self { return true }
        return false
    }
}
