internal import CCmarkGFM
import Foundation
import PatternsDiagnostics
import Synchronization

/// A parsed Markdown body (cmark-gfm with table, strikethrough, autolink, tasklist and tagfilter).
///
/// This is the only file that touches cmark-gfm. A document owns its C tree and parser and is
/// meant to be used by one task: parse, read the AST, rewrite links, render, then drop it.
///
/// No node's memory is freed before the document's: nodes taken out of the tree are kept until
/// `deinit`, so a `MarkdownNode` collected before an edit stays valid whatever the edit did.
public final class MarkdownDocument {
    private let parser: OpaquePointer
    private let rootPointer: OpaquePointer
    /// cmark's options; gains `CMARK_OPT_UNSAFE` once `filterRawHTML` has filtered all raw HTML.
    private var options: Int32
    private let lines: LineIndex
    /// Nodes taken out of the tree, freed with the document: a `MarkdownNode` may still point at
    /// one, and cmark's inline texts point into their block's content buffer, so a heading whose
    /// children moved elsewhere must outlive them.
    private var detachedNodes: [OpaquePointer] = []

    /// Parses `text`, a body whose first line is line `firstLine` of its file.
    public init(parsing text: String, options: MarkdownOptions = MarkdownOptions(), firstLine: Int = 1) {
        var cmarkOptions = CMARK_OPT_FOOTNOTES
        if options.allowsRawHTML { cmarkOptions |= CMARK_OPT_UNSAFE }
        self.options = cmarkOptions
        self.allowsRawHTML = options.allowsRawHTML
        // Read from the string's storage: through `String.UTF8View` this was 1 % of a build.
        self.mayHoldRawHTML = TextEscaping.containsByte(UInt8(ascii: "<"), in: text)
        self.lines = LineIndex(text, firstLine: firstLine)
        MarkdownDocument.registerExtensionsOnce()
        let parser = cmark_parser_new(cmarkOptions)!
        for name in MarkdownDocument.extensionNames {
            if let ext = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, ext)
            }
        }
        var bytes = text
        bytes.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                cmark_parser_feed(parser, chars.baseAddress, chars.count)
            }
        }
        // cmark_parser_finish flips a process-global table of special characters when
        // extensions are attached, so concurrent finishes corrupt each other's inline parsing.
        // The root is set inside the closure rather than returned: a C pointer is not `Sendable`.
        var root: OpaquePointer?
        MarkdownDocument.finishLock.withLock { _ in root = cmark_parser_finish(parser) }
        self.parser = parser
        self.rootPointer = root!
    }

    deinit {
        cmark_node_free(rootPointer)
        // A detached node put back into a tree was freed with that tree.
        for node in detachedNodes where cmark_node_parent(node) == nil { cmark_node_free(node) }
        cmark_parser_free(parser)
    }

    public var root: MarkdownNode { MarkdownNode(document: self, pointer: rootPointer) }

    /// Whether raw HTML renders as written (`markdown.unsafe: true`); otherwise it renders as nothing
    /// unless a caller puts filtered HTML in its place (`filterRawHTML`).
    public let allowsRawHTML: Bool
    /// False when the text has no `<` at all, so no walk of the tree can find raw HTML.
    private let mayHoldRawHTML: Bool

    /// The whole document as HTML.
    public func renderHTML() -> String { html(of: rootPointer) }

    /// Every link and image in document order, found in one walk of the C tree.
    public func linksAndImages() -> [MarkdownNode] {
        nodes { $0 == CMARK_NODE_LINK || $0 == CMARK_NODE_IMAGE }
    }

    /// Images whose description has no text at all, found in one walk however deeply images nest.
    public func imagesWithoutText() -> [MarkdownNode] {
        guard let iterator = cmark_iter_new(rootPointer) else { return [] }
        defer { cmark_iter_free(iterator) }
        var open: [(node: OpaquePointer, hasText: Bool)] = []
        var result: [MarkdownNode] = []
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            if type == CMARK_NODE_IMAGE {
                if event == CMARK_EVENT_ENTER {
                    open.append((node, false))
                } else if let closed = open.popLast() {
                    // An inner image's text is also its outer image's text.
                    if closed.hasText, !open.isEmpty { open[open.count - 1].hasText = true }
                    if !closed.hasText { result.append(MarkdownNode(document: self, pointer: closed.node)) }
                }
            } else if event == CMARK_EVENT_ENTER, !open.isEmpty, !open[open.count - 1].hasText,
                      type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE,
                      let literal = cmark_node_get_literal(node),
                      String(cString: literal).contains(where: { !$0.isWhitespace }) {
                open[open.count - 1].hasText = true
            }
        }
        return result.reversed()
    }

    /// Every code block (fenced or indented) in document order, however deeply nested.
    public func codeBlocks() -> [MarkdownNode] {
        nodes { $0 == CMARK_NODE_CODE_BLOCK }
    }

    /// Hands every piece of text a reader sees, in document order: text, code spans and code blocks
    /// (raw HTML is left out). One walk of the C tree, for the search index's digest of a body.
    public func forEachVisibleText(_ visit: (String) -> Void) {
        forEachVisibleUTF8 { visit(String(decoding: $0, as: UTF8.self)) }
    }

    /// `forEachVisibleText(_:)` as cmark's own UTF-8 bytes, valid only during the call: the search
    /// digest reads them where they are, without a `String` made of each.
    public func forEachVisibleUTF8(_ visit: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard let iterator = cmark_iter_new(rootPointer) else { return }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_CODE_BLOCK:
                if let literal = cmark_node_get_literal(node) {
                    literal.withMemoryRebound(to: UInt8.self, capacity: 1) { visit(UnsafeBufferPointer(start: $0, count: strlen(literal))) }
                }
            default:
                break
            }
        }
    }

    /// Every paragraph and heading in document order, found in one walk of the C tree, with
    /// whether each sits only in lists, list items and block quotes (not in a table or footnote).
    public func paragraphsAndHeadings() -> [(node: MarkdownNode, isInFlow: Bool)] {
        nodes { $0 == CMARK_NODE_PARAGRAPH || $0 == CMARK_NODE_HEADING }.map { node in
            var parent = cmark_node_parent(node.pointer)
            var inFlow = true
            while let current = parent, cmark_node_get_type(current) != CMARK_NODE_DOCUMENT {
                let type = cmark_node_get_type(current)
                if type != CMARK_NODE_LIST && type != CMARK_NODE_ITEM && type != CMARK_NODE_BLOCK_QUOTE
                    && cmark_node_get_type_string(current).map({ String(cString: $0) }) != "tasklist" {
                    inFlow = false
                    break
                }
                parent = cmark_node_parent(current)
            }
            return (node, inFlow)
        }
    }

    /// The document's text nodes in document order, adjacent siblings grouped into one run (cmark
    /// splits a line's text at characters such as `:` and escapes), found in one walk of the C tree.
    public func textRuns() -> [[MarkdownNode]] {
        textRuns(keeping: { _ in true })
    }

    /// The runs of `textRuns()` in which some node's text holds `byte` (an ASCII byte), looked for
    /// in cmark's own copy of the text: the runs of a body without one (nearly all) never become
    /// `String`s or nodes.
    public func textRuns(holding byte: UInt8) -> [[MarkdownNode]] {
        // strchr finds a NUL at every text's end, and one byte of a multi-byte character mid-way.
        precondition(byte != 0 && byte < 0x80, "textRuns(holding:) looks for an ASCII byte other than NUL")
        return textRuns(keeping: { pointers in
            pointers.contains { cmark_node_get_literal($0).map { strchr($0, Int32(byte)) != nil } ?? false }
        })
    }

    /// The text runs whose nodes `keep` takes, found in one walk of the C tree.
    private func textRuns(keeping keep: ([OpaquePointer]) -> Bool) -> [[MarkdownNode]] {
        guard let iterator = cmark_iter_new(rootPointer) else { return [] }
        defer { cmark_iter_free(iterator) }
        var runs: [[MarkdownNode]] = []
        var run: [OpaquePointer] = []
        func finish() {
            if !run.isEmpty, keep(run) { runs.append(run.map { MarkdownNode(document: self, pointer: $0) }) }
            run.removeAll(keepingCapacity: true)
        }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator), cmark_node_get_type(node) == CMARK_NODE_TEXT else { continue }
            if let last = run.last, cmark_node_previous(node) != last { finish() }
            run.append(node)
        }
        finish()
        return runs
    }

    /// Every raw HTML block and inline in document order (what `markdown.unsafe: false` sanitises).
    public func rawHTML() -> [MarkdownNode] {
        guard mayHoldRawHTML else { return [] }
        return nodes { $0 == CMARK_NODE_HTML_BLOCK || $0 == CMARK_NODE_HTML_INLINE }
    }

    private func nodes(where matches: (cmark_node_type) -> Bool) -> [MarkdownNode] {
        guard let iterator = cmark_iter_new(rootPointer) else { return [] }
        defer { cmark_iter_free(iterator) }
        var nodes: [MarkdownNode] = []
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            if matches(cmark_node_get_type(node)) {
                nodes.append(MarkdownNode(document: self, pointer: node))
            }
        }
        return nodes
    }

    /// Sets the destination of a link or image.
    public func setURL(_ url: String, on node: MarkdownNode) {
        cmark_node_set_url(node.pointer, url)
    }

    /// Wraps consecutive sibling blocks in raw HTML (a scrolling region, a figure, a tab set).
    ///
    /// The markup is written by the pipeline, not taken from content, so it is emitted even when
    /// raw HTML in content is off; callers escape anything from content that goes into it.
    public func wrap(_ nodes: [MarkdownNode], opening: String, closing: String) {
        guard let first = nodes.first else { return }
        let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK)!
        cmark_node_set_on_enter(block, opening)
        cmark_node_set_on_exit(block, closing)
        cmark_node_insert_before(first.pointer, block)
        for node in nodes {
            cmark_node_unlink(node.pointer)
            cmark_node_append_child(block, node.pointer)
        }
    }

    /// Puts pipeline-written HTML in place of a block (a live example in place of its fence).
    ///
    /// Like `wrap`, the markup is emitted even when raw HTML in content is off; callers escape
    /// anything from content that goes into it. The block stays readable until the document goes.
    public func replace(_ node: MarkdownNode, withMarkup markup: String) {
        let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK)!
        cmark_node_set_on_enter(block, markup)
        cmark_node_set_on_exit(block, "")
        cmark_node_replace(node.pointer, block)
        detachedNodes.append(node.pointer)
    }

    /// Gives `heading` an `id` attribute in the rendered HTML, for tables of contents and deep links.
    ///
    /// The heading node is replaced by a custom block carrying its opening and closing tags, since
    /// cmark's renderer has no attribute hook; `id` must already be safe for an attribute.
    public func setID(_ id: String, on heading: MarkdownNode) {
        guard case .heading(let level) = heading.kind else { return }
        let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK)!
        cmark_node_set_on_enter(block, "<h\(level) id=\"\(id)\">")
        cmark_node_set_on_exit(block, "</h\(level)>")
        while let child = cmark_node_first_child(heading.pointer) {
            cmark_node_unlink(child)
            cmark_node_append_child(block, child)
        }
        cmark_node_replace(heading.pointer, block)
        detachedNodes.append(heading.pointer)
    }

    // MARK: - Node accessors for MarkdownNode

    func kind(of node: OpaquePointer) -> MarkdownNodeKind {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST: return .list(ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST)
        case CMARK_NODE_ITEM: return .item
        case CMARK_NODE_CODE_BLOCK:
            let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
            return .codeBlock(language: String(info.split(separator: " ").first ?? ""))
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock
        case CMARK_NODE_CUSTOM_BLOCK: return .customBlock
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_FOOTNOTE_DEFINITION: return .footnoteDefinition
        case CMARK_NODE_TEXT: return .text
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code
        case CMARK_NODE_HTML_INLINE: return .htmlInline
        case CMARK_NODE_CUSTOM_INLINE: return .customInline
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK: return .link
        case CMARK_NODE_IMAGE: return .image
        case CMARK_NODE_FOOTNOTE_REFERENCE: return .footnoteReference
        default:
            // Extension node types are C globals that Swift 6 cannot read; their names are stable.
            let name = cmark_node_get_type_string(node).map { String(cString: $0) } ?? ""
            switch name {
            case "table": return .table
            case "table_header", "table_row": return .tableRow
            case "table_cell": return .tableCell
            case "strikethrough": return .strikethrough
            case "tasklist": return .item
            default: return .other(name)
            }
        }
    }

    func children(of node: OpaquePointer) -> [OpaquePointer] {
        var result: [OpaquePointer] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            result.append(current)
            child = cmark_node_next(current)
        }
        return result
    }

    func parent(of node: OpaquePointer) -> OpaquePointer? { cmark_node_parent(node) }

    func firstChild(of node: OpaquePointer) -> OpaquePointer? { cmark_node_first_child(node) }

    func literal(of node: OpaquePointer) -> String? {
        cmark_node_get_literal(node).map { String(cString: $0) }
    }

    func fenceInfo(of node: OpaquePointer) -> String? {
        guard cmark_node_get_type(node) == CMARK_NODE_CODE_BLOCK else { return nil }
        // cmark writes through every pointer it is given, so none may be nil.
        var length: Int32 = 0, offset: Int32 = 0
        var character: CChar = 0
        guard cmark_node_get_fenced(node, &length, &offset, &character) != 0 else { return nil }
        return cmark_node_get_fence_info(node).map { String(cString: $0) }
    }

    func url(of node: OpaquePointer) -> String? {
        cmark_node_get_url(node).map { String(cString: $0) }
    }

    func range(of node: OpaquePointer) -> SourceRange? {
        var target: OpaquePointer? = node
        // Some inline nodes carry no position; report their nearest positioned ancestor's.
        while let current = target, cmark_node_get_start_line(current) == 0 {
            target = cmark_node_parent(current)
        }
        guard let positioned = target else { return nil }
        let startLine = Int(cmark_node_get_start_line(positioned))
        var startColumn = Int(cmark_node_get_start_column(positioned))
        // On a paragraph's continuation line cmark counts an inline's column as its offset in the
        // line's content (container markers and indentation stripped) plus the paragraph's own start
        // column. Rebase it on the line's actual prefix, which differs for lazy or unaligned lines.
        if !isBlock(positioned), let block = enclosingBlock(of: positioned),
           Int(cmark_node_get_start_line(block)) < startLine {
            let offsetInContent = startColumn - Int(cmark_node_get_start_column(block))
            startColumn = lines.containerPrefixBytes(ofLine: startLine + lines.firstLine - 1) + offsetInContent + 1
        }
        let start = lines.location(line: startLine, byteColumn: startColumn)
        let end = lines.location(line: Int(cmark_node_get_end_line(positioned)),
                                 byteColumn: Int(cmark_node_get_end_column(positioned)) + 1)
        return SourceRange(start: start, end: end)
    }

    private func isBlock(_ node: OpaquePointer) -> Bool {
        (cmark_node_get_type(node).rawValue & UInt32(CMARK_NODE_TYPE_MASK)) == UInt32(CMARK_NODE_TYPE_BLOCK)
    }

    private func enclosingBlock(of node: OpaquePointer) -> OpaquePointer? {
        var current = cmark_node_parent(node)
        while let candidate = current, !isBlock(candidate) { current = cmark_node_parent(candidate) }
        return current
    }

    func plainText(of node: OpaquePointer) -> String {
        var text = ""
        func collect(_ node: OpaquePointer) {
            switch cmark_node_get_type(node) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                if let literal = cmark_node_get_literal(node) { text += String(cString: literal) }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                text += " "
            default:
                for child in children(of: node) { collect(child) }
            }
        }
        collect(node)
        return text
    }

    func html(of node: OpaquePointer) -> String {
        guard let cString = cmark_render_html(node, options, cmark_parser_get_syntax_extensions(parser)) else { return "" }
        defer { free(cString) }
        return String(cString: cString)
    }

    /// The HTML of the node's children, as their renderings joined would give it, in one call into
    /// cmark where its rules allow: a paragraph in a tight list renders without tags of its own, any
    /// other paragraph as `<p>`…`</p>\n`, a bullet list as `<ul>\n`…`</ul>\n`, so the node is rendered
    /// once and those tags cut off. Any other node, or an unexpected rendering, goes child by child,
    /// as does a footnote's paragraph (cmark adds the link back to the reference to its end).
    func contentHTML(of node: OpaquePointer) -> String {
        let type = cmark_node_get_type(node)
        let wrapper: (open: String, close: String)
        if type == CMARK_NODE_PARAGRAPH, cmark_node_parent(node).map(cmark_node_get_type) != CMARK_NODE_FOOTNOTE_DEFINITION {
            if let list = cmark_node_parent(node).flatMap(cmark_node_parent), cmark_node_get_type(list) == CMARK_NODE_LIST,
               cmark_node_get_list_tight(list) != 0 {
                return html(of: node)
            }
            wrapper = ("<p>", "</p>\n")
        } else if type == CMARK_NODE_LIST, cmark_node_get_list_type(node) == CMARK_BULLET_LIST {
            wrapper = ("<ul>\n", "</ul>\n")
        } else {
            return children(of: node).map(html(of:)).joined()
        }
        let whole = html(of: node)
        let (open, close) = (wrapper.open.utf8.count, wrapper.close.utf8.count)
        guard whole.utf8.count >= open + close, whole.hasPrefix(wrapper.open), whole.hasSuffix(wrapper.close) else {
            return children(of: node).map(html(of:)).joined()
        }
        return String(Substring(whole.utf8.dropFirst(open).dropLast(close)))
    }

    /// The node as CommonMark (GFM tables and strikethrough included), lines not wrapped.
    func commonMark(of node: OpaquePointer) -> String {
        guard let cString = cmark_render_commonmark(node, options, 0) else { return "" }
        defer { free(cString) }
        return String(cString: cString)
    }

    // MARK: - Process-wide setup

    private static let extensionNames = ["table", "strikethrough", "autolink", "tasklist", "tagfilter"]
    private static let finishLock = Mutex(())
    /// `cmark_gfm_core_extensions_ensure_registered` is not thread-safe: a `static let` runs it exactly once.
    private static let registration: Void = cmark_gfm_core_extensions_ensure_registered()

    private static func registerExtensionsOnce() { _ = registration }
}

extension MarkdownDocument {
    /// Parses and renders in one go with nothing else: the floor the benchmark compares the real
    /// pipeline with. Uses the same extensions and the same lock as every other parse.
    public static func renderHTML(_ text: String, options: MarkdownOptions = MarkdownOptions()) -> String {
        MarkdownDocument(parsing: text, options: options).renderHTML()
    }

    /// Takes a node and its children out of the tree; they stay readable until the document goes.
    public func remove(_ node: MarkdownNode) {
        guard cmark_node_parent(node.pointer) != nil else { return }
        cmark_node_unlink(node.pointer)
        detachedNodes.append(node.pointer)
    }

    /// Replaces the text of a text or code node.
    public func setLiteral(_ text: String, on node: MarkdownNode) {
        cmark_node_set_literal(node.pointer, text)
    }

    // MARK: - Rebuilding a node's children (MarkdownDocument+RawHTML)

    /// Unlinks every child of `parent` and returns them in order. Each must be put back with
    /// `append(_:to:)` or handed to `discard(_:)`.
    func takeChildren(of parent: MarkdownNode) -> [MarkdownNode] {
        let children = parent.children
        for child in children { cmark_node_unlink(child.pointer) }
        return children
    }

    /// Makes `child`, taken out by `takeChildren`, the last child of `parent`.
    func append(_ child: MarkdownNode, to parent: MarkdownNode) {
        cmark_node_append_child(parent.pointer, child.pointer)
    }

    /// Adds filtered raw HTML as the last child of `parent`: an HTML inline among inlines (a table
    /// cell takes no custom inline), else an HTML block. From here on the document renders raw HTML,
    /// as all of it has been filtered.
    func appendFilteredHTML(_ markup: String, inline: Bool, to parent: MarkdownNode) {
        let node = cmark_node_new(inline ? CMARK_NODE_HTML_INLINE : CMARK_NODE_HTML_BLOCK)!
        cmark_node_set_literal(node, markup)
        cmark_node_append_child(parent.pointer, node)
        options |= CMARK_OPT_UNSAFE
    }

    /// Keeps a node taken out by `takeChildren` and not put back until the document goes.
    func discard(_ node: MarkdownNode) {
        detachedNodes.append(node.pointer)
    }
}
