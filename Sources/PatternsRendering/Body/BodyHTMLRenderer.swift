import PatternsCore
import PatternsHTML
import PatternsMarkdown

/// The built-in theme's way of turning a parsed body into page HTML: links lead to output pages,
/// headings carry their anchors, tables scroll, code is labelled and highlighted, samples become
/// tabs, raw HTML is sanitised (unless `markdown.unsafe`), and each tip is rendered without its
/// platform label and left out of the notes.
public struct BodyHTMLRenderer: BodyRenderer {
    public init() {}

    public func render(_ body: ParsedBody, parts: BodyParts) -> RenderedBody {
        let document = body.document
        for link in body.links {
            document.setURL(url(for: link.destination, from: body.pagePath), on: link.node)
        }
        // Examples first: the presentation then leaves their blocks alone (they are no longer in the tree).
        for (index, item) in body.examples.enumerated() {
            document.replace(item.node, withMarkup: LiveExampleMarkup(example: item.example, number: index + 1, pagePath: body.pagePath).html)
        }
        BodyPresentation(document: document).apply(to: body.blocks.filter { $0.parent != nil })
        highlightCode(in: document)
        // The page shows the tips once, apart from the notes: headings with nothing but tips go.
        body.tipsOnlyHeadings.forEach(document.remove)
        for heading in body.headings where heading.node.parent != nil {
            document.setID(heading.anchor, on: heading.node)
        }
        // Last, so the pipeline's own markup stands in the fragments as placeholders and passes unchanged.
        if !document.allowsRawHTML {
            document.filterRawHTML { HTMLSanitizer(keepingCommentsStartingWith: $1).sanitize($0).html }
        }
        let tips = parts.contains(.tips) ? body.tips.map { $0.map { tipHTML($0, in: document) } } : []
        let intros = parts.contains(.tips) ? body.tipIntros.map { $0.map(Self.introHTML).joined() } : []
        guard parts.contains(.notes) else { return RenderedBody(html: "", tipHTML: tips, tipIntroHTML: intros) }
        removeTipItems(body)
        return RenderedBody(html: document.renderHTML(), tipHTML: tips, tipIntroHTML: intros)
    }

    /// Puts highlighted HTML in place of every code block in a language the highlighter knows,
    /// wherever it is (notes, tips, guides), after the presentation has labelled and grouped them.
    private func highlightCode(in document: MarkdownDocument) {
        for block in document.codeBlocks() {
            guard case .codeBlock(let language) = block.kind, !language.isEmpty, let code = block.literal,
                  let html = SyntaxHighlighter.codeBlock(code, language: language) else { continue }
            document.replace(block, withMarkup: html)
        }
    }

    /// Takes the tips' items (and the platform-neutral items beside them) out of the notes, and the lists they leave empty.
    private func removeTipItems(_ body: ParsedBody) {
        for item in body.tips.joined().map(\.item) + body.tipIntros.joined() {
            let list = item.kind == .item ? item.parent : nil
            body.document.remove(item)
            if let list, list.firstChild == nil { body.document.remove(list) }
        }
    }

    private func url(for destination: ParsedBody.Destination, from page: String) -> String {
        switch destination {
        case .unsafe:
            return "#"
        case .siteFile(let output, let suffix):
            return SitePaths.relativeURL(from: page, to: output) + suffix
        }
    }

    /// A tip as the items of a list (`<li>`…), so a section's tips read as one list: a tip written as
    /// a list (the items under `- **iOS**`) gives its items, one written as prose is one item, its
    /// text as written.
    private func tipHTML(_ tip: ParsedBody.Tip, in document: MarkdownDocument) -> String {
        let blocks = TipContent.blocks(of: tip, in: document)
        if blocks.count == 1, case .list(ordered: false) = blocks[0].kind {
            return blocks[0].children.map(\.html).joined()
        }
        if blocks.count == 1, blocks[0].kind == .paragraph {
            return "<li>" + blocks[0].children.map(\.html).joined() + "</li>\n"
        }
        return "<li>" + blocks.map(\.html).joined() + "</li>\n"
    }

    /// A platform-neutral item as the section's introduction: its blocks, each paragraph a `<p>`
    /// even when the list it stood in was tight.
    private static func introHTML(_ item: MarkdownNode) -> String {
        item.children.map { block in
            block.kind == .paragraph ? "<p>" + block.children.map(\.html).joined() + "</p>\n" : block.html
        }.joined()
    }
}
