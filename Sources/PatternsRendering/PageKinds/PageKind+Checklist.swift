import PatternsCore

extension PageKind {
    /// The checklist and the defect reporter, with the reporter's index of every entry.
    static let checklist = PageKind("checklist and defect reporter", pages: [ChecklistPage.self, DefectsPage.self], outputs: { _, _ in
        [.folder(of: SiteLayout.checklistPage, "the checklist"), .folder(of: SiteLayout.defectsPage, "the defect reporter")]
    }, startsFirst: true) { out in
        out.put(ChecklistPage(site: out.site, context: out.context), at: ChecklistPage.path)
        out.put(DefectsPage(site: out.site, context: out.context), at: DefectsPage.path)
        out.put(DefectsData.index(site: out.site))
    }

    /// A category's checklist data, one chunk a job, with the category's criteria text pages over the
    /// same entries (a category of thousands of entries is never held whole).
    static let checklistCategories = PageKind("checklist categories", pages: [ChecklistCategoryPage.self], each: { run in
        run.site.categoryGroups.flatMap { group in
            let chunks = ChecklistChunks(group: group, site: run.site, criteria: run.criteria, copies: run.copies, context: run.context)
            return (1...chunks.count).map { (chunks, $0) }
        }
    }) { (item: (chunks: ChecklistChunks, number: Int), out) in
        let chunk = item.chunks.chunk(item.number)
        out.put(item.chunks.file(of: chunk))
        out.put(ChecklistCategoryPage.pages(of: item.chunks.group, site: out.site, context: out.context, in: chunk))
    }

    /// The defect reporter's criteria of the entries each category is home to, one chunk a job.
    static let defectChunks = PageKind("defect reporter data", each: { run in
        run.site.categoryGroups.flatMap { group in DefectsData.chunkPlan(of: group, config: run.site.config).map { (group, $0) } }
    }) { (item: (group: Site.CategoryGroup, chunk: (id: String, entries: ArraySlice<Int>)), out) in
        out.put(DefectsData.file(id: item.chunk.id, entries: item.chunk.entries.lazy.map { item.group.entries[$0] },
                                  criteria: out.run.criteria, copies: out.run.copies))
    }
}
