import PatternsCore

extension CriteriaExport {
    /// Exports of some of a site's entries, outside a build (`patterns export`).
    public init(site: Site, covering entries: [PatternEntry]) {
        self.init(site: site, context: SiteContext(title: site.config.title, baseURL: site.config.baseURL),
                  criteria: CriteriaBook())
    }

    /// The entries' criteria in one document of `format`, in the order given. One entry's Gherkin is
    /// its `.feature` file; several entries' are one feature with a rule each, as the checklist copies them.
    public func text(_ format: CriteriaFormat, for entries: [PatternEntry]) -> String {
        switch format {
        case .gherkin where entries.count == 1:
            return feature(entries[0].summary)
        case .gherkin:
            return ChecklistText.combined(entries.map { checklistText($0) }, as: .gherkin)
        case .condensed:
            return ChecklistText.combined(entries.map { checklistText($0) }, as: .condensed)
        case .json:
            return json(entries.map(\.summary))
        case .csv:
            return csv(entries.map(\.summary))
        case .markdown:
            return ChecklistText.combined(entries.map { checklistText($0) }, as: .markdown)
        }
    }

    /// The entry's texts as the checklist copies them.
    public func checklistText(_ entry: PatternEntry) -> ChecklistText {
        checklistText(entry.summary, criteria: criteria[entry.summary])
    }

    /// The same with the entry's criteria generated already (a job that shows them twice makes them once).
    public func checklistText(_ entry: EntrySummary, criteria: AcceptanceCriteria) -> ChecklistText {
        ChecklistText(entry: entry, criteria: criteria, address: context.absoluteURL(for: entry.pagePath), link: url(for: entry))
    }
}
