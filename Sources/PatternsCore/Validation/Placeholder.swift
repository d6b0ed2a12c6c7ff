import PatternsDiagnostics
import PatternsMarkdown
import PatternsYAML

/// Text still to be written: front-matter values, Markdown headings and paragraphs that start with the
/// marker `TODO:`, the convention the archetypes of `patterns new` follow.
///
/// Only text that starts with the marker counts, so a sentence that mentions it, a `// TODO:` in
/// a code sample or a `# TODO:` YAML comment is not reported.
enum Placeholder {
    static let marker = "TODO:"

    /// Every front-matter value that starts with the marker, reported where the marker stands.
    static func inFrontMatter(_ root: YAMLNode, text: String, diagnostics: FileDiagnosticSink) {
        var found: [(field: String, node: YAMLNode, value: String)] = []
        collect(root, field: "", into: &found)
        guard !found.isEmpty else { return }
        let lines = LineIndex(text)
        for item in found {
            diagnostics.diagnose(.placeholder(in: "'\(item.field)'", text: item.value),
                                 at: markerLocation(in: item.node.range, lines: lines) ?? item.node.location)
        }
    }

    /// Every heading and paragraph, also in lists and block quotes, whose text starts with the marker.
    static func inBody(_ document: MarkdownDocument, diagnostics: FileDiagnosticSink) {
        // Paragraphs and headings of the notes' flow (in lists and quotes too, not in tables or footnotes).
        for (node, isInFlow) in document.paragraphsAndHeadings() where isInFlow {
            guard let first = node.firstChild, first.kind == .text,
                  let text = first.literal, text.hasPrefix(marker), let location = first.range?.start else { continue }
            diagnostics.diagnose(.placeholder(in: "the notes", text: node.plainText), at: location)
        }
    }

    private static func collect(_ node: YAMLNode, field: String, into found: inout [(field: String, node: YAMLNode, value: String)]) {
        switch node.kind {
        case .scalar(let scalar):
            if scalar.value.trimmingWhitespace().hasPrefix(marker) { found.append((field, node, scalar.value)) }
        case .sequence(let items):
            for (index, item) in items.enumerated() { collect(item, field: "\(field)[\(index + 1)]", into: &found) }
        case .mapping(let entries):
            for entry in entries {
                let key = entry.keyText ?? "?"
                collect(entry.value, field: field.isEmpty ? key : "\(field).\(key)", into: &found)
            }
        }
    }

    /// Where the marker stands in the source: after the quote of a quoted value, on the line after
    /// the `|` of a block value.
    private static func markerLocation(in range: SourceRange, lines: LineIndex) -> SourceLocation? {
        for line in range.start.line...max(range.start.line, range.end.line) {
            guard let text = lines.text(ofLine: line)?.unicodeScalars else { continue }
            let skipped = line == range.start.line ? range.start.column - 1 : 0
            let searched = String(String.UnicodeScalarView(text.dropFirst(skipped)))
            if let found = searched.range(of: marker) {
                let column = skipped + searched.unicodeScalars.distance(from: searched.startIndex, to: found.lowerBound) + 1
                return SourceLocation(line: line, column: column)
            }
        }
        return nil
    }
}
