import Foundation
@testable import PatternsBodyHTML
import Testing
@testable import PatternsCore
import PatternsDiagnostics
@testable import PatternsRendering

/// The site's own stylesheets and scripts (`examples:` in patterns.yml) in example frame documents.
@Suite("Example frames with the site's stylesheets and scripts")
struct ExampleFrameResourcesTests {
    static let resources = ExampleResources(
        stylesheets: [.init(path: "assets/examples/site.css", text: ".carousel { background: url(\"../img/dots.png\") } @font-face { src: url(../fonts/brand.woff2?v=2#x) }")],
        scripts: [.init(path: "assets/examples/jquery.js", text: "window.jQuery = function () {};"),
                  .init(path: "assets/examples/index.js", text: "jQuery('.tabs'); var end = '</script>';")])

    private func document(framePath: OutputPath, html: String = "<button class=\"tab\">One</button>") -> String {
        let templates = TemplateLibrary.load(siteRoot: "/nonexistent-site-for-example-tests", diagnostics: DiagnosticEngine())
        let example = LiveExample(label: "Tabs", fileName: nil, isInaccessible: false, html: "<style>.tab { color: red }</style>\n" + html,
                                  framePath: framePath, location: .init(line: 3, column: 1))
        return templates.render(ExamplePage(example: example, number: 1, context: SiteContext(title: "Site", baseURL: nil),
                                            theme: templates.exampleTheme, resources: Self.resources))
    }

    /// Where each of `needles` first appears in `text`, failing when one is missing.
    private func positions(of needles: [String], in text: String) -> [Int] {
        needles.map { needle in
            guard let range = text.range(of: needle) else {
                Issue.record("missing \(needle)")
                return -1
            }
            return text.distance(from: text.startIndex, to: range.lowerBound)
        }
    }

    @Test("stylesheets come after the theme's and before the example's own; scripts after the example's HTML, in order, before the theme's")
    func order() {
        let text = document(framePath: "patterns/controls/tabs/example-1.html")
        let order = positions(of: [
            "prefers-color-scheme: dark",                          // the theme's example.css
            "<style data-source=\"assets/examples/site.css\">",
            "<style>.tab { color: red }</style>",                  // the example's leading style, moved to the head
            "</head>",
            "<button class=\"tab\">One</button>",
            "<script data-source=\"assets/examples/jquery.js\">\nwindow.jQuery",
            "<script data-source=\"assets/examples/index.js\">\njQuery('.tabs')",
            "patternsExampleHeight",                               // the theme's example.js
        ], in: text)
        #expect(order == order.sorted(), "\(order)")
        #expect(!text.contains("<link"), "carried inline: a sandboxed frame from file:// cannot load other files")
        #expect(!text.contains("<script src"))
    }

    @Test("the stylesheet's relative URLs lead from the frame document to the same files, however deep the frame is",
          arguments: [("patterns/controls/tabs/example-1.html", "../../../assets/"), ("examples/forms/tabs.html", "../../assets/"),
                      ("examples/tabs.html", "../assets/"), ("example-1.html", "assets/"), ("assets/examples/example-1.html", "")])
    func relativeURLs(framePath: String, prefix: String) {
        let text = document(framePath: OutputPath(composed: framePath))
        #expect(text.contains("url(\"\(prefix.isEmpty ? "../" : prefix)img/dots.png\")"), "\(framePath)")
        #expect(text.contains("url(\(prefix.isEmpty ? "../" : prefix)fonts/brand.woff2?v=2#x)"), "\(framePath)")
    }

    @Test("a script's text cannot end its element early")
    func scriptEnd() {
        let text = document(framePath: "patterns/tabs/example-1.html")
        #expect(text.contains("var end = '<\\/script>';"))
        #expect(text.components(separatedBy: "</script>").count == 4, "the three script elements' own ends only")
    }

    @Test("an example file's frame, shared by every page showing it, carries them too")
    func exampleFile() {
        let templates = TemplateLibrary.load(siteRoot: "/nonexistent-site-for-example-tests", diagnostics: DiagnosticEngine())
        let file = ExampleLibrary.File(name: "widgets/tabs", sourcePath: "content/examples/widgets/tabs.html", html: "<div class=\"tabs\"></div>")
        let text = templates.render(ExamplePage(file: file, context: SiteContext(title: "Site", baseURL: nil), theme: templates.exampleTheme,
                                                resources: Self.resources))
        #expect(text.contains("url(\"../../assets/img/dots.png\")"))
        #expect(text.contains("<script data-source=\"assets/examples/index.js\">"))
    }

    @Test("a site's own copy of example.mustache, as patterns init writes one, carries them without a change")
    func ownTemplate() throws {
        let root = NSTemporaryDirectory() + "patterns-example-template-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/templates", withIntermediateDirectories: true)
        try "<!doctype html><title>{{documentTitle}}</title>{{{exampleStyles}}}<main>{{{html}}}</main>"
            .write(toFile: root + "/templates/example.mustache", atomically: true, encoding: .utf8)
        let engine = DiagnosticEngine()
        let templates = TemplateLibrary.load(siteRoot: root, diagnostics: engine)
        #expect(engine.diagnostics.isEmpty)
        let example = LiveExample(label: "Tabs", fileName: nil, isInaccessible: false, html: "<button class=\"tab\">One</button>",
                                  framePath: "patterns/tabs/example-1.html", location: .init(line: 3, column: 1))
        let text = templates.render(ExamplePage(example: example, number: 1, context: SiteContext(title: "Site", baseURL: nil),
                                                theme: templates.exampleTheme, resources: Self.resources))
        let order = positions(of: ["<style data-source=\"assets/examples/site.css\">", "<main><button class=\"tab\">One</button>\n",
                                   "<script data-source=\"assets/examples/jquery.js\">", "<script data-source=\"assets/examples/index.js\">"], in: text)
        #expect(order == order.sorted(), "\(order)")
    }

    @Test("relative URLs in url() and @import are relocated; absolute ones, data:, fragments, comments and other strings are not")
    func stylesheetURLs() {
        let css = """
        /* url(../in-comment.png) */ @import "base.css"; @IMPORT url('../print.css') print;
        a::after { content: "url(../in-string.png)"; background: URL( ../x%20y.png ) }
        b { background: url(/root.png), url(https://cdn.example/a.png), url(data:image/png;base64,AAAA), url(#mask), url(../../../../far.png) }
        c { background-image:url(my-url.png) } .lurl(x) {}
        """
        let rewritten = StylesheetURLs.rewrite(css, stylesheet: "assets/css/site.css", document: "patterns/button/example-1.html")
        #expect(rewritten == """
        /* url(../in-comment.png) */ @import "../../assets/css/base.css"; @IMPORT url('../../assets/print.css') print;
        a::after { content: "url(../in-string.png)"; background: URL( ../../assets/x%20y.png ) }
        b { background: url(/root.png), url(https://cdn.example/a.png), url(data:image/png;base64,AAAA), url(#mask), url(../../../../far.png) }
        c { background-image:url(../../assets/css/my-url.png) } .lurl(x) {}
        """)
        #expect(StylesheetURLs.rewrite(css, stylesheet: "patterns/button/site.css", document: "patterns/button/example-1.html") == css,
                "a stylesheet beside the frame keeps its URLs")
    }

    @Test("style and script text is escaped only where it would end its element, keeping its case")
    func inlineText() {
        #expect(InlineElementText.style("a::after { content: \"</STYLE>\" }") == "a::after { content: \"<\\/STYLE>\" }")
        #expect(InlineElementText.script("x = '</Script><b>';") == "x = '<\\/Script><b>';")
        #expect(InlineElementText.script("if (i < n) { s = '<!--'; }") == "if (i < n) { s = '<!--'; }")
        #expect(InlineElementText.script("s = '<!--'; t = '<script>';") == "s = '<\\!--'; t = '<script>';",
                "<!-- then <script would hide the element's end from the HTML parser")
    }
}
