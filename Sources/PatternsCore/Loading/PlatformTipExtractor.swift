import PatternsDiagnostics
import PatternsMarkdown

/// Finds the list items of a section that are platform tips: items whose bold label names a platform
/// (`- **iOS Tips**`, `- **SwiftUI**: …`), and under a platform-first heading (`## iOS`) every item.
struct PlatformTipExtractor {
    /// The tips among a list's items, in source order, with the nodes a renderer needs; their HTML
    /// is left empty for the renderer to fill in. Under a `scope` platform an item without a label
    /// is a tip of that platform; a label still names its own platform and framework.
    func tips(in list: MarkdownNode, scope: Platform? = nil) -> [(tip: PlatformTip, nodes: ParsedBody.Tip)] {
        list.children.compactMap { item in
            guard item.kind == .item else { return nil }
            let location = item.range?.start ?? SourceLocation(line: 1, column: 1)
            if let paragraph = item.children.first, paragraph.kind == .paragraph,
               let strong = paragraph.children.first, strong.kind == .strong,
               let label = PlatformLabel(strong.plainText) {
                return (PlatformTip(platform: label.platform, framework: label.framework, html: "", location: location),
                        ParsedBody.Tip(item: item, label: strong))
            }
            guard let scope else { return nil }
            return (PlatformTip(platform: scope, framework: nil, html: "", location: location), ParsedBody.Tip(item: item, label: nil))
        }
    }
}
