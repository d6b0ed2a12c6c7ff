import PatternsCore

/// One platform's tips of an entry as Markdown: a heading per section of the notes (Name, Role…),
/// each tip under its framework's name when its label gave one. Each tip's text is a Markdown list
/// when the site was loaded with `TipMarkdownRenderer`, as `patterns mcp` loads it.
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
            // Tips are lists (`TipMarkdownRenderer`); without framework labels between them they join into one.
            let labelled = tips.contains { $0.framework != nil }
            let body = tips.map { tip in tip.framework.map { "**\($0)**\n\n" + tip.html } ?? tip.html }
            return "\(hashes) \(section.title)\n\n" + body.joined(separator: labelled ? "\n\n" : "\n")
        }
        return sections.isEmpty ? nil : sections.joined(separator: "\n\n") + "\n"
    }
}
