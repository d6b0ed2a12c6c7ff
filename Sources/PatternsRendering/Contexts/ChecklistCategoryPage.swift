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

    static func path(for group: Site.CategoryGroup) -> OutputPath {
        SiteLayout.checklistCategoryPage(group.category.id, collection: group.collection)
    }

    let chrome: PageChrome
    let title: String
    let checklistURL: String
    let entryCount: Int
    let entries: [Item]
    let pagination: Pagination

    /// The pages over the entries of one of the category's data chunks, whose texts and features
    /// they show (making those is most of the cost of a page): a chunk holds a whole number of pages.
    static func pages(of group: Site.CategoryGroup, site: Site, context: SiteContext, in chunk: ChecklistChunks.Chunk) -> [PendingPage<ChecklistCategoryPage>] {
        let title = site.config.naming(group.category.title, in: group.collection.id)
        let first = path(for: group)
        let pagesPerChunk = PageSizes.checklistChunk / PageSizes.checklistCriteriaPerPage
        let all = Pagination.pages(of: group.entries, size: PageSizes.checklistCriteriaPerPage)
        let numbers = ((chunk.number - 1) * pagesPerChunk + 1)...min(all.count, chunk.number * pagesPerChunk)
        return numbers.map { number in
            let path = SiteLayout.paginated(first, number: number)
            let offset = (number - 1) * PageSizes.checklistCriteriaPerPage - (chunk.number - 1) * PageSizes.checklistChunk
            let entries = chunk.entries[offset..<min(chunk.entries.count, offset + PageSizes.checklistCriteriaPerPage)]
            return PendingPage(path: path) {
                let pagination = Pagination(number: number, count: all.count, firstPage: first, label: "Pages of \(title) criteria")
                return ChecklistCategoryPage(
                    chrome: PageChrome(site: context, pagePath: path, title: pagination.title("Checklist: \(title)"),
                                       description: "The acceptance criteria of every \(title) pattern, as text.", section: .checklist),
                    title: "Checklist: \(title)",
                    checklistURL: path.relativeURL(to: SiteLayout.checklistPage),
                    entryCount: group.entries.count,
                    entries: entries.map { entry in
                        Item(id: "criteria-\(entry.key)", title: entry.title, url: path.relativeURL(to: entry.page),
                             condensedText: entry.text.condensed.text(), gherkinText: entry.feature)
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
