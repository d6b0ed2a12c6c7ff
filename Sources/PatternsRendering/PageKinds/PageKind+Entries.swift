import PatternsCore
import PatternsExports

extension PageKind {
    /// Each entry's page, its search text, its inline examples' frames, its feature file and its
    /// search terms; on a catalog whose platform tips are paged by category, with those pages, each
    /// body read once for both (`EntryJobs`).
    static let entries = PageKind("entry pages", pages: [EntryPage.self], jobs: EntryJobs.jobs(of:))

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
