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
    /// Each entry's tips as Markdown, by source, read once from its body's handle when the catalog is
    /// made (the model holds none): what `get_pattern` and the resources quote, and search reads.
    let tipMarkdown: [SourcePath: TipMarkdown]

    /// Ids of the site's collections, platforms and categories, as tool arguments take them.
    let collectionIDs: [String]
    let platformIDs: [String]
    let categoryIDs: [String]

    /// The catalog of `site`, whose entries' tips are read from their files in `directory`; an entry
    /// whose file changed since the site was loaded has no tips here.
    public init(site: Site, directory: SiteDirectory) {
        self.site = site
        let renderer = TipMarkdownRenderer(baseURL: site.config.baseURL)
        let read = site.entries.concurrentMap { entry in
            entry.body.handle.parse(from: directory, config: site.config, examples: site.examples, renderer: renderer, parts: .tips)?.rendered
                ?? TipMarkdown()
        }
        let tipMarkdown = Dictionary(zip(site.entries.map(\.sourcePath), read), uniquingKeysWith: { first, _ in first })
        self.tipMarkdown = tipMarkdown
        search = EntrySearch(site: site) { SearchText.tips(tipMarkdown[$0.sourcePath]?.tips ?? []) }
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

    /// The entry's tips as Markdown.
    func markdownTips(of entry: PatternEntry) -> TipMarkdown {
        tipMarkdown[entry.sourcePath] ?? TipMarkdown()
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
