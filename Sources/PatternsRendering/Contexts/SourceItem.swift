import PatternsCore

/// The "Sources" section of an entry or guide page: each reference as a link, with links to the
/// criteria and sections it backs.
struct SourceItem: Sendable {
    struct Backed: Sendable {
        /// What the source backs, as the page names it: `Mobile screen reader gestures: Swipe up or down`, `Groupings`.
        let label: String
        /// The row or heading on this page: `#mobile.swipe-up-or-down`.
        let url: String
        /// `, ` between two backed items; empty after the last.
        let separator: String
    }

    let title: String
    let url: String
    let backs: [Backed]
    let hasBacks: Bool

    /// `labels` names the page's criterion keys and section anchors; a key it lacks (already reported
    /// by validation) is shown as written.
    static func items(_ sources: [SourceReference], labels: [String: String]) -> [SourceItem] {
        sources.map { source in
            let backs = source.backs.enumerated().map { index, reference in
                Backed(label: labels[reference.key] ?? reference.key, url: "#\(reference.key)",
                       separator: index < source.backs.count - 1 ? ", " : "")
            }
            return SourceItem(title: source.title, url: source.url, backs: backs, hasBacks: !backs.isEmpty)
        }
    }

    /// The labels of an entry's criterion keys (`Keyboard: Tab`) and of its notes' headings.
    static func labels(of entry: PatternEntry) -> [String: String] {
        var labels = headingLabels(entry.body)
        for mode in TestingMode.allCases {
            for (key, criterion) in mode.keyedCriteria(of: entry.summary) { labels[key] = "\(mode.title): \(criterion.displayInput)" }
        }
        return labels
    }

    static func headingLabels(_ body: MarkdownBody) -> [String: String] {
        Dictionary(body.headings.map { ($0.anchor, $0.text) }, uniquingKeysWith: { first, _ in first })
    }
}

extension SourceItem: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("title", \.title),
        .text("url", \.url),
        .list("backs", \.backs),
        .flag("hasBacks", \.hasBacks),
    ]
}

extension SourceItem.Backed: TemplateContext {
    static let fields: TemplateFields<Self> = [
        .text("label", \.label),
        .text("url", \.url),
        .text("separator", \.separator),
    ]
}
