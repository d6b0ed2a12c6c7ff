import PatternsCore
import PatternsExports

/// One platform's tips of an entry as Markdown: a heading per section of the notes (Name, Role…)
/// over one list of its tips, a framework's (when a label named one) nested under its name. Each
/// tip's text is a Markdown list, as `TipMarkdownRenderer` makes it.
struct EntryTips {
    let entry: PatternEntry
    /// The entry's tips as its body handle gave them through `TipMarkdownRenderer`.
    let markdown: TipMarkdown
    let platform: Platform

    /// The tips under a title, or a sentence saying there are none.
    var text: String {
        guard let sections = sections(level: 2) else { return "\(entry.title) has no \(platform.displayName) tips." }
        return "# \(platform.displayName) tips: \(entry.title)\n\n" + sections
    }

    /// The sections with headings of `level`; nil when the entry has no tips for the platform.
    func sections(level: Int) -> String? {
        let hashes = String(repeating: "#", count: level)
        let sections = entry.tipOutline.enumerated().compactMap { index, section -> String? in
            let tips = section.tips.indices.filter { section.tips[$0].platform == platform }
            guard !tips.isEmpty else { return nil }
            let items = tips.map { tip in
                let text = markdown.markdown(section: index, tip: tip)
                // A framework's tips nest under its name, so the section stays one list.
                return section.tips[tip].framework.map { "- **\($0)**\n" + Self.indented(text) } ?? text
            }
            // The section's platform-neutral items introduce its tips, for every platform.
            let introText = markdown.introMarkdown(section: index)
            let intro = introText.isEmpty ? "" : introText + "\n\n"
            return "\(hashes) \(section.title)\n\n" + intro + items.joined(separator: "\n")
        }
        return sections.isEmpty ? nil : sections.joined(separator: "\n\n") + "\n"
    }

    /// Each line two spaces in, blank lines left blank.
    private static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
    }
}
