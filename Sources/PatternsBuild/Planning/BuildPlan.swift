import PatternsCore
import PatternsDiagnostics

/// How a build will go, decided by `BuildPlanner` before anything is rendered; each case carries
/// what its executor needs.
enum BuildPlan: Sendable {
    /// No source changed: nothing is read or written. `manifest` has refreshed file times when
    /// `refreshedStates` says some file was touched without changing; `findings` are the last build's.
    case upToDate(manifest: BuildManifest, findings: [Diagnostic], refreshedStates: Bool)
    /// Only the bodies of existing files changed, in ways no other page shows: their own pages are
    /// re-rendered from the files as already re-read.
    case ownPages(OwnPagesWork)
    /// Everything is re-read and re-rendered; only files that differ from `previous` (the last
    /// build's output) are written. `changedSources` is empty when the cache key changed.
    case wholeSite(previous: [String: OutputRecord], changedSources: [String])
    /// No usable cache (first build, `--clean`, output replaced since): everything is written and
    /// the output replaced wholesale.
    case clean

    /// The changed files of an own-pages build, re-read, and the manifest to record afterwards.
    struct OwnPagesWork: Sendable {
        /// The last build's manifest with the changed files' sizes, times and hashes taken over.
        var manifest: BuildManifest
        var changedSources: [String]
        var reloaded: SiteLoader.Reloaded
        /// The last build's findings for unchanged files plus the changed files' new ones, in output order.
        var findings: [Diagnostic]
    }
}
