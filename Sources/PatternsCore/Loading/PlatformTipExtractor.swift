import PatternsDiagnostics
import PatternsMarkdown

/// Finds the list items of a section whose bold label names a platform (`- **iOS Tips**`, `- **SwiftUI**: …`).
struct PlatformTipExtractor {
    let document: MarkdownDocument
    let rendersHTML: Bool

    /// The tips among a list's items, in source order. Removes each label from the tree to render the rest.
    func tips(in list: MarkdownNode) -> [PlatformTip] {
        list.children.compactMap { item in
            guard item.kind == .item,
                  let paragraph = item.children.first, paragraph.kind == .paragraph,
                  let strong = paragraph.children.first, strong.kind == .strong,
                  let label = PlatformLabel(strong.plainText) else { return nil }
            let location = item.range?.start ?? SourceLocation(line: 1, column: 1)
            guard rendersHTML else {
                return PlatformTip(platform: label.platform, framework: label.framework, html: "", location: location)
            }
            document.remove(strong)
            if let text = paragraph.children.first, text.kind == .text {
                document.setLiteral(trimmedLabelSeparator(text.literal ?? ""), on: text)
            }
            var html = ""
            for (index, child) in item.children.enumerated() {
                if index == 0, child.plainText.trimmingWhitespace().isEmpty { continue }
                html += child.html
            }
            return PlatformTip(platform: label.platform, framework: label.framework, html: html, location: location)
        }
    }

    /// `: use X` after a label reads as `use X`.
    private func trimmedLabelSeparator(_ text: String) -> String {
        var rest = Substring(text)
        while let first = rest.first, first == ":" || first == " " || first == "-" || first == "–" { rest.removeFirst() }
        return String(rest)
    }
}
