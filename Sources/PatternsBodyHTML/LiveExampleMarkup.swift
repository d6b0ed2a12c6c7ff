import PatternsCore
import PatternsDiagnostics

/// The built-in theme's markup for a live example in a body: a labelled region holding the demo's
/// frame, a link to the demo on its own, and the highlighted HTML source with a copy button.
///
/// The frame is sandboxed with scripts but never the page's origin, so authored HTML cannot reach
/// the catalog; it works from `file://` because the frame document is a file beside the page.
/// Without JavaScript the frame keeps the stylesheet's fixed height and can be resized; the site
/// script sizes it to the height the frame document posts.
public struct LiveExampleMarkup {
    public let example: LiveExample
    /// 1-based position among the page's examples, for ids and unlabelled titles.
    public let number: Int
    /// Output path of the page the example is shown on.
    public let pagePath: OutputPath

    public init(example: LiveExample, number: Int, pagePath: OutputPath) {
        self.example = example
        self.number = number
        self.pagePath = pagePath
    }

    /// Ids that no heading anchor can take (anchors never hold `_`).
    private var idPrefix: String { "live_example_\(number)" }

    public var title: String { example.title(number: number) }

    /// "Example: Disabled button" or "Inaccessible example: Focusable div": the region's and the frame's name.
    public var accessibleName: String { (example.isInaccessible ? "Inaccessible example: " : "Example: ") + title }

    /// The example's HTML source, highlighted.
    private var sourceHTML: String {
        SyntaxHighlighter.html(example.html, language: "html") ?? TextEscaping.markup(example.html)
    }

    public var html: String {
        let frameURL = TextEscaping.markup(pagePath.relativeURL(to: example.framePath))
        let labelID = "\(idPrefix)_label"
        let sourceID = "\(idPrefix)_source"
        let kind = example.isInaccessible ? "live-example inaccessible" : "live-example"
        let badge = example.isInaccessible ? "<strong class=\"example-badge\">Inaccessible example</strong> " : ""
        let prefix = example.isInaccessible ? "" : "Example: "
        return """
        <section class="\(kind)" aria-labelledby="\(labelID)">
        <p class="example-label" id="\(labelID)">\(badge)\(prefix)\(TextEscaping.markup(title))</p>
        <iframe class="example-frame" src="\(frameURL)" title="\(TextEscaping.markup(accessibleName))" sandbox="allow-scripts" data-example-frame></iframe>
        <p class="example-open"><a href="\(frameURL)">Open \(TextEscaping.markup(title)) on its own page</a></p>
        <figure class="code example-source"><figcaption>HTML source</figcaption><pre><code id="\(sourceID)" class="language-html">\(sourceHTML)</code></pre></figure>
        <p class="copy" data-copy hidden><button type="button" data-copy-source="\(sourceID)" data-copy-label="HTML of \(TextEscaping.markup(title))">Copy HTML</button></p>
        <p class="copy-status visually-hidden" role="status" data-copy-status></p>
        </section>

        """
    }
}
