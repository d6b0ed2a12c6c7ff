import PatternsCore
import PatternsDiagnostics

/// The defect reporter's data scripts (`/defects/`): an index of every entry (title, category, the
/// chunk holding its criteria), and per category the criteria of the entries it is home to
/// (`ChecklistChunks.home`, so each entry is written once), in chunks of `PageSizes.checklistChunk`,
/// as `AuditPageData` writes an entry. Scripts calling a global function, so `file://` works.
enum DefectsData {
    /// The chunks of one category group: the entries whose first category it is, 100 a chunk, as the
    /// positions of those entries in `group.entries` (what a rendering's jobs wait with, not copies).
    static func chunkPlan(of group: Site.CategoryGroup, config: SiteConfig) -> [(id: String, entries: ArraySlice<Int>)] {
        let id = ChecklistChunks.id(of: group, config: config)
        let home = group.entries.indices.filter { ChecklistChunks.home(of: group.entries[$0], config: config) == id }
        return Pagination.pages(of: home, size: PageSizes.checklistChunk).map { number, _, entries in
            (ChecklistChunks.chunkID(id, number: number), entries)
        }
    }

    /// The script of one chunk, which the build writes in a job of its own, each entry's data from
    /// `copies` (made from its criteria in `criteria` when not kept).
    static func file(id: String, entries: some Sequence<EntrySummary>, criteria: CriteriaBook, copies: CriteriaCopies) -> RenderedFile {
        var writer = JSONWriter(style: .compact, scriptSafe: true)
        writer.string(id)
        let name = writer.take()
        writer.beginArray()
        for entry in entries { writer.written(copies.of(entry) { criteria[entry] }.defectData) }
        writer.endArray()
        return RenderedFile(path: SiteLayout.defectsData(chunk: id), text: "window.patternsDefectChunk(\(name),\(writer.take()));\n")
    }

    /// The index script: every entry by category, `{"k": checklist key, "t": title, "p": page, "c": category, "d": chunk}`.
    static func index(site: Site) -> RenderedFile {
        let titles = ChecklistChunks.groupTitles(site: site)
        var writer = JSONWriter(style: .compact, scriptSafe: true)
        writer.beginArray()
        for group in site.categoryGroups {
            let category = titles[ChecklistChunks.id(of: group, config: site.config)] ?? group.category.title
            for chunk in chunkPlan(of: group, config: site.config) {
                for entry in chunk.entries.lazy.map({ group.entries[$0] }) {
                    writer.beginObject()
                    writer.key("k"); writer.string(entry.id.key(in: site.config))
                    writer.key("t"); writer.string(entry.title)
                    writer.key("p"); writer.string(entry.pagePath.text)
                    writer.key("c"); writer.string(category)
                    writer.key("d"); writer.string(chunk.id)
                    writer.endObject()
                }
            }
        }
        writer.endArray()
        return RenderedFile(path: SiteLayout.defectsIndexData, text: "window.patternsDefectIndex(\(writer.take()));\n")
    }
}
