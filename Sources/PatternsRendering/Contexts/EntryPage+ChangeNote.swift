import PatternsCore
import PatternsExports
import PatternsHistory

extension EntryPage {
    /// The line under an entry's title saying what changed since the revision `build --since` names,
    /// linking to its block on the changes page: "Changed since v1.0: 1 criterion changed, 2 added."
    struct ChangeNote: Sendable {
        let label: String
        /// The criteria counts (`1 criterion changed, 2 criteria added.`); nil when only the title or address changed.
        let text: String?
        let url: String

        init?(entry: PatternEntry, changeLog: ChangeLog) {
            guard let (position, change) = changeLog.change(for: entry) else { return nil }
            let link = ChangesPage.link(position: position, change: change)
            url = entry.pagePath.relativeURL(to: link.page) + "#" + link.anchor
            label = "\(ChangesPage.kindLabel(change.kind)) since \(changeLog.since)"
            let counts = CatalogChanges.CriterionChange.Kind.allInOrder.compactMap { kind -> String? in
                let count = change.criteria.count { $0.kind == kind }
                return count == 0 ? nil : "\(ChangesPage.count(count, "criterion", "criteria")) \(kind.rawValue)"
            }
            text = counts.isEmpty ? nil : counts.joined(separator: ", ") + "."
        }
    }
}

extension EntryPage.ChangeNote: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("label", \.label),
        .text("text", \.text),
        .text("url", \.url),
    ]
}
