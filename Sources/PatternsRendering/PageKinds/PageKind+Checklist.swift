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

    /// A category's checklist data chunks, its criteria as text pages and its defect reporter data.
    static let checklistCategories = PageKind("checklist categories", pages: [ChecklistCategoryPage.self], each: \.site.categoryGroups) { group, out in
        let run = out.run
        let chunks = ChecklistChunks(group: group, site: run.site, criteria: run.criteria, context: run.context)
        chunks.files().forEach(out.put)
        DefectsData.files(of: group, config: run.site.config).forEach(out.put)
        out.put(ChecklistCategoryPage.pages(of: group, site: run.site, context: run.context, criteria: run.criteria, texts: chunks.textsByPage))
    }
}
