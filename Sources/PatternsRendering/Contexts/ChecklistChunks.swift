import PatternsCore
import PatternsDiagnostics
import PatternsExports

/// A category's checklist data, cut into chunks of `PageSizes.checklistChunk` entries: each a
/// script calling `window.patternsChecklistChunk({...})` with the entries' keys, titles, addresses,
/// home category (`h`, for an entry whose checkbox is under another category) and criteria in each of the checklist's formats (`PlatformText`'s lines), and the name of the
/// next chunk, so the page loads only what the reader opens.
struct ChecklistChunks: Sendable {
    struct Entry: Sendable {
        let key: String
        let title: String
        let page: String
        let text: ChecklistText
        /// The category whose list holds the entry's checkbox, when it is another than this one.
        let home: String?
    }

    struct Chunk: Sendable {
        let id: String
        let entries: [Entry]
    }

    /// The group's key: its chunks are `<id>-1`, `<id>-2`…
    let id: String
    let chunks: [Chunk]

    init(group: Site.CategoryGroup, site: Site, criteria book: CriteriaBook, context: SiteContext) {
        let id = Self.id(of: group, config: site.config)
        self.id = id
        let export = CriteriaExport(site: site, context: context, criteria: book)
        chunks = Pagination.pages(of: group.entries, size: PageSizes.checklistChunk).map { number, _, entries in
            Chunk(id: Self.chunkID(id, number: number), entries: entries.map { entry in
                let home = Self.home(of: entry, config: site.config)
                return Entry(key: entry.id.key(in: site.config), title: entry.title, page: entry.pagePath,
                             text: export.checklistText(entry), home: home == id ? nil : home)
            })
        }
    }

    /// Each entry's checklist text, by its page, for the category's no-JS pages to reuse.
    var textsByPage: [String: ChecklistText] {
        Dictionary(chunks.flatMap(\.entries).map { ($0.page, $0.text) }, uniquingKeysWith: { first, _ in first })
    }

    /// A category's key, which its chunks' names start with.
    static func id(of group: Site.CategoryGroup, config: SiteConfig) -> String {
        config.key(group.category.id, in: group.collection.id)
    }

    /// The category an entry is ticked under: the first of its `categories`. An entry filed under
    /// several is listed under each, but only its home has its checkbox; the others link there, so
    /// the page never holds two checkboxes (and two ids) for one entry.
    static func home(of entry: PatternEntry, config: SiteConfig) -> String {
        config.key(entry.categories.first ?? "", in: entry.collection)
    }

    /// Each category's title as the checklist shows it, by its key.
    static func groupTitles(site: Site) -> [String: String] {
        Dictionary(site.categoryGroups.map { (id(of: $0, config: site.config), site.config.naming($0.category.title, in: $0.collection.id)) },
                   uniquingKeysWith: { first, _ in first })
    }

    /// The name of chunk `number` (1-based) of the category `id`.
    static func chunkID(_ id: String, number: Int) -> String { "\(id)-\(number)" }

    /// The data scripts, one per chunk.
    func files() -> [RenderedFile] {
        chunks.enumerated().map { index, chunk in
            let path = SiteLayout.checklistData(chunk: chunk.id)
            var writer = JSONWriter(style: .compact, scriptSafe: true)
            writer.beginObject()
            writer.key("id")
            writer.string(chunk.id)
            writer.key("next")
            writer.string(index + 1 < chunks.count ? chunks[index + 1].id : nil)
            writer.key("entries")
            writer.beginArray()
            for entry in chunk.entries {
                writer.beginObject()
                for (key, value) in [("k", entry.key), ("t", entry.title), ("u", SitePaths.relativeURL(from: SiteLayout.checklistPage, to: entry.page))] {
                    writer.key(key)
                    writer.string(value)
                }
                if let home = entry.home {
                    writer.key("h")
                    writer.string(home)
                }
                for format in ChecklistText.Format.allCases {
                    writer.key(format.dataKey)
                    entry.text[format].write(to: &writer)
                }
                writer.endObject()
            }
            writer.endArray()
            writer.endObject()
            return RenderedFile(path: path, text: "window.patternsChecklistChunk(" + writer.take() + ");\n")
        }
    }
}
