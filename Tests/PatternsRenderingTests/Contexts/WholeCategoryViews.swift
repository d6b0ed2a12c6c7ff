@testable import PatternsBodyHTML
@testable import PatternsCore
@testable import PatternsRendering

// A category's or a platform's pages and data files all at once, for tests to read as a reader would
// find them. The build makes the same pieces in jobs of their own (`PageKind.platforms`,
// `PageKind.checklistCategories`, `PageKind.defectChunks`), so these live with the tests.

extension PlatformPage {
    /// Every page of the platform's tips, in the order the build writes them.
    static func pages(of platform: Platform, site: Site, context: SiteContext,
                      tips: @escaping @Sendable (EntrySummary) -> RenderedBody = { SampleSite.body(of: $0.bodyOutline.handle, parts: .tips) }) -> [PendingPage<PlatformPage>] {
        guard isSplitByCategory(platform, site: site) else { return [singlePage(of: platform, site: site, context: context, tips: tips)] }
        return [overview(of: platform, site: site, context: context)]
            + site.categoryGroups.flatMap { categoryPages(of: [platform], group: $0, site: site, context: context, tips: tips) }
    }
}

extension ChecklistCategoryPage {
    /// Every page of the category's criteria, chunk by chunk.
    static func pages(of group: Site.CategoryGroup, site: Site, context: SiteContext, criteria book: CriteriaBook) -> [PendingPage<ChecklistCategoryPage>] {
        let chunks = ChecklistChunks(group: group, site: site, criteria: book, context: context)
        return (1...chunks.count).flatMap { pages(of: group, site: site, context: context, in: chunks.chunk($0)) }
    }
}

extension ChecklistChunks {
    /// Every chunk's data script.
    func files() -> [RenderedFile] {
        (1...count).map { file(of: chunk($0)) }
    }
}

extension DefectsData {
    /// The chunk scripts of `group`.
    static func files(of group: Site.CategoryGroup, config: SiteConfig) -> [RenderedFile] {
        chunkPlan(of: group, config: config).map { chunk in file(id: chunk.id, entries: chunk.entries.map { group.entries[$0] }, criteria: CriteriaBook(), copies: CriteriaCopies()) }
    }
}
