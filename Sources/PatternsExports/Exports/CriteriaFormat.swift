/// A format `patterns export` writes.
public enum CriteriaFormat: String, CaseIterable, Sendable {
    /// Cucumber features, one per entry, as the build writes them to `features/<slug>.feature`.
    case gherkin
    /// The checklist page's condensed text: each entry's title over its numbered criteria.
    case condensed
    /// `criteria.json` (valid against `criteria.schema.json`) with the selected entries only.
    case json
    /// `criteria.csv` with the selected entries only: a spreadsheet test plan.
    case csv
    /// A Markdown checklist with a task list per way of testing.
    case markdown
}
