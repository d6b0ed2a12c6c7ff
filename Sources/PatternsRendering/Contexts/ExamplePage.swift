import PatternsCore

/// The document a live example's frame loads: the example's HTML with the example stylesheet and
/// the script that tells the embedding page its height. Also readable on its own (the page links to it).
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

    init(example: LiveExample, number: Int, context: SiteContext, theme: ExampleTheme) {
        let markup = LiveExampleMarkup(example: example, number: number, pagePath: example.framePath)
        documentTitle = "\(markup.accessibleName) – \(context.title)"
        let elements = ExampleStyleElements(html: example.html)
        html = elements.body
        exampleStyles = elements.head
        isInaccessible = example.isInaccessible
        styles = theme.styles
        script = theme.script
    }

    /// The frame of an example file, shared by every fence that names it.
    init(file: ExampleLibrary.File, context: SiteContext, theme: ExampleTheme) {
        let example = LiveExample(label: nil, fileName: file.name, isInaccessible: false, html: file.html,
                                  framePath: SiteLayout.exampleFrame(name: file.name), location: .init(line: 1, column: 1))
        self.init(example: example, number: 1, context: context, theme: theme)
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
