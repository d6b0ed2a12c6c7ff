@testable import PatternsCore
import PatternsDiagnostics
import Testing
@testable import PatternsRendering

/// The Sources section of entry and guide pages, and the device marker beside an unconfirmed criterion,
/// rendered through the built-in templates.
@Suite("Sources and device confirmation on pages")
struct SourcesRenderingTests {
    static let templates = TemplateLibrary.load(siteRoot: "/nonexistent-site-for-sources-tests", diagnostics: DiagnosticEngine())

    static let slider = SampleSite.entry("slider", """
    ---
    title: Slider
    categories: controls
    keyboard:
      tab: Focus moves to the slider
    mobile:
      swipe up or down: The value changes by one step
    screenreader:
      name: Matches the visible label
      role: Slider
      group: n/a
      state: The value is read
    sources:
      - title: "TalkBack source: AdjustableWidgetSetting"
        url: https://github.com/google/talkback/blob/master/AdjustableWidgetSetting.java
        backs: [mobile.swipe-up-or-down, name]
      - title: "WAI-ARIA APG: Slider <pattern>"
        url: https://www.w3.org/WAI/ARIA/apg/patterns/slider/
    verify: [mobile.swipe-up-or-down]
    ---

    ## Developer notes

    ### Name

    - **iOS**: set `accessibilityLabel`
    - **Android**: set `contentDescription`

    """)

    @Test("an entry page lists its sources as links with what each backs, and says in words which criterion awaits a device")
    func entryPage() throws {
        let page = SampleSite.entryPage(Self.slider)
        #expect(page.hasSources)
        #expect(page.sources.map(\.title) == ["TalkBack source: AdjustableWidgetSetting", "WAI-ARIA APG: Slider <pattern>"])
        #expect(page.sources[0].backs.map(\.label) == ["Mobile screen reader gestures: Swipe up or down", "Name"])
        #expect(page.sources[0].backs.map(\.url) == ["#mobile.swipe-up-or-down", "#name"])
        #expect(page.sections.last?.url == "#sources", "On this page leads to the Sources")
        let mobile = try #require(page.tables.first { $0.id == "mobile" })
        #expect(mobile.rows.map(\.unconfirmed) == [true])
        #expect(page.tables.first?.rows.map(\.unconfirmed) == [false])

        let html = Self.templates.render(page)
        #expect(html.contains("""
        <tr id="mobile.swipe-up-or-down" data-criterion="patterns/slider#mobile.swipe-up-or-down"><th scope="row">Swipe up or down</th><td>The value changes by one step \
        <span class="unconfirmed">Not yet confirmed on a device</span></td></tr>
        """), "the marker is text in the criterion's own cell, not an icon")
        #expect(html.components(separatedBy: "Not yet confirmed on a device").count == 2, "only the marked criterion says so")
        #expect(html.contains("""
        <section class="sources">
        <h2 id="sources">Sources</h2>
        <ul class="source-list">
        <li><a href="https://github.com/google/talkback/blob/master/AdjustableWidgetSetting.java">TalkBack source: AdjustableWidgetSetting</a>\
        <span class="source-backs"> (backs: <a href="#mobile.swipe-up-or-down">Mobile screen reader gestures: Swipe up or down</a>, \
        <a href="#name">Name</a>)</span></li>
        <li><a href="https://www.w3.org/WAI/ARIA/apg/patterns/slider/">WAI-ARIA APG: Slider &lt;pattern&gt;</a></li>
        </ul>
        </section>
        """), "\(html)")
    }

    @Test("an entry without sources has no Sources section and no marker")
    func entryWithout() {
        let page = SampleSite.entryPage(SampleSite.toggle)
        #expect(!page.hasSources && !page.sections.contains { $0.url == "#sources" })
        let html = Self.templates.render(page)
        #expect(!html.contains("id=\"sources\"") && !html.contains("class=\"unconfirmed\""))
    }

    @Test("a guide page lists its sources after the body, in its table of contents too")
    func guidePage() {
        let text = """
        ---
        title: Focus order
        sources:
          - title: Understanding 2.4.3 Focus Order
            url: https://www.w3.org/WAI/WCAG22/Understanding/focus-order.html
            backs: what-to-check
        ---

        ## What to check

        Tab through the page.

        """
        let path = "content/guides/focus-order.md"
        let guide = GuideReader(config: SampleSite.config)
            .read(SampleSite.sourceFile(path: path, text: text), diagnostics: FileDiagnosticSink(file: path, engine: DiagnosticEngine()))!
        let page = GuidePage(guide: guide, body: SampleSite.body(of: guide.body), pagePath: "guides/focus-order/index.html", context: SampleSite.context)
        #expect(page.tableOfContents.map(\.anchor) == ["what-to-check", "sources"])
        let html = Self.templates.render(page)
        #expect(html.contains("<h2 id=\"sources\">Sources</h2>"))
        #expect(html.contains("""
        <li><a href="https://www.w3.org/WAI/WCAG22/Understanding/focus-order.html">Understanding 2.4.3 Focus Order</a>\
        <span class="source-backs"> (backs: <a href="#what-to-check">What to check</a>)</span></li>
        """), "\(html)")
    }
}
