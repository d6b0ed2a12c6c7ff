import PatternsCore

/// One entry's criteria as the checklist generator copies them: condensed and Gherkin, each ending
/// with the entry's address when the site's is known, so a pasted checklist links back to the page.
///
/// The checklist page and `patterns export --format condensed` both take their text from here.
struct ChecklistText: Sendable {
    let condensed: String
    let gherkin: String

    init(criteria: AcceptanceCriteria, address: String?) {
        condensed = criteria.condensedText + (address.map { "\n\($0)" } ?? "")
        gherkin = criteria.gherkinText + (address.map { "\n\n  # \($0)" } ?? "")
    }

    /// Several entries' condensed texts as the page's script combines them: the title over each, a blank line between.
    static func combinedCondensed(_ items: [(title: String, text: ChecklistText)]) -> String {
        items.map { $0.title + "\n" + $0.text.condensed }.joined(separator: "\n\n") + "\n"
    }
}
