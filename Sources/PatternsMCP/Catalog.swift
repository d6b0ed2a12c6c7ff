import PatternsCore
import PatternsExports

/// A loaded site as the tools and resources read it: its entries, searched as the site searches
/// them, and exported by the code `patterns export` and the checklist page use.
public struct Catalog: Sendable {
    public let site: Site
    let search: EntrySearch
    let export: CriteriaExport
    /// Which entries cite each success criterion, for `wcag_coverage`: made once, not per call.
    let citations: WCAGCitations

    /// Ids of the site's collections, platforms and categories, as tool arguments take them.
    let collectionIDs: [String]
    let platformIDs: [String]
    let categoryIDs: [String]

    public init(site: Site) {
        self.site = site
        search = EntrySearch(site: site)
        export = CriteriaExport(site: site, covering: site.entries)
        citations = WCAGCitations(entries: site.summaries)
        collectionIDs = site.config.collections.map(\.id)
        platformIDs = Self.distinct(site.config.platforms.map(\.id) + site.entries.flatMap { $0.platforms.map(\.id) })
        categoryIDs = Self.distinct(site.config.categories.map(\.id) + site.categoryGroups.map(\.category.id))
    }

    private static func distinct(_ ids: [String]) -> [String] {
        var seen = Set<String>()
        return ids.filter { seen.insert($0).inserted }
    }

    /// How answers name an entry: `collection/slug` on a site that declares collections, else the slug.
    func name(of entry: EntryID) -> String {
        entry.reference(in: site.config)
    }

    /// The entry's resource address, `patterns://<collection>/<slug>`.
    func uri(of entry: PatternEntry) -> String {
        "\(EntryResources.scheme)://\(entry.id)"
    }
}
