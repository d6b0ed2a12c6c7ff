import PatternsCore

extension CriteriaExport {
    /// Exports of some of a site's entries, outside a build (`patterns export`).
    public init(site: Site, covering entries: [PatternEntry]) {
        self.init(site: site, context: SiteContext(title: site.config.title, baseURL: site.config.baseURL),
                  criteria: CriteriaBook())
    }

    /// The entries' criteria in one document of `format`, in the order given.
    public func text(_ format: CriteriaFormat, for entries: [PatternEntry]) -> String {
        switch format {
        case .gherkin:
            return entries.map(feature).joined(separator: "\n")
        case .condensed:
            return ChecklistText.combinedCondensed(entries.map { entry in
                (entry.title, ChecklistText(criteria: criteria[entry], address: address(of: entry)))
            })
        case .json:
            return json(entries)
        case .csv:
            return csv(entries)
        case .markdown:
            return CriteriaMarkdown(items: entries.map { entry in
                CriteriaMarkdown.Item(entry: entry, criteria: criteria[entry], address: address(of: entry))
            }).text
        }
    }

    /// The entry page's public address, when the site's is known.
    private func address(of entry: PatternEntry) -> String? {
        context.absoluteURL(for: entry.pagePath)
    }
}
