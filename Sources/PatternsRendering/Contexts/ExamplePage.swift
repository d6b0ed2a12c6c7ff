import PatternsBodyHTML
import PatternsCore

/// The document a live example's frame loads: the example's HTML with the example stylesheet and
/// the script that tells the embedding page its height, and the site's own stylesheets and scripts
/// (`examples:` in `patterns.yml`, inline: `ExampleSiteFiles`). Also readable on its own (the page links to it).
struct ExamplePage: Sendable {
    /// The `<title>`: "Example: Disabled button – Site".
    let documentTitle: String
    /// The example's authored HTML, shown as written (the frame's sandbox isolates it), but for its
    /// leading `<style>` elements, which go in the head (`ExampleStyleElements`); then the site's
    /// example scripts.
    let html: String
    let isInaccessible: Bool
    /// The theme's example stylesheet and script, inline.
    let styles: String
    /// The site's example stylesheets, then the example's own leading `<style>` elements.
    let exampleStyles: String
    let script: String

    init(example: LiveExample, number: Int, context: SiteContext, theme: ExampleTheme, resources: ExampleResources = ExampleResources()) {
        let markup = LiveExampleMarkup(example: example, number: number, pagePath: example.framePath)
        documentTitle = "\(markup.accessibleName) – \(context.title)"
        let elements = ExampleStyleElements(html: example.html)
        let siteFiles = ExampleSiteFiles(resources: resources, framePath: example.framePath)
        let scripts = siteFiles.scriptElements
        html = scripts.isEmpty || elements.body.hasSuffix("\n") ? elements.body + scripts : elements.body + "\n" + scripts
        exampleStyles = siteFiles.styleElements + elements.head
        isInaccessible = example.isInaccessible
        styles = theme.styles
        script = theme.script
    }

    /// The frame of an example file, shared by every fence that names it.
    init(file: ExampleLibrary.File, context: SiteContext, theme: ExampleTheme, resources: ExampleResources = ExampleResources()) {
        let example = LiveExample(label: nil, fileName: file.name, isInaccessible: false, html: file.html,
                                  framePath: SiteLayout.exampleFrame(name: file.name), location: .init(line: 1, column: 1))
        self.init(example: example, number: 1, context: context, theme: theme, resources: resources)
    }
}

extension ExamplePage: PageContext {
    static let template = PageTemplate("example")
    static let fields: TemplateFields<Self> = [
        .text("documentTitle", \.documentTitle),
        .text("html", \.html),
        .flag("isInaccessible", \.isInaccessible),
        .text("styles", \.styles),
        .text("exampleStyles", \.exampleStyles),
        .text("script", \.script),
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
