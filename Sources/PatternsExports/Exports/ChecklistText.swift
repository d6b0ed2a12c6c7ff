import PatternsCore

/// One entry's criteria as the checklist generator copies them, in each of its formats, so a pasted
/// checklist links back to the page: condensed text ending with the page's address when the site's
/// is known, a Gherkin rule with the address as a comment, and a Markdown task list under a heading
/// that links to the page.
///
/// The checklist page's data, its pages for readers without JavaScript and `patterns export` all
/// take their text from here; the page's script joins entries as `combined(_:as:for:)` does.
public struct ChecklistText: Sendable {
    /// The formats the checklist offers, in the order it lists them.
    public enum Format: String, CaseIterable, Sendable {
        case gherkin
        case condensed
        case markdown

        /// The format's name in the checklist's choice of format.
        public var label: String {
            switch self {
            case .gherkin: "Gherkin"
            case .condensed: "Condensed"
            case .markdown: "Markdown task list"
            }
        }

        /// The key of the format's text in the checklist's data.
        public var dataKey: String {
            switch self {
            case .gherkin: "g"
            case .condensed: "c"
            case .markdown: "m"
            }
        }
    }

    let title: String
    /// The numbered criteria, without the title.
    public let condensed: PlatformText
    /// A rule of the gathering feature (`GherkinFeature.gathering`).
    let gherkin: PlatformText
    let markdown: PlatformText

    /// `address` is the page's absolute address when the site's is known; `link` is that, or the
    /// page relative to the site root.
    init(entry: EntrySummary, criteria: AcceptanceCriteria, address: String?, link: String) {
        title = entry.title
        var condensed = PlatformText()
        criteria.condensedBlocks.forEach { condensed.append($0) }
        if let address { condensed.append(address) }
        self.condensed = condensed
        gherkin = GherkinFeature(entry: entry, criteria: criteria).rule(address: address)
        markdown = CriteriaMarkdown.entry(CriteriaMarkdown.Item(entry: entry, criteria: criteria, link: link))
    }

    public subscript(format: Format) -> PlatformText {
        switch format {
        case .gherkin: gherkin
        case .condensed: condensed
        case .markdown: markdown
        }
    }

    /// Several entries' texts as one document, for readers of the `platforms` chosen (nil: all).
    /// The page's script joins them the same way: condensed texts each under its title, rules in one feature.
    static func combined(_ texts: [ChecklistText], as format: Format, for platforms: Set<Platform>? = nil) -> String {
        switch format {
        case .condensed:
            document(texts.map { $0.title + "\n" + $0.condensed.text(for: platforms) })
        case .gherkin:
            GherkinFeature.gathering(texts.map { $0.gherkin.text(for: platforms) })
        case .markdown:
            document(texts.map { $0.markdown.text(for: platforms) })
        }
    }

    /// Parts of a copied document, a blank line between them and a line break at the end.
    static func document(_ parts: [String]) -> String {
        parts.joined(separator: "\n\n") + "\n"
    }
}
