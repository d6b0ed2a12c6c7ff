import PatternsCore
import PatternsHistory

/// What pages show besides their own file and the site's models: when each source last changed in
/// git ("Last updated", the sitemap's `<lastmod>`), what changed since a revision (`build --since`:
/// the changes page and each changed entry's note), and each entry's previous and next in its
/// category (its pager).
///
/// Attached in one place between loading and rendering (PatternsBuild's `PageAssembly`, as Hugo's
/// assemble step does), so a page reads them from one value instead of three routes.
public struct PageAnnotations: Sendable {
    public var dates: SourceDates
    public var changeLog: ChangeLog?
    public var neighbours: CategoryNeighbours

    public init(dates: SourceDates = .none, changeLog: ChangeLog? = nil, neighbours: CategoryNeighbours = CategoryNeighbours()) {
        self.dates = dates
        self.changeLog = changeLog
        self.neighbours = neighbours
    }

    /// No dates and no changes, and the neighbours `site` gives: what a site renders with outside a build.
    public init(neighboursOf site: Site) {
        self.init(neighbours: CategoryNeighbours(site: site))
    }
}
