import PatternsCore

/// Entries' criteria as a Markdown checklist: a `##` heading per entry linking to its page, and a
/// GitHub task list per way of testing, to paste into a ticket or a pull request and tick off while
/// testing. Each item ends with its `CriterionID` in an HTML comment, which GitHub does not show, so a
/// pasted list can be matched against `patterns diff` later. `ChecklistText` takes each entry's text from here, for the checklist page and `patterns export`.
enum CriteriaMarkdown {
    struct Item {
        let entry: PatternEntry
        let criteria: AcceptanceCriteria
        /// The entry's page: absolute when the site's address is known, else relative to the site root.
        let link: String
    }

    /// One entry's heading and task lists; a criterion limited to platforms keeps them.
    static func entry(_ item: Item) -> PlatformText {
        var text = PlatformText()
        text.append("## [\(escaped(item.entry.title))](\(item.link))")
        text.append("")
        text.append(escaped(item.criteria.howToTestTitle) + ".")
        for section in item.criteria.condensed {
            text.append(AcceptanceCriteria.TextBlock(
                head: ["", "### \(section.title)", ""],
                items: section.lines.indices.map { index in
                    let id = section.keys[index].map { " <!-- \(CriterionID(entry: item.entry, key: $0)) -->" } ?? ""
                    return .init(text: "- [ ] " + escaped(section.lines[index]) + id, platforms: section.platforms[index])
                }))
        }
        return text
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
