import PatternsCore
import PatternsExports

extension PageKind {
    /// The criteria as JSON (with its schema) and CSV and `llms.txt`; the folder of the entries'
    /// Cucumber features, which each entry's job writes.
    static let criteriaExports = PageKind("criteria exports", outputs: { _, _ in
        [.file(SiteLayout.llmsText, "the llms.txt summary"), .file(SiteLayout.criteriaJSON, "the criteria export"),
         .file(SiteLayout.criteriaSchema, "the criteria export's schema"), .file(SiteLayout.criteriaCSV, "the criteria export"),
         .folder(of: SiteLayout.featuresFolder, "the feature files")]
    }, startsFirst: true) { out in
        CriteriaExport(site: out.site, context: out.context, criteria: out.run.criteria).files().forEach(out.put)
    }

    /// `/wcag/` (always: the site navigation links to it), a page per cited success criterion, and
    /// their search terms.
    static let wcag = PageKind("WCAG pages", pages: [WCAGIndexPage.self, WCAGCriterionPage.self], outputs: { _, _ in
        [.folder(of: SiteLayout.wcagIndexPage, "the WCAG pages")]
    }) { out in
        wcagPages(site: out.site, templates: out.run.templates, context: out.context).forEach(out.put)
        SearchDocument.criterionPages(of: out.site.summaries).forEach(out.run.search.add)
    }

    /// What the catalog has of what it expects, and what is missing.
    static let coverage = PageKind("coverage pages", pages: [CoveragePage.self, CoverageCategoryPage.self], outputs: { _, _ in
        [.folder(of: SiteLayout.coverageIndexPage, "the coverage pages")]
    }) { out in
        let coverage = CatalogCoverage(site: out.site)
        out.put(CoveragePage(coverage: coverage, site: out.site, context: out.context), at: CoveragePage.path)
        out.put(CoverageCategoryPage.pages(coverage: coverage, site: out.site, context: out.context))
    }

    /// What changed since a revision, when the build was asked for it (`build --since`); the folder
    /// is the site's whether or not this build writes it.
    static let changes = PageKind("changes page", pages: [ChangesPage.self], outputs: { _, _ in
        [.folder(of: SiteLayout.changesPage, "the changes page")]
    }, each: { run in run.annotations.changeLog.map { [$0] } ?? [] }) { changeLog, out in
        out.put(ChangesPage.pages(changeLog: changeLog, context: out.context))
    }

    /// `/wcag/` (always: the site navigation links to it) and a page per cited success criterion.
    static func wcagPages(site: Site, templates: TemplateLibrary, context: SiteContext) -> [RenderedFile] {
        let citations = WCAGCitations(entries: site.summaries)
        return [templates.file(WCAGIndexPage(citations: citations, config: site.config, context: context), at: WCAGIndexPage.path)]
            + citations.citedCriteria.map { criterion in
                templates.file(WCAGCriterionPage(criterion: criterion, citations: citations, config: site.config, context: context),
                               at: WCAGCriterionPage.path(for: criterion))
            }
    }
}
