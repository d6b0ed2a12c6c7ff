import PatternsCore
import PatternsDiagnostics

/// The site's own stylesheets and scripts (`examples:` in `patterns.yml`) as the elements a frame
/// document carries inline: a sandboxed frame opened from `file://` cannot load another file
/// (Chromium refuses it, same folder or not), which is why the theme's example files are inline too.
///
/// They reach the template through the fields every `example.mustache` already has, `exampleStyles`
/// (which the head ends with) and `html` (the body), so a site's own copy of the template, as
/// `patterns init` writes one, carries them without a change.
public struct ExampleSiteFiles {
    public let resources: ExampleResources
    /// Output path of the frame document, which the stylesheets' relative URLs are rewritten for.
    public let framePath: OutputPath

    public init(resources: ExampleResources, framePath: OutputPath) {
        self.resources = resources
        self.framePath = framePath
    }

    /// A `<style>` element per stylesheet, in order: after the theme's, before the example's own.
    public var styleElements: String {
        resources.stylesheets.map { file in
            let css = StylesheetURLs.rewrite(file.text, stylesheet: file.path, document: framePath)
            return "<style data-source=\"\(TextEscaping.markup(file.path))\">\n\(InlineElementText.style(css))\n</style>\n"
        }.joined()
    }

    /// A `<script>` element per script, in order: after the example's HTML, which a script that looks
    /// for the example's elements then finds (as on a page whose layout loads its scripts at the end
    /// of the body), and before the theme's, which then measures the example as the scripts left it.
    public var scriptElements: String {
        resources.scripts.map { file in
            "<script data-source=\"\(TextEscaping.markup(file.path))\">\n\(InlineElementText.script(file.text))\n</script>\n"
        }.joined()
    }
}
