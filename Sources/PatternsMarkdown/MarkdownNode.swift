import PatternsDiagnostics

/// What a Markdown AST node is, with the few attributes the pipeline reads.
public enum MarkdownNodeKind: Hashable, Sendable {
    case document, blockQuote, paragraph, thematicBreak, htmlBlock, customBlock, footnoteDefinition
    case heading(level: Int)
    case list(ordered: Bool)
    case item
    case codeBlock(language: String)
    case table, tableRow, tableCell
    case text, softBreak, lineBreak, code, htmlInline, customInline, emphasis, strong, strikethrough
    case link, image, footnoteReference
    /// A node type this wrapper does not name (from an extension), by cmark's type string.
    case other(String)
}

/// A read-only view of one node of a live `MarkdownDocument`.
///
/// Holds its document alive, and the document frees no node before itself, so a node stays
/// valid across edits; one taken out of the tree reads as a tree of its own.
public struct MarkdownNode {
    let document: MarkdownDocument
    let pointer: OpaquePointer

    public var kind: MarkdownNodeKind { document.kind(of: pointer) }
    public var children: [MarkdownNode] { document.children(of: pointer).map { MarkdownNode(document: document, pointer: $0) } }
    /// The first child alone, without listing the rest.
    public var firstChild: MarkdownNode? { document.firstChild(of: pointer).map { MarkdownNode(document: document, pointer: $0) } }
    public var parent: MarkdownNode? { document.parent(of: pointer).map { MarkdownNode(document: document, pointer: $0) } }
    /// Text of text, code, code-block and raw-HTML nodes.
    public var literal: String? { document.literal(of: pointer) }
    /// The whole info string of a fenced code block (`html example file=x`); nil for other nodes.
    public var fenceInfo: String? { document.fenceInfo(of: pointer) }
    /// Destination of links and images.
    public var url: String? { document.url(of: pointer) }
    /// Where the node starts and ends in the file, in characters.
    public var range: SourceRange? { document.range(of: pointer) }
    /// The node's text with all markup removed (heading titles, link texts, image alt texts).
    public var plainText: String { document.plainText(of: pointer) }
    /// The node and its children rendered as HTML with the document's options and extensions.
    public var html: String { document.html(of: pointer) }
    /// The HTML of the node's children joined, made in one rendering where cmark's rules allow
    /// (`MarkdownDocument.contentHTML(of:)`): a list's items, a paragraph's inline content.
    public var contentHTML: String { document.contentHTML(of: pointer) }
    /// The node and its children written back as Markdown (CommonMark with GFM tables), for
    /// readers that take Markdown rather than HTML, such as `patterns mcp`'s tips.
    public var commonMark: String { document.commonMark(of: pointer) }

    /// Every descendant in document order (depth first), not including the node itself.
    public var descendants: [MarkdownNode] {
        var result: [MarkdownNode] = []
        func visit(_ node: MarkdownNode) {
            for child in node.children {
                result.append(child)
                visit(child)
            }
        }
        visit(self)
        return result
    }
}
