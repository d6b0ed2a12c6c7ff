import PatternsCore
import PatternsDiagnostics

/// `patterns diff` as people and programs read it: plain text for a terminal, Markdown for a
/// release note or a ticket, JSON for tools. Every criterion is named by its `CriterionID`, so a
/// pasted checklist (whose Gherkin and Markdown carry the ids) can be matched against it.
public struct ChangesReport: Sendable {
    public enum Format: String, CaseIterable, Sendable {
        case text, markdown, json
    }

    public let changes: CatalogChanges
    /// The two versions as the user named them (`v1.0`, `HEAD`, a folder).
    public let from: String
    public let to: String

    public init(changes: CatalogChanges, from: String, to: String) {
        self.changes = changes
        self.from = from
        self.to = to
    }

    public func text(_ format: Format) -> String {
        switch format {
        case .text: plainText
        case .markdown: markdown
        case .json: json
        }
    }

    /// `3 entries changed, 1 added, …; 4 criteria changed, 2 added, 1 removed`, or that nothing changed.
    public var summary: String {
        guard !changes.isEmpty else { return "No criteria changed from \(from) to \(to)." }
        let entries = CatalogChanges.EntryChange.Kind.allInOrder.compactMap { kind in
            changes.count(kind) == 0 ? nil : "\(changes.count(kind)) \(kind.rawValue)"
        }
        let criteria = CatalogChanges.CriterionChange.Kind.allInOrder.compactMap { kind in
            changes.count(kind) == 0 ? nil : "\(changes.count(kind)) \(kind.rawValue)"
        }
        var line = "From \(from) to \(to): entries \(entries.joined(separator: ", "))"
        if !criteria.isEmpty { line += "; criteria \(criteria.joined(separator: ", "))" }
        return line + "."
    }

    private var plainText: String {
        var lines = [summary]
        for entry in changes.entries {
            lines.append("")
            lines.append(heading(entry))
            for criterion in entry.criteria {
                lines.append("  \(criterion.kind.rawValue) \(criterion.id)")
                if let old = criterion.old { lines.append("    - \(old)") }
                if let new = criterion.new { lines.append("    + \(new)") }
            }
        }
        lines += unreadableNote.map { ["", $0] } ?? []
        return lines.joined(separator: "\n") + "\n"
    }

    private var markdown: String {
        var lines = ["# Criteria changes from \(code(from)) to \(code(to))", "", summary]
        for entry in changes.entries {
            lines += ["", "## \(CriteriaMarkdown.escaped(entry.current.title)) (\(code(entry.current.id.description)))", "", entryLine(entry)]
            if !entry.criteria.isEmpty { lines.append("") }
            for criterion in entry.criteria {
                lines.append("- **\(criterion.kind.title)** \(code(criterion.id.description))")
                if let old = criterion.old { lines.append("  - Before: \(CriteriaMarkdown.escaped(old))") }
                if let new = criterion.new { lines.append("  - After: \(CriteriaMarkdown.escaped(new))") }
            }
        }
        lines += unreadableNote.map { ["", $0] } ?? []
        return lines.joined(separator: "\n") + "\n"
    }

    private var json: String {
        var writer = JSONWriter(style: .indented)
        writer.beginObject()
        writer.key("from")
        writer.string(from)
        writer.key("to")
        writer.string(to)
        writer.key("entries")
        writer.beginArray()
        for entry in changes.entries {
            writer.beginObject()
            writer.key("change")
            writer.string(entry.kind.rawValue)
            writer.key("id")
            writer.string(entry.current.id.description)
            writer.key("title")
            writer.string(entry.current.title)
            writer.key("url")
            writer.string(address(entry.current))
            if entry.kind == .renamed, let old = entry.old {
                writer.key("previous")
                writer.beginObject()
                writer.key("id")
                writer.string(old.id.description)
                writer.key("url")
                writer.string(address(old))
                writer.endObject()
            }
            writer.key("criterionCount")
            writer.number(entry.criterionCount)
            writer.key("criteria")
            writer.beginArray()
            for criterion in entry.criteria {
                writer.beginObject()
                writer.key("change")
                writer.string(criterion.kind.rawValue)
                writer.key("id")
                writer.string(criterion.id.description)
                writer.key("old")
                writer.string(criterion.old)
                writer.key("new")
                writer.string(criterion.new)
                writer.endObject()
            }
            writer.endArray()
            writer.endObject()
        }
        writer.endArray()
        writer.key("unreadable")
        writer.strings(changes.unreadable)
        writer.endObject()
        return writer.take() + "\n"
    }

    /// `changed native/button (Button, patterns/button/)`, with the old address for a renamed entry.
    private func heading(_ entry: CatalogChanges.EntryChange) -> String {
        "\(entry.kind.rawValue) \(entry.current.id) (\(entry.current.title), \(address(entry.current)))"
            + (entry.kind == .renamed ? " was \(entry.old!.id) (\(address(entry.old!)))" : "")
    }

    private func entryLine(_ entry: CatalogChanges.EntryChange) -> String {
        switch entry.kind {
        case .added: "Added, with \(entry.criterionCount) criteria, at \(code(address(entry.current)))."
        case .removed: "Removed; it had \(entry.criterionCount) criteria and lived at \(code(address(entry.current)))."
        case .renamed: "Moved from \(code(entry.old!.id.description)) at \(code(address(entry.old!))) to \(code(address(entry.current)))."
        case .changed: "At \(code(address(entry.current)))."
        }
    }

    private var unreadableNote: String? {
        changes.unreadable.isEmpty ? nil
            : "Left out, because they have errors (run patterns validate): \(changes.unreadable.joined(separator: ", "))"
    }

    /// A page's address without its `index.html`: `patterns/button/`.
    private func address(_ entry: CatalogChanges.EntryName) -> String {
        let page = entry.pagePath.text
        return page.hasSuffix("/index.html") ? String(page.dropLast("index.html".count)) : page
    }

    private func code(_ text: String) -> String { "`\(text.replacingOccurrences(of: "`", with: "'"))`" }
}

extension CatalogChanges.EntryChange.Kind {
    /// The order summaries list them in.
    static let allInOrder: [Self] = [.changed, .added, .removed, .renamed]
}

extension CatalogChanges.CriterionChange.Kind {
    public static let allInOrder: [Self] = [.changed, .added, .removed]

    /// `Added`, as a Markdown list item starts.
    public var title: String {
        switch self {
        case .added: "Added"
        case .removed: "Removed"
        case .changed: "Changed"
        }
    }
}
