import PatternsCore
import PatternsExports

/// One category's criteria as text, in pages of `PageSizes.checklistCriteriaPerPage` entries: the
/// checklist for readers without JavaScript, and a printable list of what to test. Each entry's
/// condensed criteria show, and its Gherkin feature opens on request (the Markdown task list, close
/// to the condensed text, is left to the script's checklist and `patterns export`, to keep the page light).
struct ChecklistCategoryPage: Sendable {
    struct Item: Sendable {
        let id: String
        let title: String
        let url: String
        let condensedText: String
        /// The entry's `.feature` file: a whole Gherkin document to copy on its own.
        let gherkinText: String
    }

    static func path(for group: Site.CategoryGroup) -> String {
        SiteLayout.checklistCategoryPage(group.category.id, collection: group.collection)
    }

    let chrome: PageChrome
    let title: String
    let checklistURL: String
    let entryCount: Int
    let entries: [Item]
    let pagination: Pagination

    /// Every page of the category's criteria, with its path. `texts` are the entries' checklist texts
    /// already made for the category's data chunks, by page path (making one is most of the cost of
    /// a checklist page); any other is made here.
    static func pages(of group: Site.CategoryGroup, site: Site, context: SiteContext, criteria book: CriteriaBook,
                      texts: [String: ChecklistText] = [:]) -> [PendingPage<ChecklistCategoryPage>] {
        let title = site.config.naming(group.category.title, in: group.collection.id)
        let first = path(for: group)
        let export = CriteriaExport(site: site, context: context, criteria: book)
        return Pagination.pages(of: group.entries, size: PageSizes.checklistCriteriaPerPage).map { number, count, entries in
            let path = SiteLayout.paginated(first, number: number)
            return PendingPage(path: path) {
                let pagination = Pagination(number: number, count: count, firstPage: first, label: "Pages of \(title) criteria")
                return ChecklistCategoryPage(
                    chrome: PageChrome(site: context, pagePath: path, title: pagination.title("Checklist: \(title)"),
                                       description: "The acceptance criteria of every \(title) pattern, as text.", section: .checklist),
                    title: "Checklist: \(title)",
                    checklistURL: SitePaths.relativeURL(from: path, to: SiteLayout.checklistPage),
                    entryCount: group.entries.count,
                    entries: entries.map { entry in
                        let key = site.config.key(entry.slug, in: entry.collection)
                        return Item(id: "criteria-\(key)", title: entry.title, url: SitePaths.relativeURL(from: path, to: entry.pagePath),
                                    condensedText: (texts[entry.pagePath] ?? export.checklistText(entry)).condensed.text(),
                                    gherkinText: export.feature(entry))
                    },
                    pagination: pagination)
            }
        }
    }
}

extension ChecklistCategoryPage: PageContext {
    static let template = PageTemplate("checklist-category")
    static let fields: TemplateFields<Self> = [
        .nested("chrome", \.chrome),
        .text("title", \.title),
        .text("checklistURL", \.checklistURL),
        .text("entryCount", \.entryCount),
        .list("entries", \.entries),
        .nested("pagination", \.pagination),
    ]
}

extension ChecklistCategoryPage.Item: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("id", \.id),
        .text("title", \.title),
        .text("url", \.url),
        .text("condensedText", \.condensedText),
        .text("gherkinText", \.gherkinText),
    ]
}
