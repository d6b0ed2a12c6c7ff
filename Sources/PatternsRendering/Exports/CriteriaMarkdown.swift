import PatternsCore

/// Entries' criteria as a Markdown checklist: a `##` heading per entry and a GitHub task list per
/// way of testing, to paste into a ticket or a pull request and tick off while testing.
struct CriteriaMarkdown {
    struct Item {
        let entry: PatternEntry
        let criteria: AcceptanceCriteria
        /// The entry's page, when the site's address is known.
        let address: String?
    }

    let items: [Item]

    var text: String {
        items.map { item in
            var lines = ["## \(Self.escaped(item.entry.title))", ""]
            let lead = Self.escaped(item.criteria.howToTestTitle)
            lines.append(item.address.map { "\(lead): <\($0)>" } ?? "\(lead).")
            for section in item.criteria.condensed {
                lines += ["", "### \(section.title)", ""]
                lines += section.lines.map { "- [ ] " + Self.escaped($0) }
            }
            return lines.joined(separator: "\n") + "\n"
        }.joined(separator: "\n")
    }

    /// Criteria are plain text: backslash-escapes the characters that would start emphasis, code,
    /// links, HTML, entities, strikethrough or table cells.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\`*_[]<>&~|".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
