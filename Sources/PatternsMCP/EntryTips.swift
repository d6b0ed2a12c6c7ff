import PatternsCore

/// One platform's tips of an entry as Markdown: a heading per section of the notes (Name, Role…)
/// over one list of its tips, a framework's (when a label named one) nested under its name. Each
/// tip's text is a Markdown list when the site was loaded with `TipMarkdownRenderer`, as
/// `patterns mcp` loads it.
struct EntryTips {
    let entry: PatternEntry
    let platform: Platform

    /// The tips under a title, or a sentence saying there are none.
    var markdown: String {
        guard let sections = sections(level: 2) else { return "\(entry.title) has no \(platform.displayName) tips." }
        return "# \(platform.displayName) tips: \(entry.title)\n\n" + sections
    }

    /// The sections with headings of `level`; nil when the entry has no tips for the platform.
    func sections(level: Int) -> String? {
        let hashes = String(repeating: "#", count: level)
        let sections = entry.tipSections.compactMap { section -> String? in
            let tips = section.tips.filter { $0.platform == platform }
            guard !tips.isEmpty else { return nil }
            let items = tips.map { tip in
                // A framework's tips nest under its name, so the section stays one list.
                tip.framework.map { "- **\($0)**\n" + Self.indented(tip.html) } ?? tip.html
            }
            // The section's platform-neutral items introduce its tips, for every platform.
            let intro = section.introHTML.isEmpty ? "" : section.introHTML + "\n\n"
            return "\(hashes) \(section.title)\n\n" + intro + items.joined(separator: "\n")
        }
        return sections.isEmpty ? nil : sections.joined(separator: "\n\n") + "\n"
    }

    /// Each line two spaces in, blank lines left blank.
    private static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
    }
}
