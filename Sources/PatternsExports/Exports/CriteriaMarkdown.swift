import PatternsCore

/// Entries' criteria as a Markdown checklist: a `##` heading per entry linking to its page, and a
/// GitHub task list per way of testing, to paste into a ticket or a pull request and tick off while
/// testing. Each item ends with its `CriterionID` in an HTML comment, which GitHub does not show, so a
/// pasted list can be matched against `patterns diff` later. `ChecklistText` takes each entry's text from here, for the checklist page and `patterns export`.
enum CriteriaMarkdown {
    struct Item {
        let entry: EntrySummary
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
                    let id = section.keys[index].map { " <!-- \(CriterionID(entry: item.entry.id, key: $0)) -->" } ?? ""
                    let unconfirmed = section.keys[index].map(item.entry.isUnconfirmed) == true ? " (not yet confirmed on a device)" : ""
                    return .init(text: "- [ ] " + escaped(section.lines[index]) + unconfirmed + id, platforms: section.platforms[index])
                }))
        }
        if !item.entry.sources.isEmpty {
            text.append("")
            text.append("### Sources")
            text.append("")
            for source in item.entry.sources { text.append(sourceLine(source)) }
        }
        return text
    }

    /// What an entry rests on and what is still to be checked, for answers whose criteria format
    /// carries neither (condensed, Gherkin, CSV): a Sources list, then the unconfirmed criteria;
    /// nil when the entry has neither.
    static func evidence(of entry: EntrySummary) -> String? {
        var lines: [String] = []
        if !entry.sources.isEmpty { lines += ["Sources:"] + entry.sources.map(sourceLine) }
        if !entry.unconfirmed.isEmpty {
            if !lines.isEmpty { lines.append("") }
            lines += ["Not yet confirmed on a device:"] + entry.unconfirmed.map { "- `\(CriterionID(entry: entry.id, key: $0.key))`" }
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    /// `- [Title](url) (backs: mobile.swipe-up-or-down)`.
    static func sourceLine(_ source: SourceReference) -> String {
        let backs = source.backs.isEmpty ? "" : " (backs: " + source.backs.map { "`\($0.key)`" }.joined(separator: ", ") + ")"
        let url = source.url.contains("(") || source.url.contains(")") ? "<\(source.url)>" : source.url
        return "- [\(escaped(source.title))](\(url))" + backs
    }

    /// Criteria are plain text: backslash-escapes the characters that would start emphasis, code,
    /// links, HTML, entities, strikethrough or table cells. Byte by byte: every one of them is ASCII, and
    /// a Markdown parser reads a `*` as a delimiter even when a combining mark follows it.
    static func escaped(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 8)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["), UInt8(ascii: "]"),
                 UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "~"), UInt8(ascii: "|"):
                bytes.append(UInt8(ascii: "\\"))
            default: break
            }
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
