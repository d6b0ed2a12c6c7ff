import Foundation
@testable import PatternsBodyHTML
import Testing
@testable import PatternsCore
import PatternsDiagnostics
@testable import PatternsRendering

/// Live examples as the built-in theme shows them: the region, the isolated frame, the source, and the frame document.
@Suite("Live example HTML")
struct LiveExampleRenderingTests {
    static let body = """
    ## Examples

    ```html example="Send <now>"
    <button type="button">Send & "go"</button>
    ```

    ```html example file=disabled
    ```

    ```html example inaccessible
    <div onclick="go()">Go</div>
    ```
    """

    /// The guide as read, and its body as its page renders it.
    private func read() throws -> RenderedContent {
        let examples = ExampleLibrary(files: [.init(name: "disabled", sourcePath: "content/examples/disabled.html",
                                                    html: "<button aria-disabled=\"true\">Save</button>\n")])
        let read = RenderedContent("# Examples guide\n\n" + Self.body, path: "content/guides/demo.md", config: SiteConfig(), examples: examples)
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics.map(\.message))")
        guard read.guide != nil else { throw CancellationError() }
        return read
    }

    private func guide() throws -> Guide {
        try #require(try read().guide)
    }

    @Test("each example is a labelled region with a sandboxed, titled frame, a link to it, and its escaped, highlighted source")
    func region() throws {
        let html = try read().body.notesHTML
        #expect(html.contains("<section class=\"live-example\" aria-labelledby=\"live_example_1_label\">"))
        #expect(html.contains("<p class=\"example-label\" id=\"live_example_1_label\">Example: Send &lt;now&gt;</p>"))
        #expect(html.contains("<iframe class=\"example-frame\" src=\"example-1.html\" title=\"Example: Send &lt;now&gt;\" sandbox=\"allow-scripts\""))
        #expect(html.contains("<a href=\"../../examples/disabled.html\">Open Disabled on its own page</a>"))
        #expect(html.contains("&lt;<span class=\"g\">button</span> <span class=\"m\">type</span>=<span class=\"v\">&quot;button&quot;</span>&gt;Send &amp; &quot;go&quot;&lt;/<span class=\"g\">button</span>&gt;"),
                "the source is escaped and highlighted")
        #expect(html.contains("data-copy-source=\"live_example_1_source\""))
        #expect(!html.contains("allow-same-origin"))
        #expect(!html.contains("<button type=\"button\">Send"), "the example's HTML runs only in its frame")
        #expect(!html.contains("```"), "no fence is left as a code block")
    }

    @Test("a counter-example says so visibly and in its frame's title")
    func counterExample() throws {
        let html = try read().body.notesHTML
        #expect(html.contains("<section class=\"live-example inaccessible\" aria-labelledby=\"live_example_3_label\">"))
        #expect(html.contains("<strong class=\"example-badge\">Inaccessible example</strong> Example 3</p>"))
        #expect(html.contains("title=\"Inaccessible example: Example 3\""))
    }

    @Test("the frame document carries the example as written, with the theme's example style and script inline")
    func frameDocument() throws {
        let guide = try guide()
        let templates = TemplateLibrary.load(siteRoot: "/nonexistent-site-for-example-tests", diagnostics: DiagnosticEngine())
        let renderer = OwnPageRenderer(config: SiteConfig(title: "Site"), templates: templates, annotations: PageAnnotations(),
                                       bodies: BodySource(config: SiteConfig(), examples: ExampleLibrary(), directory: SiteDirectory(root: "/nonexistent")))
        let frames = renderer.frames(for: guide.body)
        #expect(frames.map(\.path) == ["guides/demo/example-1.html", "guides/demo/example-3.html"])
        let document = frames[0].withBytes { String(decoding: $0, as: UTF8.self) }
        #expect(document.contains("<title>Example: Send &lt;now&gt; – Site</title>"))
        #expect(document.contains("<button type=\"button\">Send & \"go\"</button>"))
        #expect(document.contains("prefers-color-scheme: dark"))
        #expect(document.contains("patternsExampleHeight"))
        #expect(!document.contains("<link rel=\"stylesheet\""), "a sandboxed frame from file:// cannot load files of its own")
        let counter = frames[1].withBytes { String(decoding: $0, as: UTF8.self) }
        #expect(counter.contains("<body class=\"inaccessible\">"))
    }

    @Test("an example's leading style elements move into its frame's head; later ones and look-alikes stay")
    func leadingStylesMoveToTheHead() {
        let styled = ExampleStyleElements(html: "\n<style>.ring:focus { outline: 3px solid; }</style>\n  <STYLE media=\"print\">p{}</STYLE>\n<button class=\"ring\">Save</button>\n<style>b{}</style>\n")
        #expect(styled.head == "<style>.ring:focus { outline: 3px solid; }</style>\n<STYLE media=\"print\">p{}</STYLE>\n")
        #expect(styled.body == "\n<button class=\"ring\">Save</button>\n<style>b{}</style>\n")
        for html in ["<styles>x</styles><p>Hi</p>", "<style>never closed <p>Hi</p>", "<p>Hi</p><style>p{}</style>"] {
            let plain = ExampleStyleElements(html: html)
            #expect(plain.head.isEmpty, "\(html)")
            #expect(plain.body == html)
        }
        let templates = TemplateLibrary.load(siteRoot: "/nonexistent-site-for-example-tests", diagnostics: DiagnosticEngine())
        let example = LiveExample(label: "Ring", fileName: nil, isInaccessible: false, html: "<style>.ring{}</style>\n<button class=\"ring\">Save</button>",
                                  framePath: "patterns/button/example-1.html", location: .init(line: 3, column: 1))
        let document = templates.render(ExamplePage(example: example, number: 1, context: SiteContext(title: "Site", baseURL: nil),
                                                    theme: templates.exampleTheme))
        let head = document.components(separatedBy: "</head>")
        #expect(head.count == 2)
        #expect(head[0].contains("<style>.ring{}</style>"))
        #expect(!head[1].contains("<style>"))
        #expect(head[1].contains("<button class=\"ring\">Save</button>"))
    }
}
