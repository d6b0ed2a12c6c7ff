import PatternsMarkdown

/// What a tip shows of its list item, whatever the markup it is written in: the item without its
/// bold platform label (`: use X` after a label reads as `use X`), and without a first paragraph
/// that held nothing but the label.
public enum TipContent {
    /// The item's blocks to render, after taking the label out of the tree.
    public static func blocks(of tip: ParsedBody.Tip, in document: MarkdownDocument) -> [MarkdownNode] {
        if let label = tip.label {
            let paragraph = label.parent
            document.remove(label)
            if let text = paragraph?.children.first, text.kind == .text {
                document.setLiteral(trimmedLabelSeparator(text.literal ?? ""), on: text)
            }
        }
        // Prose under a platform heading is its own tip, the paragraph itself.
        if tip.item.kind == .paragraph { return [tip.item] }
        return tip.item.children.enumerated().compactMap { index, child in
            index == 0 && child.plainText.trimmingWhitespace().isEmpty ? nil : child
        }
    }

    private static func trimmedLabelSeparator(_ text: String) -> String {
        var rest = Substring(text)
        while let first = rest.first, first == ":" || first == " " || first == "-" || first == "–" { rest.removeFirst() }
        return String(rest)
    }
}
