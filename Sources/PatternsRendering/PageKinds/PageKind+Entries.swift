import PatternsCore
import PatternsExports

extension PageKind {
    /// Each entry's page, its search text, its inline examples' frames, its feature file and its search terms.
    static let entries = PageKind("entry pages", pages: [EntryPage.self], each: \.site.entries) { loaded, out in
        let run = out.run
        // The body is read once, for the page and for its search text; the tips' text once for both
        // searches; the criteria once for the page and the search; the feature file and the page's
        // defect data are the copies made with the criteria (`CriteriaCopies`).
        let read = run.own.read(loaded)
        let criteria = run.criteria[read.entry.summary]
        let copies = run.copies.of(read.entry.summary) { criteria }
        run.own.ownFiles(for: read, criteria: criteria, copies: copies).forEach(out.put)
        out.put(CriteriaExport.featureFile(of: read.entry.summary, text: copies.feature, config: run.site.config))
        run.search.add(SearchDocument(entry: read.entry, config: run.site.config, criteria: criteria, tips: read.tips))
    }

    /// Each guide's page, its search text, its inline examples' frames and its search terms.
    static let guides = PageKind("guide pages", pages: [GuidePage.self], each: \.site.guides) { loaded, out in
        let read = out.run.own.read(loaded)
        out.run.own.ownFiles(for: read.guide, body: read.body).forEach(out.put)
        out.run.search.add(SearchDocument(guide: read.guide))
    }

    /// Content files that are not Markdown (images, downloads), copied as they are.
    static let assets = PageKind("content assets", each: \.site.assets) { source, out in
        SiteRenderer.asset(source, siteRoot: out.run.siteRoot).map(out.put)
    }
}
