import PatternsDiagnostics
import PatternsMarkdown

/// Finds the list items of a section whose bold label names a platform (`- **iOS Tips**`, `- **SwiftUI**: …`).
struct PlatformTipExtractor {
    /// The tips among a list's items, in source order, with the nodes a renderer needs; their HTML
    /// is left empty for the renderer to fill in.
    func tips(in list: MarkdownNode) -> [(tip: PlatformTip, nodes: ParsedBody.Tip)] {
        list.children.compactMap { item in
            guard item.kind == .item,
                  let paragraph = item.children.first, paragraph.kind == .paragraph,
                  let strong = paragraph.children.first, strong.kind == .strong,
                  let label = PlatformLabel(strong.plainText) else { return nil }
            let location = item.range?.start ?? SourceLocation(line: 1, column: 1)
            return (PlatformTip(platform: label.platform, framework: label.framework, html: "", location: location),
                    ParsedBody.Tip(item: item, label: strong))
        }
    }
}
