import PatternsCore
import PatternsHistory
import PatternsRendering

/// The assemble phase, between loading and rendering: attaches to the pages what they show besides
/// their own file — git dates, the `--since` change log, category neighbours — in one place, for a
/// whole-site build (from the loaded site) and an own-pages build (from the last build's manifest).
enum PageAssembly {
    /// For a whole-site build: neighbours from the site as loaded.
    static func annotations(for site: Site, inputs: BuildInputs, dates: SourceDates) throws(SiteBuilder.Failure) -> PageAnnotations {
        PageAnnotations(dates: dates, changeLog: try inputs.changeLog(), neighbours: CategoryNeighbours(site: site))
    }

    /// For an own-pages build, which does not load the whole site: the neighbours and dates the last
    /// build recorded (an edit that changes neighbours is a whole-site build).
    static func annotations(from manifest: BuildManifest, inputs: BuildInputs) throws(SiteBuilder.Failure) -> PageAnnotations {
        PageAnnotations(dates: manifest.dates, changeLog: try inputs.changeLog(), neighbours: manifest.neighbours)
    }
}
