import Foundation
import Testing
import PatternsCore
import PatternsDiagnostics
import PatternsMarkdown
import PatternsRendering
import PatternsTestSupport

/// Raw HTML in a body as the page shows it: sanitised as a whole, Markdown between its tags included,
/// with one finding per removal at the raw HTML node it came from; passed through with `markdown.unsafe`.
@Suite("Raw HTML in bodies")
struct RawHTMLBodyTests {
    static var note: MarkedText { MarkedText("""
    # Keys

    Press <kbd>Tab</kbd>, then read [the guide](https://example.com) or <a href="https://w3.org" title="W3C">the *spec*</a>.

    <details>
    <summary>Why</summary>

    Focus **must** stay visible.

    </details>

    <figure><img src="toggle.png" alt="A toggle, on"><figcaption>On</figcaption></figure>

    ‸<script>steal()</script>

    After.
    """) }

    private func build(_ text: String, unsafe: Bool = false) -> (html: String, diagnostics: [Diagnostic]) {
        let config = SiteConfig(categories: [Category(id: "controls")], markdown: MarkdownOptions(allowsRawHTML: unsafe))
        let read = RenderedContent(text, path: "content/guides/keys.md", config: config)
        return (read.body.notesHTML, read.diagnostics)
    }

    @Test("an inline link pair, a details block with Markdown inside and a figure are shown; a script goes, with one finding")
    func sanitisedNote() {
        let note = Self.note
        let (html, diagnostics) = build(note.text)
        #expect(html.contains(#"Press <kbd>Tab</kbd>, then read <a href="https://example.com">the guide</a> or <a href="https://w3.org" title="W3C">the <em>spec</em></a>."#))
        #expect(html.contains("<details>\n<summary>Why</summary>\n<p>Focus <strong>must</strong> stay visible.</p>\n</details>"))
        #expect(html.contains(#"<figure><img src="toggle.png" alt="A toggle, on"><figcaption>On</figcaption></figure>"#))
        #expect(!html.contains("script") && !html.contains("steal"))
        #expect(!html.contains("raw HTML omitted"))
        #expect(html.contains("<p>After.</p>"))
        let findings = diagnostics.filter { $0.rule == .rawHTML }
        #expect(findings.map(\.location) == [note.location])
        #expect(findings.first?.message == "raw HTML <script> and its content is removed: it can run code")
        #expect(findings.first?.hint?.contains("markdown: { unsafe: true }") == true)
        #expect(findings.first?.hint?.contains("live example") == true)
    }

    @Test("markdown.unsafe passes everything through unchanged, without findings")
    func unsafePassesAll() {
        let (html, diagnostics) = build(Self.note.text, unsafe: true)
        #expect(html.contains(#"<a href="https://w3.org" title="W3C">the <em>spec</em></a>"#))
        #expect(html.contains("<details>\n<summary>Why</summary>"))
        #expect(html.contains("steal()"))
        #expect(!diagnostics.contains { $0.rule == .rawHTML })
    }

    @Test("Markdown inside a removed inline pair goes with it; attributes are reported where their tag is")
    func inlinePairs() {
        let marked = MarkedText("Text ‸<span onclick=\"x()\" class=\"k\">kept *em*</span> and ‸<script>*gone*</script> end.\n")
        let (html, diagnostics) = build(marked.text)
        #expect(html == "<p>Text <span class=\"k\">kept <em>em</em></span> and  end.</p>\n")
        #expect(diagnostics.filter { $0.rule == .rawHTML }.map(\.location) == marked.locations)
    }

    @Test("the pipeline's own markup next to raw HTML passes unchanged: anchors, tables, code, examples")
    func pipelineMarkupKept() {
        let text = """
        <div class="note">

        ## Heading <kbd>K</kbd>

        | a | b |
        |---|---|
        | <b>1</b> | 2 |

        ```swift
        let a = 1
        ```

        ```html example
        <button onclick="go()">Go</button>
        ```

        </div>
        """
        let (html, diagnostics) = build(text)
        #expect(html.contains(#"<div class="note">"#))
        #expect(html.replacingOccurrences(of: "\n", with: "").contains(#"<h2 id="heading-k">Heading <kbd>K</kbd></h2>"#))
        #expect(html.contains("<div class=\"table-scroll\">"))
        #expect(html.contains("<td><b>1</b></td>"))
        #expect(html.contains("<iframe"), "the live example's frame is the pipeline's, not content")
        #expect(!diagnostics.contains { $0.rule == .rawHTML })
    }

    @Test("a body without raw HTML renders as before")
    func noRawHTML() {
        let (html, _) = build("Plain *text* with `code`.\n")
        #expect(html == "<p>Plain <em>text</em> with <code>code</code>.</p>\n")
    }
}
