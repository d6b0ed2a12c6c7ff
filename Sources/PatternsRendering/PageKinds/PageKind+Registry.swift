import PatternsCore

extension PageKind {
    /// Every kind the site writes; its order is the order the template checker names pages in, and
    /// the order jobs start in after those that start first (`startsFirst`).
    static let all: [PageKind] = [
        .home, .entries, .guides, .notFound, .search, .categories, .platforms, .checklist, .collections, .wcag, .exampleFiles,
        .checklistCategories, .defectChunks, .coverage, .changes, .redirects, .criteriaExports, .theme, .assets,
    ]

    /// Every job of every kind for a rendering, those of kinds that start first first.
    static func jobs(of run: RenderRun) -> [PageJob] {
        (all.filter(\.startsFirst) + all.filter { !$0.startsFirst }).flatMap { $0.jobs(run) }
    }
}
