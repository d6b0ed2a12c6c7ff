import PatternsCore
import PatternsExports

/// `get_pattern` and `build_checklist`: entries' criteria through the export code `patterns export`
/// and the checklist page use, so an assistant quotes exactly what a reader would copy.
extension Catalog {
    /// The entry's criteria in the format asked for, then (with `tips`) its tips for that platform.
    func pattern(_ arguments: ToolArguments) throws -> [String] {
        let entry = try entry(arguments.string("slug") ?? "", collection: arguments.string("collection"))
        let format = Self.format(arguments)
        var parts = [export.text(format, for: [entry])]
        // Markdown and JSON carry the sources and unconfirmed marks themselves.
        if format != .markdown, format != .json, let evidence = CriteriaExport.evidenceMarkdown(of: entry.summary) {
            parts.append(evidence)
        }
        if let platform = arguments.string("tips") {
            parts.append(EntryTips(entry: entry, markdown: markdownTips(of: entry), platform: Platform(platform)).text)
        }
        return parts
    }

    /// The entries' criteria as one document, in the order given, each entry once.
    func checklist(_ arguments: ToolArguments) throws -> String {
        var entries: [PatternEntry] = []
        for reference in arguments.strings("slugs") {
            for entry in try self.entries(reference) where !entries.contains(where: { $0.pagePath == entry.pagePath }) {
                entries.append(entry)
            }
        }
        return export.text(Self.format(arguments), for: entries)
    }

    private static func format(_ arguments: ToolArguments) -> CriteriaFormat {
        arguments.string("format").flatMap(CriteriaFormat.init(rawValue:)) ?? .condensed
    }
}
