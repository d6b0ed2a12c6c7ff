import PatternsDiagnostics
import PatternsMarkdown

/// Finds the list items of a section that are platform tips: items whose bold label names a platform
/// (`- **iOS Tips**`, `- **SwiftUI**: …`), and under a platform-first heading (`## iOS`) every item
/// and every paragraph of the sections under it.
struct PlatformTipExtractor {
    /// The site's platforms, whose ids and titles label tips besides the built-in labels.
    var platforms: [Platform] = []

    /// The tips among a list's items, in source order, with the nodes a renderer needs; their HTML
    /// is the renderer's to make. Under a `scope` platform an item without a label
    /// is a tip of that platform; a label still names its own platform and framework.
    /// A paragraph under a `scope` platform (prose under `## Android` › `### Groupings`) is one tip of it.
    func tips(in list: MarkdownNode, scope: Platform? = nil) -> [(tip: PlatformTip, nodes: ParsedBody.Tip)] {
        if list.kind == .paragraph {
            guard let scope else { return [] }
            let location = list.range?.start ?? SourceLocation(line: 1, column: 1)
            return [(PlatformTip(platform: scope, framework: nil, location: location), ParsedBody.Tip(item: list, label: nil))]
        }
        return list.children.compactMap { item in
            guard item.kind == .item else { return nil }
            let location = item.range?.start ?? SourceLocation(line: 1, column: 1)
            if let paragraph = item.children.first, paragraph.kind == .paragraph,
               let strong = paragraph.children.first, strong.kind == .strong,
               let label = PlatformLabel(strong.plainText, among: platforms) {
                return (PlatformTip(platform: label.platform, framework: label.framework, location: location),
                        ParsedBody.Tip(item: item, label: strong))
            }
            guard let scope else { return nil }
            return (PlatformTip(platform: scope, framework: nil, location: location), ParsedBody.Tip(item: item, label: nil))
        }
    }

    /// A list's platform-neutral opening items: outside a platform scope, the unlabelled items before
    /// the first tip of a list that holds tips (`- The name says what will happen.` above `- **iOS**`).
    /// They introduce the section's tips, for every platform, rather than stay behind in the notes
    /// under a heading whose tips have gone; an item after the tips stays in the notes.
    func neutralItems(in list: MarkdownNode, tips: Int, scope: Platform? = nil) -> [MarkdownNode] {
        guard scope == nil, tips > 0, list.kind != .paragraph else { return [] }
        let opening = list.children.prefix { item in
            guard item.kind == .item else { return false }
            if let paragraph = item.children.first, paragraph.kind == .paragraph,
               let strong = paragraph.children.first, strong.kind == .strong,
               PlatformLabel(strong.plainText, among: platforms) != nil {
                return false
            }
            return true
        }
        return opening.filter { !$0.plainText.trimmingWhitespace().isEmpty }
    }
}
