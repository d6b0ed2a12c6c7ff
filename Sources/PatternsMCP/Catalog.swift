import PatternsCore
import PatternsRendering

/// A loaded site as the tools and resources read it: its entries, searched as the site searches
/// them, and exported by the code `patterns export` and the checklist page use.
public struct Catalog: Sendable {
    public let site: Site
    let search: EntrySearch
    let export: CriteriaExport

    public init(site: Site) {
        self.site = site
        search = EntrySearch(site: site)
        export = CriteriaExport(site: site, covering: site.entries)
    }

    /// How answers name an entry: `collection/slug` on a site that declares collections, else the slug.
    func name(of entry: PatternEntry) -> String {
        site.config.declaresCollections ? "\(entry.collection)/\(entry.slug)" : entry.slug
    }

    /// The entry's resource address, `patterns://<collection>/<slug>`.
    func uri(of entry: PatternEntry) -> String {
        "\(EntryResources.scheme)://\(entry.collection)/\(entry.slug)"
    }

    /// Ids of the site's collections, platforms and categories, as tool arguments take them.
    var collectionIDs: [String] { site.config.collections.map(\.id) }
    var platformIDs: [String] {
        var seen = Set<String>()
        return (site.config.platforms + site.entries.flatMap(\.platforms)).map(\.id).filter { seen.insert($0).inserted }
    }
    var categoryIDs: [String] {
        var seen = Set<String>()
        return (site.config.categories.map(\.id) + site.categoryGroups.map(\.category.id)).filter { seen.insert($0).inserted }
    }
}
