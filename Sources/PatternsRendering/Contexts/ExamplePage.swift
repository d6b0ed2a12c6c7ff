import PatternsCore

/// The document a live example's frame loads: the example's HTML with the example stylesheet and
/// the script that tells the embedding page its height, and the site's own stylesheets and scripts
/// (`examples:` in `patterns.yml`). Also readable on its own (the page links to it).
///
/// The site's files are carried inline, not linked: a sandboxed frame opened from `file://` cannot
/// load another file (Chromium refuses it, same folder or not), and the theme's files are inline
/// for the same reason. Their relative `url(…)`s are rewritten for the frame document's folder.
struct ExamplePage: Sendable {
    /// The `<title>`: "Example: Disabled button – Site".
    let documentTitle: String
    /// The example's authored HTML, shown as written (the frame's sandbox isolates it), but for its
    /// leading `<style>` elements, which go in the head (`ExampleStyleElements`).
    let html: String
    let isInaccessible: Bool
    /// The theme's example stylesheet and script, inline.
    let styles: String
    /// The example's own leading `<style>` elements.
    let exampleStyles: String
    let script: String
    /// The site's example stylesheets, after the theme's and before the example's own.
    let siteStylesheets: [InlineFile]
    /// The site's example scripts, after the example's HTML (a script that looks for the example's
    /// elements finds them, as on a page whose layout loads scripts at the end of its body) and
    /// before the theme's, which then measures the example as the site's scripts left it.
    let siteScripts: [InlineFile]

    /// One of the site's files, inline.
    struct InlineFile: Sendable, TemplateContext {
        /// Its path in the output (relative to `content/` in the site), for a reader of the document.
        let path: String
        let text: String

        static let fields: TemplateFields<Self> = [
            .text("path", \.path),
            .text("text", \.text),
        ]
    }

    init(example: LiveExample, number: Int, context: SiteContext, theme: ExampleTheme, resources: ExampleResources = ExampleResources()) {
        let markup = LiveExampleMarkup(example: example, number: number, pagePath: example.framePath)
        documentTitle = "\(markup.accessibleName) – \(context.title)"
        let elements = ExampleStyleElements(html: example.html)
        html = elements.body
        exampleStyles = elements.head
        isInaccessible = example.isInaccessible
        styles = theme.styles
        script = theme.script
        let framePath = example.framePath
        siteStylesheets = resources.stylesheets.map {
            InlineFile(path: $0.path, text: InlineElementText.style(StylesheetURLs.rewrite($0.text, stylesheet: $0.path, document: framePath)))
        }
        siteScripts = resources.scripts.map { InlineFile(path: $0.path, text: InlineElementText.script($0.text)) }
    }

    /// The frame of an example file, shared by every fence that names it.
    init(file: ExampleLibrary.File, context: SiteContext, theme: ExampleTheme, resources: ExampleResources = ExampleResources()) {
        let example = LiveExample(label: nil, fileName: file.name, isInaccessible: false, html: file.html,
                                  framePath: SiteLayout.exampleFrame(name: file.name), location: .init(line: 1, column: 1))
        self.init(example: example, number: 1, context: context, theme: theme, resources: resources)
    }
}

extension ExamplePage: PageContext {
    static let template = PageTemplate.example
    static let fields: TemplateFields<Self> = [
        .text("documentTitle", \.documentTitle),
        .text("html", \.html),
        .flag("isInaccessible", \.isInaccessible),
        .text("styles", \.styles),
        .text("exampleStyles", \.exampleStyles),
        .text("script", \.script),
        .list("siteStylesheets", \.siteStylesheets),
        .list("siteScripts", \.siteScripts),
    ]
}

/// The theme files an example frame document carries inline (`static/example.css`, `static/example.js`),
/// overridable in `templates/static/` like every theme file.
struct ExampleTheme: Sendable {
    static let stylesheet = SiteLayout.staticFolder + "/example.css"
    static let script = SiteLayout.staticFolder + "/example.js"
    let styles: String
    let script: String
}
