/// An entry as `patterns diff` compares it: its identity, and every criterion by key path with the
/// text a tester reads (`Tab: Focus moves to the button`), hand-written Gherkin steps included.
public struct EntryCriteriaRecord: Sendable {
    public let summary: CatalogChanges.EntryName
    public var collection: String { summary.id.collection }
    /// In source order.
    public let criteria: [(key: String, text: String)]

    public init(entry: EntrySummary) {
        summary = CatalogChanges.EntryName(id: entry.id, title: entry.title, pagePath: entry.pagePath)
        var criteria: [(key: String, text: String)] = []
        for mode in TestingMode.allCases {
            criteria += mode.keyedCriteria(of: entry).map { ($0.key, "\($0.criterion.displayInput): \($0.criterion.displayExpectation)") }
        }
        for (field, steps) in [(FrontMatterField.gherkinKeyboard, entry.gherkinKeyboard), (.gherkinMobile, entry.gherkinMobile)] {
            criteria += field.keyedSteps(steps).map { key, step in
                (key, "\(step.connector.capitalizingFirstLetter) \(step.text)" + (step.result.map { " → \($0)" } ?? ""))
            }
        }
        self.criteria = criteria
    }

    /// The criteria's texts by key.
    public var texts: [String: String] { Dictionary(criteria.map { ($0.key, $0.text) }, uniquingKeysWith: { first, _ in first }) }
}
