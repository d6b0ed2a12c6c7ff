import PatternsCore

/// Entries' criteria as a Markdown checklist: a `##` heading per entry linking to its page, and a
/// GitHub task list per way of testing, to paste into a ticket or a pull request and tick off while
/// testing. `ChecklistText` takes each entry's text from here, for the checklist page and `patterns export`.
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
                items: zip(section.lines, section.platforms).map { .init(text: "- [ ] " + escaped($0), platforms: $1) }))
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
