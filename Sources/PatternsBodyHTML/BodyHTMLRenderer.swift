import PatternsCore
import PatternsHTML
import PatternsMarkdown

/// The built-in theme's way of turning a parsed body into page HTML: links lead to output pages,
/// headings carry their anchors, tables scroll, code is labelled and highlighted, samples become
/// tabs, raw HTML is sanitised (unless `markdown.unsafe`), and each tip is rendered without its
/// platform label and left out of the notes.
public struct BodyHTMLRenderer: BodyRenderer {
    /// Where a whole-site build keeps each body for its pages (`BodyParts.pages`); nil to keep none.
    private let kept: KeptBodies?

    public init(keeping kept: KeptBodies? = nil) {
        self.kept = kept
    }

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
        var rendered = RenderedBody()
        if parts.contains(.tips) { renderTips(body, into: &rendered) }
        guard parts.contains(.notes) else { return rendered }
        removeTipItems(body)
        rendered.notesHTML = document.renderHTML()
        return rendered
    }

    /// The tips rendered as every page shows them, hashed; the HTML is not kept.
    public func tipContentDigest(of body: ParsedBody) -> UInt64 {
        render(body, parts: .tips).tipContentDigest
    }

    /// The notes and the tips rendered once for the pages, kept with the search terms when this
    /// renderer keeps bodies; the tips' digest either way.
    public func keep(_ body: ParsedBody, searchTerms: String, of handle: BodyHandle) -> UInt64 {
        guard let kept else { return tipContentDigest(of: body) }
        let rendered = render(body, parts: [.notes, .tips])
        kept.keep(rendered, searchTerms: searchTerms, of: handle)
        return rendered.tipContentDigest
    }

    /// Each tip and section introduction as its entry's page shows it and, when the body links to
    /// files of the site, as other pages do: rendered again with those links leading from the site's
    /// root behind a marker, the HTML is cut at the markers, and each page puts its way back to the
    /// root in their place.
    private func renderTips(_ body: ParsedBody, into rendered: inout RenderedBody) {
        let blocks = body.tips.map { $0.map { TipContent.blocks(of: $0, in: body.document) } }
        rendered.tipHTML = blocks.map { $0.map(Self.tipHTML) }
        rendered.tipIntroHTML = body.tipIntros.map(Self.introHTML)
        let siteLinks = body.links.compactMap { link -> (ParsedBody.Link, String)? in
            guard case .siteFile(let output, let suffix) = link.destination else { return nil }
            return (link, SiteLayout.homePage.relativeURL(to: output) + suffix)
        }
        guard !siteLinks.isEmpty else { return }
        for (link, fromRoot) in siteLinks { body.document.setURL(Self.rootMarker + fromRoot, on: link.node) }
        rendered.relocatableTipHTML = blocks.map { $0.map { Self.relocatable(Self.tipHTML($0)) } }
        rendered.relocatableTipIntroHTML = body.tipIntros.map { Self.relocatable(Self.introHTML($0)) }
        for (link, _) in siteLinks { body.document.setURL(url(for: link.destination, from: body.pagePath), on: link.node) }
    }

    /// HTML rendered with the root marker, cut at it; nil when it holds none (it reads the same on any page).
    ///
    /// Cut on the UTF-8 bytes: the marker is ASCII, so every cut falls between characters. The
    /// standard library's `split(separator:)` with a string separator took 12 % of a 1k build's
    /// instructions here (callgrind, 2026-11-27).
    static func relocatable(_ html: String) -> RelocatableHTML? {
        var html = html
        let pieces = html.withUTF8 { bytes in Self.pieces(of: bytes, cutAt: renderedRootMarkerBytes) }
        return pieces.count > 1 ? RelocatableHTML(pieces: pieces) : nil
    }

    /// `bytes` cut at every occurrence of `marker`, empty pieces kept (as `omittingEmptySubsequences: false`).
    private static func pieces(of bytes: UnsafeBufferPointer<UInt8>, cutAt marker: [UInt8]) -> [String] {
        var pieces: [String] = []
        var start = 0
        var index = 0
        let last = bytes.count - marker.count
        while index <= last {
            if bytes[index] == marker[0], (1..<marker.count).allSatisfy({ bytes[index + $0] == marker[$0] }) {
                pieces.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                index += marker.count
                start = index
            } else {
                index += 1
            }
        }
        pieces.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
        return pieces
    }

    /// Stands for the way back to the site's root in a URL while tips are rendered for other pages: a
    /// private-use character, which cmark percent-encodes in `href` and `src` (`renderedRootMarker`).
    private static let rootMarker = "\u{E000}root\u{E000}"
    private static let renderedRootMarker = "%EE%80%80root%EE%80%80"
    private static let renderedRootMarkerBytes = Array(renderedRootMarker.utf8)

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

    private func url(for destination: ParsedBody.Destination, from page: OutputPath) -> String {
        switch destination {
        case .unsafe:
            return "#"
        case .siteFile(let output, let suffix):
            return page.relativeURL(to: output) + suffix
        }
    }

    /// A tip as the items of a list (`<li>`…), so a section's tips read as one list: a tip written as
    /// a list (the items under `- **iOS**`) gives its items, one written as prose is one item, its
    /// text as written.
    private static func tipHTML(_ blocks: [MarkdownNode]) -> String {
        if blocks.count == 1, case .list(ordered: false) = blocks[0].kind {
            return blocks[0].contentHTML
        }
        if blocks.count == 1, blocks[0].kind == .paragraph {
            return "<li>" + blocks[0].contentHTML + "</li>\n"
        }
        return "<li>" + blocks.map(\.html).joined() + "</li>\n"
    }

    /// A section's platform-neutral items as its introduction: their blocks, each paragraph a `<p>`
    /// even when the list it stood in was tight.
    private static func introHTML(_ items: [MarkdownNode]) -> String {
        items.map { item in
            item.children.map { block in
                block.kind == .paragraph ? "<p>" + block.contentHTML + "</p>\n" : block.html
            }.joined()
        }.joined()
    }
}
