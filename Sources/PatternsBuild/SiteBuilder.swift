import Foundation
import PatternsCore
import PatternsDiagnostics

/// Builds a site into its output folder, redoing only what changed since the last build.
///
/// A build runs in named phases: read the inputs (`BuildInputs`), plan (`BuildPlanner` compares
/// `content/` with the cache's manifest and returns a `BuildPlan`), then execute the plan — which
/// renders and publishes through `BuildPublisher` — and report. The plans, cheapest first:
/// - **up to date** (`UpToDateBuild`): no source changed (sizes and times match, or the bytes hash
///   the same) — nothing is read or written;
/// - **own pages** (`OwnPagesBuild`): only the bodies of existing files changed, in ways no other
///   page shows (same `crossPageDigest`), or only some pages' git dates (a new commit) — only those
///   files are re-read and their own pages re-rendered, with the sitemap when a date changed;
/// - **whole site** (`WholeSiteBuild`): anything else (a new, deleted or renamed file, a changed
///   title, category, criteria or tips, a template or `patterns.yml`) — everything is re-read and
///   re-rendered, and only files whose bytes changed are written;
/// - **clean**: without a usable cache (first build, `--clean`, another tool version) the whole
///   site is written and the output replaced wholesale.
/// In every case the output equals what a clean build writes.
public struct SiteBuilder: Sendable {
    public struct Options: Sendable {
        public var siteRoot: String
        public var output: String
        public var baseURLOverride: String?
        /// Ignore the build cache: read, render and write everything.
        public var clean: Bool
        public var toolVersion: String
        /// A git revision of the site's repository: the site gets a page of the criteria changes since
        /// it, and changed entries a note (`build --since`).
        public var since: String?
        /// Date entry and guide pages (and the sitemap) from git, unless `patterns.yml` says
        /// `gitDates: false`; false for `--no-git-dates`.
        public var gitDates: Bool
        /// Replace an output folder that holds files no build wrote (`--force`); without it the build refuses.
        public var force: Bool

        public init(siteRoot: String, output: String, baseURLOverride: String? = nil, clean: Bool = false, toolVersion: String,
                    since: String? = nil, gitDates: Bool = true, force: Bool = false) {
            self.force = force
            self.since = since
            self.siteRoot = siteRoot
            self.output = output
            self.baseURLOverride = baseURLOverride
            self.clean = clean
            self.toolVersion = toolVersion
            self.gitDates = gitDates
        }
    }

    public enum Failure: Error {
        /// The site cannot be read (no `patterns.yml`, an unreadable folder): a usage or I/O problem.
        case siteUnreadable(any Error)
        /// The `--since` revision cannot be read or compared with the site: a usage or I/O problem.
        case sinceUnreadable(revision: String, any Error)
        /// The build ended before anything was published or kept (its work was abandoned).
        case abandoned
        /// The content, config or templates have errors; nothing was written.
        case contentErrors(diagnostics: [Diagnostic], fileCount: Int)
        case output(OutputTransaction.Failure)
        /// Sources changed after they were checked, while the site was being rendered; nothing was written.
        case sourcesChanged([String])

        /// What a usage or I/O failure tells the user (`siteUnreadable`, `sinceUnreadable`, `abandoned`); nil for the others,
        /// which have reports of their own.
        public var setupMessage: String? {
            switch self {
            case .siteUnreadable(let error): "\(error)"
            case .sinceUnreadable(_, let error): "--since: \(error)"
            case .abandoned: "the build was abandoned"
            case .contentErrors, .output, .sourcesChanged: nil
            }
        }

        /// What `sourcesChanged` tells the user: which files, and that building again picks them up.
        public static func changedMessage(_ paths: [String]) -> String {
            let shown = paths.prefix(3).joined(separator: ", ") + (paths.count > 3 ? " and \(paths.count - 3) more" : "")
            return "\(shown) changed while the site was being built; build again to publish the new text"
        }
    }

    /// What the build is doing, for a progress line.
    public struct Progress: Sendable {
        public var phase: BuildPhase
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

    /// Builds, reporting every finding — the config's, the templates', the folder walk's and the
    /// content's, read now or restored from the cache — to `run`, the engine of the caller's run
    /// (each rebuild of `serve` is a run of its own). The caller finalizes it; `Report.diagnostics`
    /// and `Failure.contentErrors` hold the same findings.
    public func build(diagnostics run: DiagnosticEngine) throws(Failure) -> Report {
        let inputs = try BuildInputs.read(options, outputPath: outputPath, cacheMemory: cacheMemory, diagnostics: run)
        let publisher = BuildPublisher(inputs: inputs, siteRoot: options.siteRoot, progress: progress)
        var report: Report
        // A folder of someone else's is replaced whole, never merged into.
        switch BuildPlanner(inputs: inputs).plan(clean: options.clean || !inputs.replacedItems.isEmpty) {
        case .upToDate(let manifest, let findings, let manifestChanged):
            report = UpToDateBuild(publisher: publisher).run(manifest: manifest, findings: findings, manifestChanged: manifestChanged)
        case .ownPages(let work):
            report = try OwnPagesBuild(publisher: publisher).run(work)
        case .wholeSite(let previous, let changedSources, let dates):
            report = try WholeSiteBuild(publisher: publisher).run(mode: .update(previous: previous), changedSources: changedSources, dates: dates)
        case .clean(let dates):
            report = try WholeSiteBuild(publisher: publisher).run(mode: .replace, changedSources: [], dates: dates)
        }
        report.replacedItems = inputs.replacedItems
        return report
    }
}
