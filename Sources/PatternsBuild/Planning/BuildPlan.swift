import PatternsCore
import PatternsDiagnostics
import PatternsHistory

/// How a build will go, decided by `BuildPlanner` before anything is rendered; each case carries
/// what its executor needs.
enum BuildPlan: Sendable {
    /// No source changed and no page's git date: nothing is read or written. `manifest` has
    /// refreshed file times (some file was touched without changing) or dates read at a new commit
    /// that date no page differently when `manifestChanged` says so; `findings` are the last build's.
    case upToDate(manifest: BuildManifest, findings: [Diagnostic], manifestChanged: Bool)
    /// Only the bodies of existing files changed, in ways no other page shows, or only the git
    /// dates of some pages: those pages are re-rendered from the files as re-read.
    case ownPages(OwnPagesWork)
    /// Everything is re-read and re-rendered with `dates`; only files that differ from `previous`
    /// (the last build's output) are written. `changedSources` is empty when the cache key changed.
    case wholeSite(previous: [OutputPath: OutputRecord], changedSources: [String], dates: SourceDates)
    /// No usable cache (first build, `--clean`, output replaced since): everything is written and
    /// the output replaced wholesale.
    case clean(dates: SourceDates)

    /// The changed files of an own-pages build, re-read, and the manifest to record afterwards.
    struct OwnPagesWork: Sendable {
        /// The last build's manifest with the changed files' sizes, times and hashes and this
        /// build's dates taken over.
        var manifest: BuildManifest
        var changedSources: [String]
        /// Unchanged files re-read only because their git date changed, sorted.
        var redatedSources: [String]
        /// Whether any page's git date changed (the sitemap shows them all).
        var datesChanged: Bool
        var reloaded: SiteLoader.Reloaded
        /// The site's example files, which the re-read pages' bodies show when they are rendered.
        var examples: ExampleLibrary
        /// The last build's findings for unchanged files plus the changed files' new ones, in output order.
        var findings: [Diagnostic]
    }
}
