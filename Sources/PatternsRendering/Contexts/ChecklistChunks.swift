import PatternsCore
import PatternsDiagnostics
import PatternsExports

/// A category's checklist data, cut into chunks of `PageSizes.checklistChunk` entries: each a
/// script calling `window.patternsChecklistChunk({...})` with the entries' keys, titles, addresses,
/// home category (`h`, for an entry whose checkbox is under another category) and criteria in each of the checklist's formats (`PlatformText`'s lines), and the name of the
/// next chunk, so the page loads only what the reader opens.
///
/// A chunk is made on its own (`chunk(_:)`), in its own rendering job, together with the category's
/// text pages over the same entries: a category of thousands of entries is never held whole.
struct ChecklistChunks: Sendable {
    struct Entry: Sendable {
        let key: String
        let title: String
        let page: OutputPath
        let text: ChecklistText
        /// The entry's Cucumber feature, which the category's text pages show beside the condensed text.
        let feature: String
        /// The category whose list holds the entry's checkbox, when it is another than this one.
        let home: String?
    }

    struct Chunk: Sendable {
        /// 1-based.
        let number: Int
        let id: String
        /// The next chunk's name; nil for the last.
        let next: String?
        let entries: [Entry]
    }

    /// The group's key: its chunks are `<id>-1`, `<id>-2`…
    let id: String
    let group: Site.CategoryGroup
    let site: Site
    let export: CriteriaExport
    let criteria: CriteriaBook
    let copies: CriteriaCopies

    init(group: Site.CategoryGroup, site: Site, criteria book: CriteriaBook, copies: CriteriaCopies = CriteriaCopies(), context: SiteContext) {
        id = Self.id(of: group, config: site.config)
        self.group = group
        self.site = site
        self.criteria = book
        self.copies = copies
        export = CriteriaExport(site: site, context: context, criteria: book)
    }

    /// How many chunks the category has (one, empty, when it has no entries).
    var count: Int { Pagination.pages(of: group.entries, size: PageSizes.checklistChunk).count }

    /// Chunk `number` (1-based), each entry's criteria generated once for its texts and its feature.
    func chunk(_ number: Int) -> Chunk {
        let count = count
        let start = min(group.entries.count, (number - 1) * PageSizes.checklistChunk)
        let entries = group.entries[start..<min(group.entries.count, start + PageSizes.checklistChunk)]
        return Chunk(number: number, id: Self.chunkID(id, number: number), next: number < count ? Self.chunkID(id, number: number + 1) : nil,
                     entries: entries.map { entry in
                         let home = Self.home(of: entry, config: site.config)
                         let criteria = criteria[entry]
                         return Entry(key: entry.id.key(in: site.config), title: entry.title, page: entry.pagePath,
                                      text: export.checklistText(entry, criteria: criteria), feature: copies.of(entry) { criteria }.feature,
                                      home: home == id ? nil : home)
                     })
    }

    /// A category's key, which its chunks' names start with.
    static func id(of group: Site.CategoryGroup, config: SiteConfig) -> String {
        config.key(group.category.id, in: group.collection.id)
    }

    /// The category an entry is ticked under: the first of its `categories`. An entry filed under
    /// several is listed under each, but only its home has its checkbox; the others link there, so
    /// the page never holds two checkboxes (and two ids) for one entry.
    static func home(of entry: EntrySummary, config: SiteConfig) -> String {
        config.key(entry.categories.first ?? "", in: entry.collection)
    }

    /// Each category's title as the checklist shows it, by its key.
    static func groupTitles(site: Site) -> [String: String] {
        Dictionary(site.categoryGroups.map { (id(of: $0, config: site.config), site.config.naming($0.category.title, in: $0.collection.id)) },
                   uniquingKeysWith: { first, _ in first })
    }

    /// The name of chunk `number` (1-based) of the category `id`.
    static func chunkID(_ id: String, number: Int) -> String { "\(id)-\(number)" }

    /// The data script of one chunk.
    func file(of chunk: Chunk) -> RenderedFile {
        var writer = JSONWriter(style: .compact, scriptSafe: true)
        writer.beginObject()
        writer.key("id")
        writer.string(chunk.id)
        writer.key("next")
        writer.string(chunk.next)
        writer.key("entries")
        writer.beginArray()
        for entry in chunk.entries {
            writer.beginObject()
            for (key, value) in [("k", entry.key), ("t", entry.title), ("u", SiteLayout.checklistPage.relativeURL(to: entry.page))] {
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
        return RenderedFile(path: SiteLayout.checklistData(chunk: chunk.id), text: "window.patternsChecklistChunk(" + writer.take() + ");\n")
    }
}
