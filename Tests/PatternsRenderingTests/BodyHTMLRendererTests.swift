import Foundation
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

    /// Reads `text` as a build does, at `path`, with the built-in body renderer.
    private func build(_ text: String, path: String = "content/patterns/controls/button.md") -> (ContentFileReader.Content?, [Diagnostic]) {
        let engine = DiagnosticEngine()
        let output = ContentFileReader(config: Self.config, renderer: BodyHTMLRenderer())
            .read(Array(text.utf8), path: path, diagnostics: engine)
        return (output.content, engine.diagnostics)
    }

    private func entry() throws -> PatternEntry {
        guard case .entry(let entry)? = build(Self.entry).0 else { throw CancellationError() }
        return entry
    }

    @Test("headings carry their anchors; a heading with nothing but tips under it is left out of the notes")
    func headingAnchors() throws {
        let entry = try entry()
        let html = entry.body.html.replacingOccurrences(of: "\n", with: "")
        #expect(!html.contains("Name"))
        #expect(html.contains("<h2 id=\"state\">State</h2>"))
        #expect(entry.body.headings.map(\.anchor) == ["name", "state"], "validation still knows both anchors")
        #expect(entry.body.headings.map(\.holdsOnlyTips) == [true, false])
    }

    @Test("links to site files lead to their output pages, relative to the page; unsafe ones lead nowhere")
    func links() throws {
        let html = try entry().body.html
        #expect(html.contains("<a href=\"../../guides/card/index.html#why\">the card</a>"))
        #expect(html.contains("<a href=\"../../guides/mon%20guide/index.html\">"))
        #expect(html.contains("<a href=\"https://developer.apple.com\">Apple</a>"))
        #expect(html.contains("<a href=\"#\">this</a>"))
        #expect(html.contains("src=\"../controls/images/toggle.png\""))
    }

    @Test("tables are wrapped to scroll; the site script makes a wrapper a named region only while it scrolls")
    func tables() throws {
        let html = try entry().body.html
        #expect(html.contains("<div class=\"table-scroll\">\n<table>"))
    }

    @Test("a tip's HTML holds the item's content without its bold label; the notes leave the tips out")
    func tipHTML() throws {
        let entry = try entry()
        let tips = entry.tipSections.flatMap(\.tips)
        try #require(tips.count == 3)
        #expect(tips[0].html.contains("<li>Set <code>accessibilityLabel</code> on the control</li>"))
        #expect(tips[1].html.contains("<code>contentDescription</code>"))
        #expect(tips[2].html.contains("use the <code>disabled</code> attribute"))
        #expect(!tips[2].html.contains(": use"))
        #expect(!tips.contains { $0.html.contains("<strong>") || $0.html.contains("Not a platform") })
        #expect(!entry.body.html.contains("accessibilityLabel") && !entry.body.html.contains("<strong>Web</strong>"))
        #expect(entry.body.html.contains("<li><strong>Note</strong>"), "an item that is not a tip stays")
        #expect(entry.body.searchTerms.split(separator: " ").contains("accessibilitylabel"), "search still finds the tips' words")
    }

    @Test("a tip that links to files of the site leads there from any page that shows it; the notes and other tips read as before")
    func relocatableTipLinks() throws {
        let text = Self.entry.replacingOccurrences(of: "- **Web**: use the `disabled` attribute",
                                                   with: "- **Web**: use the `disabled` attribute, as [the card](../../guides/card.md#why) and ![a toggle](images/toggle.png) show")
        guard case .entry(let entry)? = build(text).0 else { throw CancellationError() }
        let web = try #require(entry.tipSections.flatMap(\.tips).first { $0.platform == Platform("web") })
        #expect(web.html.contains(#"<a href="../../guides/card/index.html#why">the card</a>"#), "from its entry's page")
        let relocatable = try #require(web.relocatableHTML)
        #expect(relocatable.pieces.count == 3)
        let platformPage = web.html(onPage: "platforms/web/index.html")
        #expect(platformPage.contains(#"<a href="../../guides/card/index.html#why">the card</a>"#))
        #expect(platformPage.contains(#"<img src="../../patterns/controls/images/toggle.png" alt="a toggle" />"#))
        let deeper = web.html(onPage: "platforms/web/categories/controls/page/2/index.html")
        #expect(deeper.contains(#"<a href="../../../../../../guides/card/index.html#why">the card</a>"#))
        #expect(entry.tipSections.flatMap(\.tips).filter { $0.platform != Platform("web") }.allSatisfy { $0.relocatableHTML == nil })
        #expect(entry.body.html.contains(#"<a href="../../guides/card/index.html#why">the card</a>"#), "the notes' own link is unchanged")
        #expect(!entry.body.html.contains("%EE%80%80"))
    }

    @Test("a heading holds only tips when every section below it does too")
    func nestedTipsOnlyHeadings() throws {
        let text = Self.entry.replacingOccurrences(of: "## Name", with: "## Android\n\n### Focus\n\n- Keep the focus visible\n\n### Role\n\n- **Android**: use `Button`\n\n## Name")
        guard case .entry(let entry)? = build(text).0 else { throw CancellationError() }
        #expect(entry.body.headings.map(\.text) == ["Android", "Focus", "Role", "Name", "State"])
        #expect(entry.body.headings.map(\.holdsOnlyTips) == [true, true, true, true, false])
        #expect(!entry.body.html.contains("Android") && !entry.body.html.contains("Keep the focus visible"))
        let mixed = text.replacingOccurrences(of: "### Role", with: "> Some quote.\n\n### Role")
        guard case .entry(let kept)? = build(mixed).0 else { throw CancellationError() }
        #expect(kept.body.headings.map(\.holdsOnlyTips) == [false, false, true, true, false])
        #expect(kept.body.html.replacingOccurrences(of: "\n", with: "").contains("<h2 id=\"android\">Android</h2>"))
        #expect(kept.body.html.contains("Some quote."))
        // Prose under a platform heading is that platform's tip: it leaves the notes for the tips.
        let prose = text.replacingOccurrences(of: "### Role", with: "Some prose.\n\n### Role")
        guard case .entry(let tipped)? = build(prose).0 else { throw CancellationError() }
        #expect(tipped.body.headings.map(\.holdsOnlyTips) == [true, true, true, true, false])
        #expect(!tipped.body.html.contains("Some prose."))
        let focus = try #require(tipped.tipSections.first { $0.title == "Focus" })
        #expect(focus.tips.count == 2)
        #expect(focus.tips.last?.html == "<li>Some prose.</li>\n", "a paragraph tip is one item of the section's list")
    }

    @Test("a guide keeps its lists as written: only an entry shows tips apart")
    func guideKeepsTips() throws {
        guard case .guide(let guide)? = build("# Labels\n\n## Name\n\n- **iOS**: set `accessibilityLabel`\n",
                                              path: "content/guides/labels.md").0 else { throw CancellationError() }
        #expect(guide.body.html.contains("<strong>iOS</strong>: set <code>accessibilityLabel</code>"))
        #expect(guide.body.html.replacingOccurrences(of: "\n", with: "").contains("<h2 id=\"name\">Name</h2>"))
    }

    @Test("a guide's leading title is the page title, not part of its body")
    func guideTitle() throws {
        guard case .guide(let guide)? = build("# Grouping content\n\nGroup related elements.\n\n## Why\n",
                                              path: "content/guides/grouping.md").0 else { throw CancellationError() }
        #expect(guide.title == "Grouping content")
        #expect(!guide.body.html.contains("Grouping content"))
        #expect(guide.body.html.replacingOccurrences(of: "\n", with: "").contains("<h2 id=\"why\">Why</h2>"))
    }

    @Test("adjacent Swift and Objective-C samples become a tab set")
    func sampleTabs() throws {
        let text = "## Example\n\n### Swift\n\n```swift\nlet a = 1\n```\n\n### Objective-C\n\n```objc\nint a = 1;\n```\n"
        guard case .guide(let guide)? = build(text, path: "content/guides/sample.md").0 else { throw CancellationError() }
        #expect(guide.body.html.contains("data-tabs-label=\"Code samples: Swift, Objective-C\""))
        #expect(guide.body.html.contains("<div class=\"tab-panel sample\" id=\"sample-1-swift\">"))
    }

    @Test("code blocks in the notes, the tips and sample tabs are highlighted and captioned; other languages are left to cmark")
    func highlightedCode() throws {
        let text = Self.entry.replacingOccurrences(of: "- **Android**\n", with: """
            - **Android**
              ```kotlin
              view.contentDescription = "Play"
              ```

            """) + "\n\n### Swift\n\n```swift\nlet a = \"<b>\"\n```\n\n### Objective-C\n\n```objc\nint a = 1;\n```\n\n```rust\nlet a = 1;\n```\n\n```\nlet b\n```\n\n```kt\nval c = 2\n```\n"
        guard case .entry(let entry)? = build(text).0 else { throw CancellationError() }
        let android = try #require(entry.tipSections.first?.tips.first { $0.platform == .android })
        #expect(android.html.contains("<pre><code class=\"language-kotlin\">view.contentDescription = <span class=\"s\">&quot;Play&quot;</span>\n</code></pre>"))
        let notes = entry.body.html
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
        guard case .entry(let entry)? = build(text).0 else { throw CancellationError() }
        #expect(entry.body.html.contains("<figure class=\"code\"><figcaption>Bad example — HTML</figcaption>"))
    }

    @Test("platform-first tips: a labelled item loses its label, an unlabelled one is rendered whole")
    func platformFirstTips() throws {
        let text = Self.entry.replacingOccurrences(of: "## Name", with: "## iOS\n\n### Focus\n\n- Move focus to the first control\n\n## Name")
        guard case .entry(let entry)? = build(text).0 else { throw CancellationError() }
        let focus = try #require(entry.tipSections.first { $0.title == "Focus" })
        #expect(focus.tips.map(\.platform) == [.ios])
        #expect(focus.tips.first?.html == "<li>Move focus to the first control</li>\n")
    }

    @Test("a whole-site build's first reading keeps the tips' digest, not their HTML; reading the file again gives the HTML back")
    func tipDigestsOnly() throws {
        let path = "content/patterns/controls/button.md"
        func read(_ parts: BodyParts) throws -> PatternEntry {
            let engine = DiagnosticEngine()
            let content = ContentFileReader(config: Self.config, renderer: BodyHTMLRenderer(), parts: parts)
                .read(Array(Self.entry.utf8), path: path, diagnostics: engine).content
            guard case .entry(let entry)? = content else { throw CancellationError() }
            return entry
        }
        let full = try read(.all)
        let digestOnly = try read(.tipDigests)
        let tips = full.tipSections.flatMap(\.tips)
        #expect(!tips.isEmpty)
        #expect(tips.allSatisfy { !$0.html.isEmpty })
        #expect(digestOnly.tipSections.flatMap(\.tips).allSatisfy { $0.html.isEmpty })
        #expect(digestOnly.tipSections.map(\.title) == full.tipSections.map(\.title))
        #expect(full.tipContentDigest != 0)
        // The cross-page digest is the same either way, so an incremental build (which reads with
        // every part) agrees with the whole-site build that wrote the cache.
        #expect(digestOnly.crossPageDigest == full.crossPageDigest)
        let reread = try #require(ContentFileReader(config: Self.config, renderer: BodyHTMLRenderer(), parts: [.notes, .tips, .searchTerms])
            .notes(Array(Self.entry.utf8), path: path))
        #expect(reread.tipSections == full.tipSections)
        #expect(reread.body.html == full.body.html)
        #expect(reread.body.searchTerms == full.body.searchTerms)
    }
}
