import Foundation
@testable import PatternsBodyHTML
import Testing
import PatternsCore
import PatternsDiagnostics
import PatternsRendering

/// The built-in theme's body HTML: what Core found in a body (anchors, link targets, tips), as the page shows it.
@Suite("Body HTML")
struct BodyHTMLRendererTests {
    static let config = SiteConfig(categories: [Category(id: "controls")])

    static let entry = """
    ---
    title: Button
    categories: controls
    keyboard:
      tab: Focus moves to the button
    mobile:
      doubletap: Activates the button
    screenreader:
      name: Matches the visible label
      role: Button
      group: n/a
      state: Dimmed when disabled
    ---

    ## Name

    - **iOS Tips**
      - Set `accessibilityLabel` on the control
    - **Android**
      - Set `contentDescription`

    ## State

    - **Web**: use the `disabled` attribute
    - **Note**
      - Not a platform.

    See [the card](../../guides/card.md#why), [a missing anchor-less file](../../guides/mon%20guide.md),
    [Apple](https://developer.apple.com) and [this](javascript:alert(1)).

    ![A toggle](images/toggle.png)

    | Key | Result |
    |-----|--------|
    | Tab | Moves  |
    """

    /// Reads `text` as a build does, at `path`, and renders its body from its handle with the built-in body renderer.
    private func build(_ text: String, path: String = "content/patterns/controls/button.md") -> RenderedContent {
        RenderedContent(text, path: path, config: Self.config)
    }

    private func readEntry(_ text: String = Self.entry) throws -> (entry: PatternEntry, read: RenderedContent) {
        let read = build(text)
        return (try #require(read.entry), read)
    }

    @Test("headings carry their anchors; a heading with nothing but tips under it is left out of the notes")
    func headingAnchors() throws {
        let (entry, read) = try readEntry()
        let html = read.body.notesHTML.replacingOccurrences(of: "\n", with: "")
        #expect(!html.contains("Name"))
        #expect(html.contains("<h2 id=\"state\">State</h2>"))
        #expect(entry.body.headings.map(\.anchor) == ["name", "state"], "validation still knows both anchors")
        #expect(entry.body.headings.map(\.holdsOnlyTips) == [true, false])
    }

    @Test("links to site files lead to their output pages, relative to the page; unsafe ones lead nowhere")
    func links() throws {
        let html = try readEntry().read.body.notesHTML
        #expect(html.contains("<a href=\"../../guides/card/index.html#why\">the card</a>"))
        #expect(html.contains("<a href=\"../../guides/mon%20guide/index.html\">"))
        #expect(html.contains("<a href=\"https://developer.apple.com\">Apple</a>"))
        #expect(html.contains("<a href=\"#\">this</a>"))
        #expect(html.contains("src=\"../controls/images/toggle.png\""))
    }

    @Test("tables are wrapped to scroll; the site script makes a wrapper a named region only while it scrolls")
    func tables() throws {
        let html = try readEntry().read.body.notesHTML
        #expect(html.contains("<div class=\"table-scroll\">\n<table>"))
    }

    @Test("a tip's HTML holds the item's content without its bold label; the notes leave the tips out")
    func tipHTML() throws {
        let (entry, read) = try readEntry()
        try #require(entry.tipOutline.flatMap(\.tips).count == 3)
        let tips = read.tipHTML
        #expect(tips[0].contains("<li>Set <code>accessibilityLabel</code> on the control</li>"))
        #expect(tips[1].contains("<code>contentDescription</code>"))
        #expect(tips[2].contains("use the <code>disabled</code> attribute"))
        #expect(!tips[2].contains(": use"))
        #expect(!tips.contains { $0.contains("<strong>") || $0.contains("Not a platform") })
        #expect(!read.body.notesHTML.contains("accessibilityLabel") && !read.body.notesHTML.contains("<strong>Web</strong>"))
        #expect(read.body.notesHTML.contains("<li><strong>Note</strong>"), "an item that is not a tip stays")
        #expect(entry.body.searchTerms.split(separator: " ").contains("accessibilitylabel"), "search still finds the tips' words")
    }

    @Test("a tip that links to files of the site leads there from any page that shows it; the notes and other tips read as before")
    func relocatableTipLinks() throws {
        let text = Self.entry.replacingOccurrences(of: "- **Web**: use the `disabled` attribute",
                                                   with: "- **Web**: use the `disabled` attribute, as [the card](../../guides/card.md#why) and ![a toggle](images/toggle.png) show")
        let (entry, read) = try readEntry(text)
        let webIndex = try #require(entry.tipOutline.flatMap(\.tips).firstIndex { $0.platform == Platform("web") })
        let section = try #require(entry.tipOutline.firstIndex { $0.tips.contains { $0.platform == Platform("web") } })
        let tip = try #require(entry.tipOutline[section].tips.firstIndex { $0.platform == Platform("web") })
        #expect(read.tipHTML[webIndex].contains(#"<a href="../../guides/card/index.html#why">the card</a>"#), "from its entry's page")
        let relocatable = try #require(read.relocatableTipHTML[webIndex])
        #expect(relocatable.pieces.count == 3)
        let platformPage = read.body.tipHTML(section: section, tip: tip, onPage: "platforms/web/index.html")
        #expect(platformPage.contains(#"<a href="../../guides/card/index.html#why">the card</a>"#))
        #expect(platformPage.contains(#"<img src="../../patterns/controls/images/toggle.png" alt="a toggle" />"#))
        let deeper = read.body.tipHTML(section: section, tip: tip, onPage: "platforms/web/categories/controls/page/2/index.html")
        #expect(deeper.contains(#"<a href="../../../../../../guides/card/index.html#why">the card</a>"#))
        #expect(read.relocatableTipHTML.indices.filter { $0 != webIndex }.allSatisfy { read.relocatableTipHTML[$0] == nil })
        #expect(read.body.notesHTML.contains(#"<a href="../../guides/card/index.html#why">the card</a>"#), "the notes' own link is unchanged")
        #expect(!read.body.notesHTML.contains("%EE%80%80"))
    }

    @Test("a heading holds only tips when every section below it does too")
    func nestedTipsOnlyHeadings() throws {
        let text = Self.entry.replacingOccurrences(of: "## Name", with: "## Android\n\n### Focus\n\n- Keep the focus visible\n\n### Role\n\n- **Android**: use `Button`\n\n## Name")
        let (entry, read) = try readEntry(text)
        #expect(entry.body.headings.map(\.text) == ["Android", "Focus", "Role", "Name", "State"])
        #expect(entry.body.headings.map(\.holdsOnlyTips) == [true, true, true, true, false])
        #expect(!read.body.notesHTML.contains("Android") && !read.body.notesHTML.contains("Keep the focus visible"))
        let mixed = text.replacingOccurrences(of: "### Role", with: "> Some quote.\n\n### Role")
        let (kept, keptRead) = try readEntry(mixed)
        #expect(kept.body.headings.map(\.holdsOnlyTips) == [false, false, true, true, false])
        #expect(keptRead.body.notesHTML.replacingOccurrences(of: "\n", with: "").contains("<h2 id=\"android\">Android</h2>"))
        #expect(keptRead.body.notesHTML.contains("Some quote."))
        // Prose under a platform heading is that platform's tip: it leaves the notes for the tips.
        let prose = text.replacingOccurrences(of: "### Role", with: "Some prose.\n\n### Role")
        let (tipped, tippedRead) = try readEntry(prose)
        #expect(tipped.body.headings.map(\.holdsOnlyTips) == [true, true, true, true, false])
        #expect(!tippedRead.body.notesHTML.contains("Some prose."))
        let focus = try #require(tipped.tipOutline.firstIndex { $0.title == "Focus" })
        #expect(tipped.tipOutline[focus].tips.count == 2)
        #expect(tippedRead.body.tipHTML[focus].last == "<li>Some prose.</li>\n", "a paragraph tip is one item of the section's list")
    }

    @Test("a guide keeps its lists as written: only an entry shows tips apart")
    func guideKeepsTips() throws {
        let guide = build("# Labels\n\n## Name\n\n- **iOS**: set `accessibilityLabel`\n", path: "content/guides/labels.md").body
        #expect(guide.notesHTML.contains("<strong>iOS</strong>: set <code>accessibilityLabel</code>"))
        #expect(guide.notesHTML.replacingOccurrences(of: "\n", with: "").contains("<h2 id=\"name\">Name</h2>"))
    }

    @Test("a guide's leading title is the page title, not part of its body")
    func guideTitle() throws {
        let read = build("# Grouping content\n\nGroup related elements.\n\n## Why\n", path: "content/guides/grouping.md")
        let guide = try #require(read.guide)
        #expect(guide.title == "Grouping content")
        #expect(!read.body.notesHTML.contains("Grouping content"))
        #expect(read.body.notesHTML.replacingOccurrences(of: "\n", with: "").contains("<h2 id=\"why\">Why</h2>"))
    }

    @Test("adjacent Swift and Objective-C samples become a tab set")
    func sampleTabs() throws {
        let text = "## Example\n\n### Swift\n\n```swift\nlet a = 1\n```\n\n### Objective-C\n\n```objc\nint a = 1;\n```\n"
        let guide = build(text, path: "content/guides/sample.md").body
        #expect(guide.notesHTML.contains("data-tabs-label=\"Code samples: Swift, Objective-C\""))
        #expect(guide.notesHTML.contains("<div class=\"tab-panel sample\" id=\"sample-1-swift\">"))
    }

    @Test("code blocks in the notes, the tips and sample tabs are highlighted and captioned; other languages are left to cmark")
    func highlightedCode() throws {
        let text = Self.entry.replacingOccurrences(of: "- **Android**\n", with: """
            - **Android**
              ```kotlin
              view.contentDescription = "Play"
              ```

            """) + "\n\n### Swift\n\n```swift\nlet a = \"<b>\"\n```\n\n### Objective-C\n\n```objc\nint a = 1;\n```\n\n```rust\nlet a = 1;\n```\n\n```\nlet b\n```\n\n```kt\nval c = 2\n```\n"
        let (entry, read) = try readEntry(text)
        let android = try #require(entry.tipOutline.first?.tips.firstIndex { $0.platform == .android })
        #expect(read.body.tipHTML[0][android].contains("<pre><code class=\"language-kotlin\">view.contentDescription = <span class=\"s\">&quot;Play&quot;</span>\n</code></pre>"))
        let notes = read.body.notesHTML
        #expect(notes.contains("<div class=\"tab-panel sample\" id=\"sample-1-swift\">"))
        #expect(notes.contains("<pre><code class=\"language-swift\"><span class=\"k\">let</span> a = <span class=\"s\">&quot;&lt;b&gt;&quot;</span>\n</code></pre>"))
        #expect(notes.contains("<span class=\"t\">int</span> a = <span class=\"n\">1</span>;"))
        #expect(notes.contains("<pre><code class=\"language-rust\">let a = 1;\n</code></pre>"))
        #expect(notes.contains("<pre><code>let b\n</code></pre>"))
        #expect(notes.contains("<figure class=\"code\"><figcaption>Kotlin</figcaption>\n<pre><code class=\"language-kt\"><span class=\"k\">val</span>"),
                "one table names a language for its caption and its highlighting")
    }

    @Test("a fence's title (an imported 'Bad example') captions the code block beside its language")
    func titledCode() throws {
        let text = Self.entry + "\n\n```html title=\"Bad example\"\n<div>x</div>\n```\n"
        #expect(try readEntry(text).read.body.notesHTML.contains("<figure class=\"code\"><figcaption>Bad example — HTML</figcaption>"))
    }

    @Test("platform-first tips: a labelled item loses its label, an unlabelled one is rendered whole")
    func platformFirstTips() throws {
        let text = Self.entry.replacingOccurrences(of: "## Name", with: "## iOS\n\n### Focus\n\n- Move focus to the first control\n\n## Name")
        let (entry, read) = try readEntry(text)
        let focus = try #require(entry.tipOutline.firstIndex { $0.title == "Focus" })
        #expect(entry.tipOutline[focus].tips.map(\.platform) == [.ios])
        #expect(read.body.tipHTML[focus].first == "<li>Move focus to the first control</li>\n")
    }

    @Test("a whole-site build's first reading keeps the tips' digest, the same as a full reading's; the body handle renders the tips and notes from the bytes alone")
    func tipDigestsOnly() throws {
        let path = "content/patterns/controls/button.md"
        let bytes = Array(Self.entry.utf8)
        func read(_ parts: BodyParts) throws -> PatternEntry {
            let engine = DiagnosticEngine()
            let content = ContentFileReader(config: Self.config, renderer: BodyHTMLRenderer(), parts: parts)
                .read(bytes, path: path, diagnostics: engine).content
            guard case .entry(let entry)? = content else { throw CancellationError() }
            return entry
        }
        let full = try read(.all)
        let digestOnly = try read(.tipDigests)
        #expect(!full.tipOutline.flatMap(\.tips).isEmpty)
        #expect(digestOnly.tipOutline == full.tipOutline)
        #expect(full.tipContentDigest != 0)
        // The cross-page digest is the same either way, so an incremental build (which reads with
        // every part) agrees with the whole-site build that wrote the cache.
        #expect(digestOnly.crossPageDigest == full.crossPageDigest)
        let handle = digestOnly.body.handle
        #expect(handle.source == SourcePath(path) && handle.kind == .entry && handle.start.line == 14)
        #expect(Array(bytes[handle.start.byteOffset...]).starts(with: Array("\n## Name".utf8)))
        let reading = try #require(handle.parse(bytes, config: Self.config, examples: ExampleLibrary(), renderer: BodyHTMLRenderer(), parts: .all))
        #expect(reading.rendered.tipHTML.map(\.count) == full.tipOutline.map(\.tips.count))
        #expect(reading.rendered.tipContentDigest == full.tipContentDigest)
        #expect(reading.rendered.notesHTML.replacingOccurrences(of: "\n", with: "").contains("<h2 id=\"state\">State</h2>"))
        #expect(reading.searchTerms == full.body.searchTerms)
        // Bytes other than those checked are not rendered.
        #expect(handle.parse(bytes + Array("x".utf8), config: Self.config, examples: ExampleLibrary(), renderer: BodyHTMLRenderer(), parts: .all) == nil)
    }
}
