import PatternsCore

/// The page templates every site renders with, by the name of their file (`templates/NAME.mustache`).
///
/// Partials (`partials/head`…) are not listed: they are whatever the page templates include, and
/// are checked in the context of each page that includes them.
public enum PageTemplate: String, CaseIterable, Sendable {
    case home
    case entry
    case guide
    case notFound = "404"
    /// Every search result for a query (`search/index.html?q=…`), found by the script.
    case search
    case category
    case platform
    case checklist
    /// A collection's own page, on sites that declare collections.
    case collection
    case wcag
    case wcagCriterion = "wcag-criterion"
    /// The document a live example's frame loads.
    case example
    /// The index of every guide.
    case guides
    /// A category's criteria as text: the checklist without JavaScript.
    case checklistCategory = "checklist-category"
    /// What the catalog has of what it expects, and what is missing.
    case coverage
    /// One category's coverage table on a large catalog.
    case coverageCategory = "coverage-category"
    /// What changed since a revision (`build --since`).
    case changes
    /// The page at an old address (`redirects:`), leading to its new one.
    case redirect
    /// The defect reporter: an entry's criterion and what happened → a defect report.
    case defects

    /// The template's file name in a templates folder: `entry.mustache`.
    public var fileName: String { "\(rawValue).mustache" }

    /// The file a site writes to override the built-in template.
    public var overridePath: String { SitePaths.join(SiteLayout.templatesFolder, fileName) }

    /// The context the template renders with: the names it may use.
    var contextType: any PageContext.Type {
        switch self {
        case .home: HomePage.self
        case .entry: EntryPage.self
        case .guide: GuidePage.self
        case .notFound: NotFoundPage.self
        case .search: SearchPage.self
        case .category: CategoryPage.self
        case .platform: PlatformPage.self
        case .checklist: ChecklistPage.self
        case .collection: CollectionPage.self
        case .wcag: WCAGIndexPage.self
        case .wcagCriterion: WCAGCriterionPage.self
        case .example: ExamplePage.self
        case .guides: GuidesPage.self
        case .checklistCategory: ChecklistCategoryPage.self
        case .coverage: CoveragePage.self
        case .coverageCategory: CoverageCategoryPage.self
        case .changes: ChangesPage.self
        case .redirect: RedirectPage.self
        case .defects: DefectsPage.self
        }
    }
}

extension PageTemplate {
    /// Every page template's name and context type, for compiling them.
    static var contextTypesByName: [String: any TemplateContext.Type] {
        Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0.contextType as any TemplateContext.Type) })
    }
}

/// The context of a whole page, rendered with its own template.
protocol PageContext: TemplateContext {
    static var template: PageTemplate { get }
}
