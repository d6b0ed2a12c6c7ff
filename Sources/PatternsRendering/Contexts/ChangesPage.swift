import PatternsCore
import PatternsExports
import PatternsHistory

/// `/changes/`, written by `build --since REV`: the criteria changes since that revision, an entry
/// at a time with each criterion's old and new text, split into pages of `PageSizes.changedEntriesPerPage`.
struct ChangesPage: Sendable {
    static let path = SiteLayout.changesPage

    /// One entry's change: a heading linking to its page (none for a removed entry), then its criteria.
    struct EntryBlock: Sendable {
        /// The block's anchor, which the entry page's change note links to: `change-native-button`.
        let anchor: String
        let title: String
        let url: String?
        /// `Changed`, `New`, `Removed`, `Moved`.
        let kindLabel: String
        let note: String?
        let criteria: [CriterionChangeItem]
        let hasCriteria: Bool
    }

    struct CriterionChangeItem: Sendable {
        let kindLabel: String
        let id: String
        /// The criterion's row on its entry page; nil for a removed criterion.
        let url: String?
        let old: String?
        let new: String?
    }

    let chrome: PageChrome
    let title: String
    let summary: String
    let entries: [EntryBlock]
    let hasEntries: Bool
    let pagination: Pagination

    /// The page that lists the change at `position`, and the anchor of its block there.
    static func link(position: Int, change: CatalogChanges.EntryChange) -> (page: OutputPath, anchor: String) {
        (SiteLayout.paginated(path, number: position / PageSizes.changedEntriesPerPage + 1), anchor(change.current.id.description))
    }

    static func pages(changeLog: ChangeLog, context: SiteContext) -> [PendingPage<ChangesPage>] {
        let report = ChangesReport(changes: changeLog.changes, from: changeLog.since, to: "now")
        let title = "What changed since \(changeLog.since)"
        return Pagination.pages(of: changeLog.changes.entries, size: PageSizes.changedEntriesPerPage).map { number, count, entries in
            let pagePath = SiteLayout.paginated(path, number: number)
            return PendingPage(path: pagePath) {
                let pagination = Pagination(number: number, count: count, firstPage: path, label: "Pages of changes")
                let blocks = entries.map { block($0, from: pagePath) }
                return ChangesPage(chrome: PageChrome(site: context, pagePath: pagePath, title: pagination.title(title),
                                                      description: "The acceptance criteria added, removed and changed since \(changeLog.since)."),
                                   title: title, summary: report.summary, entries: blocks, hasEntries: !blocks.isEmpty, pagination: pagination)
            }
        }
    }

    private static func block(_ change: CatalogChanges.EntryChange, from pagePath: OutputPath) -> EntryBlock {
        let current = change.current
        let page = change.kind == .removed ? nil : pagePath.relativeURL(to: current.pagePath)
        let note: String?
        switch change.kind {
        case .added: note = "A new entry with \(count(change.criterionCount, "criterion", "criteria"))."
        case .removed: note = "Removed from the catalog; it had \(count(change.criterionCount, "criterion", "criteria"))."
        case .renamed: note = "Moved from \(change.old!.id) (\(SiteLayout.directoryURL(ofPage: change.old!.pagePath))) to \(current.id)."
        case .changed: note = change.criteria.isEmpty ? "Its title changed from “\(change.old!.title)”." : nil
        }
        return EntryBlock(
            anchor: anchor(current.id.description), title: current.title, url: page, kindLabel: kindLabel(change.kind), note: note,
            criteria: change.criteria.map { criterion in
                CriterionChangeItem(kindLabel: criterion.kind.title, id: criterion.id.description,
                                    url: criterion.new == nil ? nil : page.map { "\($0)#\(criterion.id.key)" },
                                    old: criterion.old, new: criterion.new)
            },
            hasCriteria: !change.criteria.isEmpty)
    }

    static func kindLabel(_ kind: CatalogChanges.EntryChange.Kind) -> String {
        switch kind {
        case .added: "New"
        case .removed: "Removed"
        case .renamed: "Moved"
        case .changed: "Changed"
        }
    }

    /// `change-native-button`: the entry's id with every character an id or a URL fragment would trip on as a hyphen.
    private static func anchor(_ id: String) -> String {
        "change-" + String(id.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
    }

    static func count(_ number: Int, _ one: String, _ many: String) -> String { "\(number) \(number == 1 ? one : many)" }
}

extension ChangesPage: PageContext {
    static let template = PageTemplate("changes")
    static let fields: TemplateFields<Self> = [
        .nested("chrome", \.chrome),
        .text("title", \.title),
        .text("summary", \.summary),
        .list("entries", \.entries),
        .flag("hasEntries", \.hasEntries),
        .nested("pagination", \.pagination),
    ]
}

extension ChangesPage.EntryBlock: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("anchor", \.anchor),
        .text("title", \.title),
        .text("url", \.url),
        .text("kindLabel", \.kindLabel),
        .text("note", \.note),
        .list("criteria", \.criteria),
        .flag("hasCriteria", \.hasCriteria),
    ]
}

extension ChangesPage.CriterionChangeItem: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("kindLabel", \.kindLabel),
        .text("id", \.id),
        .text("url", \.url),
        .text("old", \.old),
        .text("new", \.new),
    ]
}
