/// How much one page may list before it is split: the built-in theme's limits, in one place.
///
/// Small catalogs keep their single pages; a large one gets pages that a browser, and a screen
/// reader user, can still use (no page over about 200 KB at 10,000 entries).
enum PageSizes {
    /// Entry links on one category page.
    static let entriesPerPage = 100
    /// Entries in one chunk of checklist data (picks and criteria), loaded as the reader asks.
    static let checklistChunk = 100
    /// Entries whose criteria one page of the checklist without JavaScript shows.
    static let checklistCriteriaPerPage = 50
    /// Entries whose tips one platform page shows.
    static let tipEntriesPerPage = 40
    /// Guide links on one page of the guides index.
    static let guidesPerPage = 100
    /// Entries citing one success criterion on one page.
    static let citationsPerPage = 100
    /// Entries the checklist page offers as checkboxes straight away; above it each category opens on request.
    static let checklistListed = 300
    /// Entries the home page and a collection page list in full; above it they list categories with counts.
    static let listedEntries = 300
    /// Guides the home page lists in full; above it, a link to the guides index.
    static let listedGuides = 20
    /// A platform's tips stay on one page up to this many entries; above it, one page per category.
    static let tipEntriesOnOnePage = 40
    /// Changed entries one page of `/changes/` lists, each with its criteria's old and new text.
    static let changedEntriesPerPage = 50
    /// Entries the side navigation lists on each side of the current one, within its category.
    static let sideNavigationNeighbours = 4
}
