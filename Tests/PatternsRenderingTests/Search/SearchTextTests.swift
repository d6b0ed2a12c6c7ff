import Foundation
@testable import PatternsCore
import PatternsDiagnostics
import PatternsTestSupport
import Testing
@testable import PatternsExports
@testable import PatternsRendering

/// `HTMLTextScanner` reads bytes where the walk it replaced read `Character`s: the two must cut and
/// collapse every text the same way, on random fragments and on every body of the bundled catalog.
struct SearchTextTests {
    /// Pieces that meet each rule of the walk: tags of each kind, entities (also double-escaped), full
    /// stops before and after white space, Unicode white space, combining marks on spaces and full
    /// stops, a "<" that opens no tag, link targets in Markdown.
    private static let pieces = [
        "<p>", "</p>", "<h2 id=\"name\">", "</h2>", "<H3>", "</H3>", "<pre>", "</pre>", "<code>", "</code>", "<li>", "</li>", "<br>",
        "</td>", "</blockquote>", "<div class=\"x\">", "</div>", "<hr>", "<h10>", "</th>", "&amp;", "&lt;", "&amp;lt;", "&nbsp;", "&#39;",
        "&#x27;", "&quot;", "&gt;", "&", ".", ". ", " .", "..", " ", "\n", "\t", "\r\n", "word", "Name", "Role", "State & value", "é",
        "e\u{301}", " \u{301}", ".\u{301}", "\u{A0}", "\u{2028}", "\u{3000}", "…", "🙂", "👍🏽", "<", ">", "](", ")", "[link](https://x.example)",
        ".labelStyle", "a.b",
    ]
    private static let headingTexts = ["Name", "Role", "State & value", "word", "", "é"]

    @Test func theScannerAgreesWithTheWalkOnRandomFragments() {
        var generator = SeededGenerator(seed: 2026)
        for _ in 0..<5_000 {
            let html = (0..<Int.random(in: 0...40, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            let headings = (0..<Int.random(in: 0...4, using: &generator)).map { index in
                MarkdownBody.Heading(level: 2, text: Self.headingTexts.randomElement(using: &generator)!, anchor: "h\(index)",
                                     location: SourceLocation(line: 1, column: 1))
            }
            #expect(SearchText.sections(of: html, headings: headings) == SearchTextReference.sections(of: html, headings: headings),
                    "\(html.debugDescription) with headings \(headings.map(\.text))")
            #expect(SearchText.plain(html) == SearchTextReference.plain(html), "\(html.debugDescription)")
        }
    }

    /// Tag names are packed into two numbers rather than copied: every kind, either case, the longest
    /// name and one byte longer, names that only start like one of them, and a name in another script.
    @Test(arguments: [
        ("h2", HTMLTextScanner.Tag.headingOpen), ("H6 id=\"x\"", .headingOpen), ("/h3", .headingClose), ("h12", .headingOpen),
        ("hr", .other), ("h", .other), ("/h", .other), ("pre class=\"a\"", .codeOpen), ("PRE", .codeOpen), ("/pre", .codeClose),
        ("pres", .other), ("/p", .blockEnd), ("p", .other), ("br /", .blockEnd), ("BR", .blockEnd), ("/blockquote", .blockEnd),
        ("/blockquotes", .other), ("/BLOCKQUOTE", .blockEnd), ("/tr", .blockEnd), ("/li\n", .blockEnd), ("/lié", .other), ("", .other),
    ])
    func tagsAreClassedByTheirName(inside: String, tag: HTMLTextScanner.Tag) {
        var text = inside
        text.withUTF8 { #expect(HTMLTextScanner.Tag($0[...]) == tag, "\(inside)") }
    }

    @Test func theScannerAgreesWithTheWalkOnTheBundledCatalog() throws {
        let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../content").standardized
        let files = FileManager.default.enumerator(atPath: content.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") } ?? []
        #expect(files.count > 50)
        var compared = 0
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: content.appendingPathComponent(file)))
            let read = RenderedContent(String(decoding: bytes, as: UTF8.self), path: "content/" + file, config: SiteConfig())
            guard let body = read.entry?.body ?? read.guide?.body else { continue }
            let html = read.body.notesHTML, tips = read.tipHTML
            #expect(SearchText.sections(of: html, headings: body.headings) == SearchTextReference.sections(of: html, headings: body.headings), "\(file)")
            for tip in tips { #expect(SearchText.plain(tip) == SearchTextReference.plain(tip), "\(file)") }
            compared += 1
        }
        #expect(compared == files.count)
    }
}
