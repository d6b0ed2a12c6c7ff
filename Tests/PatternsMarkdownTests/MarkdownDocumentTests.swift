import PatternsDiagnostics
import Testing
@testable import PatternsMarkdown

@Suite struct MarkdownDocumentTests {
    @Test func rendersGitHubFlavoredExtensions() {
        let html = MarkdownDocument(parsing: """
            | a | b |
            | --- | --- |
            | 1 | 2 |

            ~~gone~~ and https://example.org

            - [x] done
            """).renderHTML()
        #expect(html.contains("<table>"))
        #expect(html.contains("<del>gone</del>"))
        #expect(html.contains("<a href=\"https://example.org\">"))
        #expect(html.contains("type=\"checkbox\""))
    }

    @Test func dropsRawHTMLUnlessAllowed() {
        let text = "<script>alert(1)</script>\n\nText with <b>bold</b>.\n"
        let safe = MarkdownDocument(parsing: text).renderHTML()
        #expect(!safe.contains("<script>"))
        #expect(!safe.contains("<b>"))
        #expect(safe.contains("raw HTML omitted"))
        let unsafe = MarkdownDocument(parsing: text, options: MarkdownOptions(allowsRawHTML: true)).renderHTML()
        #expect(unsafe.contains("<b>bold</b>"))
        // tagfilter still neutralises script tags when raw HTML is on.
        #expect(!unsafe.contains("<script>"))
    }

    @Test func reportsNodePositionsAsFileLinesAndCharacterColumns() throws {
        let document = MarkdownDocument(parsing: "# Título\n\nÉtude [link](a.md) here\n", firstLine: 10)
        let heading = try #require(document.root.children.first)
        #expect(heading.kind == .heading(level: 1))
        #expect(heading.range?.start == SourceLocation(line: 10, column: 1))
        let link = try #require(document.root.descendants.first { $0.kind == .link })
        #expect(link.url == "a.md")
        #expect(link.range?.start == SourceLocation(line: 12, column: 7))
        #expect(link.plainText == "link")
    }

    @Test func giveHeadingsAnIDWithoutLosingTheirContent() throws {
        let document = MarkdownDocument(parsing: "## Name *and* role\n\nText\n")
        let heading = try #require(document.root.children.first)
        document.setID("name-and-role", on: heading)
        let html = document.renderHTML()
        #expect(html.contains("<h2 id=\"name-and-role\">"))
        #expect(html.contains("Name <em>and</em> role"))
        #expect(html.contains("</h2>"))
    }

    @Test func rewritesLinkDestinations() {
        let document = MarkdownDocument(parsing: "[a](button.md#name) ![alt](img.png) [b](https://x.org)\n")
        for node in document.linksAndImages() where node.url == "button.md#name" {
            document.setURL("../button/index.html#name", on: node)
        }
        let html = document.renderHTML()
        #expect(html.contains("href=\"../button/index.html#name\""))
        #expect(html.contains("src=\"img.png\""))
        #expect(html.contains("href=\"https://x.org\""))
    }

    @Test func rendersASubtreeAndReadsCodeBlockLanguages() throws {
        let document = MarkdownDocument(parsing: "- **iOS**\n  - `accessibilityLabel`\n\n```swift\nlet a = 1\n```\n")
        let list = try #require(document.root.children.first)
        #expect(list.kind == .list(ordered: false))
        let nested = try #require(list.children.first?.children.last)
        #expect(nested.html == "<ul>\n<li><code>accessibilityLabel</code></li>\n</ul>\n")
        #expect(document.root.children.last?.kind == .codeBlock(language: "swift"))
    }

    /// cmark-gfm flips a global table in cmark_parser_finish; without the lock, parallel parses lose inlines.
    @Test func parallelParsingMatchesSerialParsing() async {
        let documents = (0..<400).map { index in
            "# Doc \(index)\n\n~~struck \(index)~~ see https://example.org/\(index) and www.example.com\n\n"
                + "| a | b |\n| - | - |\n| \(index) | ~~x~~ |\n\n- [ ] task \(index)\n"
        }
        let serial = documents.map { MarkdownDocument(parsing: $0).renderHTML() }
        let parallel = await withTaskGroup(of: (Int, String).self) { group in
            for (index, text) in documents.enumerated() {
                group.addTask { (index, MarkdownDocument(parsing: text).renderHTML()) }
            }
            var results = [String](repeating: "", count: documents.count)
            for await (index, html) in group { results[index] = html }
            return results
        }
        #expect(parallel == serial)
        #expect(serial.allSatisfy { $0.contains("<del>") && $0.contains("<a href=\"https://example.org/") })
    }
}

@Suite("Markdown tree")
struct MarkdownTreeTests {
    @Test("the tree dump shows kinds, file positions and texts")
    func dump() {
        let document = MarkdownDocument(parsing: "## Focus\n\n- **iOS**: use [a link](b.md)\n", firstLine: 5)
        #expect(document.root.dump() == """
            Document 5:1-7:30
              Heading(level: 2) 5:1-5:9
                Text 5:4-5:9 "Focus"
              List 7:1-7:30
                Item 7:1-7:30
                  Paragraph 7:3-7:30
                    Strong 7:3-7:10
                      Text 7:5-7:8 "iOS"
                    Text 7:10-7:16 ": use "
                    Link 7:16-7:30 -> b.md
                      Text 7:17-7:23 "a link"
            """)
    }

    /// Collect-then-mutate is the pattern every reader follows; this walk removes nodes it already
    /// collected and still reads them afterwards. Under AddressSanitizer (`scripts/test`) a node
    /// freed too early is a use-after-free.
    @Test("nodes collected before an edit stay readable after it, removed ones included")
    func nodesOutliveEdits() {
        let document = MarkdownDocument(parsing: "- **iOS**: one\n- **Android**: two\n\n# Title\n\nText *em*\n")
        let items = document.root.children[0].children
        let strongs = items.map { $0.children[0].children[0] }
        let heading = document.root.children[1]
        for strong in strongs { document.remove(strong) }
        document.remove(heading)
        document.remove(heading)
        #expect(strongs.map(\.plainText) == ["iOS", "Android"])
        #expect(heading.plainText == "Title")
        #expect(items.map(\.plainText) == [": one", ": two"])
        #expect(document.renderHTML() == "<ul>\n<li>: one</li>\n<li>: two</li>\n</ul>\n<p>Text <em>em</em></p>\n")
    }
}
