import Foundation
import PatternsCore
import PatternsDiagnostics
import PatternsHTML
import PatternsMarkdown
import PatternsBodyHTML

/// Replays files through the code that walks and edits C-owned memory — the Markdown tree
/// (cmark-gfm), the HTML sanitiser (libxml2) and body rendering — for `scripts/test`'s
/// AddressSanitizer run: a node freed during a walk is a use-after-free only a sanitizer sees, and
/// this small product builds under `--sanitize=address` in a fraction of the time the whole package
/// and its tests take.
///
///     PatternsSanitizerReplay PATH…     files, or folders searched for .md, .markdown, .html and .txt files
///
/// Each file goes through the per-file pipeline (front matter → YAML → model → validation → Markdown
/// → sanitised or raw HTML → rendered body, tips and notes) as an entry and as a guide, with raw HTML
/// sanitised and allowed; then its text through every public walk and edit of `MarkdownDocument`,
/// and through `HTMLSanitizer` and the HTML link scanners. The checks are the sanitizer's: the
/// program only prints what it replayed, and exits 1 when a path cannot be read.
@main
enum PatternsSanitizerReplay {
    static let extensions: Set<String> = ["md", "markdown", "html", "htm", "txt"]

    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard !arguments.isEmpty else {
            FileHandle.standardError.write(Data("usage: PatternsSanitizerReplay PATH… (files or folders)\n".utf8))
            exit(2)
        }
        var files: [String] = []
        for argument in arguments {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder) else {
                FileHandle.standardError.write(Data("\(argument): no such file or folder\n".utf8))
                exit(1)
            }
            if isFolder.boolValue {
                let found = FileManager.default.enumerator(atPath: argument)?.compactMap { $0 as? String } ?? []
                files += found.filter { extensions.contains(($0 as NSString).pathExtension.lowercased()) }
                    .sorted().map { (argument as NSString).appendingPathComponent($0) }
            } else {
                files.append(argument)
            }
        }
        var bytesRead = 0
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                FileHandle.standardError.write(Data("\(file): cannot read\n".utf8))
                exit(1)
            }
            let bytes = [UInt8](data)
            bytesRead += bytes.count
            replayPipeline(bytes)
            let text = String(decoding: bytes, as: UTF8.self)
            for allowsRawHTML in [false, true] {
                replayMarkdown(text, options: MarkdownOptions(allowsRawHTML: allowsRawHTML))
            }
            replayHTML(text)
        }
        print("PatternsSanitizerReplay: \(files.count) files (\(bytesRead) bytes) replayed")
    }

    /// The site settings of a replay: raw HTML sanitised or allowed, categories and a base URL set.
    static func config(allowsRawHTML: Bool) -> SiteConfig {
        SiteConfig(title: "Replay", baseURL: "https://example.org/patterns/",
                   categories: [Category(id: "controls"), Category(id: "navigation")],
                   markdown: MarkdownOptions(allowsRawHTML: allowsRawHTML))
    }

    static let paths = [SiteLayout.entrySource(collection: .implicit, category: "controls", slug: "replay"),
                        SiteLayout.guideSource(slug: "replay")]

    /// The file through `ContentFileReader` with the built-in theme's body renderer, as `patterns build` reads it.
    static func replayPipeline(_ bytes: [UInt8]) {
        let printer = DiagnosticTextPrinter()
        for allowsRawHTML in [false, true] {
            let reader = ContentFileReader(config: config(allowsRawHTML: allowsRawHTML), renderer: BodyHTMLRenderer())
            for path in paths {
                let engine = DiagnosticEngine()
                let output = reader.read(bytes, path: path, diagnostics: engine)
                keep(output.contentHash)
                for diagnostic in engine.diagnostics { keep(printer.format(diagnostic, sourceLine: nil)) }
            }
        }
    }

    /// Every walk and edit `MarkdownDocument` offers, reading each node's fields, then a walk again after the edits.
    static func replayMarkdown(_ text: String, options: MarkdownOptions) {
        let document = MarkdownDocument(parsing: text, options: options)
        readEveryNode(of: document)
        keep(document.linksAndImages().map(\.url))
        keep(document.imagesWithoutText().map(\.range))
        keep(document.codeBlocks().map(\.fenceInfo))
        document.forEachVisibleText { keep($0) }
        keep(document.paragraphsAndHeadings().map { ($0.node.plainText, $0.isInFlow) })
        keep(document.textRuns().map { $0.map(\.literal) })
        keep(document.root.dump())
        // Edits: the kinds of change body rendering makes, then every node read again.
        let nodes = document.root.descendants
        for node in document.linksAndImages() { document.setURL("replayed/" + (node.url ?? ""), on: node) }
        for (index, node) in nodes.enumerated() {
            if case .heading = node.kind { document.setID("h\(index)", on: node) }
        }
        if let code = document.codeBlocks().first { document.setLiteral("replaced", on: code) }
        for (index, node) in document.codeBlocks().enumerated() where index % 2 == 1 {
            document.replace(node, withMarkup: "<div class=\"replaced\"></div>")
        }
        let paragraphs = document.paragraphsAndHeadings().map(\.node)
        if paragraphs.count >= 2 { document.wrap(Array(paragraphs.prefix(2)), opening: "<section>", closing: "</section>") }
        for (index, node) in paragraphs.enumerated() where index % 3 == 2 { document.remove(node) }
        readEveryNode(of: document)
        // Removed nodes stay readable until the document goes.
        keep(nodes.map(\.literal))
        keep(paragraphs.map(\.plainText))
        if !options.allowsRawHTML {
            document.filterRawHTML { HTMLSanitizer(keepingCommentsStartingWith: $1).sanitize($0).html }
        }
        keep(document.renderHTML())
        for node in document.rawHTML() { keep(HTMLSanitizer().sanitize(node.literal ?? "").removals.count) }
    }

    /// Each node's own fields, and the text and HTML of the whole and of each top-level block (not of
    /// every node: a deeply nested input would make that quadratic).
    static func readEveryNode(of document: MarkdownDocument) {
        for node in document.root.descendants {
            keep((node.kind, node.literal, node.fenceInfo, node.url, node.range, node.parent?.kind, node.firstChild?.kind))
        }
        for block in [document.root] + document.root.children {
            keep(block.plainText)
            keep(block.html)
            keep(block.commonMark)
        }
        keep(document.rawHTML().map(\.literal))
    }

    /// The text as an HTML fragment: sanitised (with and without kept comments), its elements visited, its links scanned.
    static func replayHTML(_ text: String) {
        keep(HTMLSanitizer().sanitize(text).html)
        keep(HTMLSanitizer(keepingCommentsStartingWith: "patterns:").sanitize(text).removals.count)
        HTMLElements.forEach(in: text) { keep($0.attributes.count) }
        let links = HTMLDocumentLinks(scanning: text)
        keep((links.links.count, links.anchors.count, links.base))
        keep(HTMLResourceLinks.scan(text).count)
    }

    /// Keeps a value from being optimised away.
    @inline(never)
    static func keep<T>(_ value: T) {}
}
