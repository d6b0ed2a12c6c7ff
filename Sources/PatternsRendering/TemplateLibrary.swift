import Foundation
import Mustache
import PatternsCore
import PatternsDiagnostics

/// The Mustache templates a site renders with: the built-in set, each overridable by `templates/NAME.mustache`.
///
/// Also carries the theme's static files (`static/…`), overridable the same way; which file is in
/// effect is `ResourceOverlay`'s rule.
public struct TemplateLibrary: Sendable {
    let mustache: MustacheLibrary
    /// The same templates compiled for their pages' context types: what renders pages unless `engine` says otherwise.
    let compiled: CompiledTemplates
    /// The engine `render` uses; the parity test sets it to compare the two.
    public var engine = TemplateEngine.configured
    /// Every template in effect by name (`entry`, `partials/head`), for checking and reading anchors.
    let sources: [String: TemplateSource]
    /// Static theme files: output path (`static/style.css`) → bytes.
    let staticFiles: [(path: String, contents: [UInt8])]

    /// Hash of every template and static file in effect, for the build cache key.
    public let contentHash: UInt64
    /// The example stylesheet and script, which every example frame document carries inline: a
    /// sandboxed frame opened from `file://` may not load files of its own.
    let exampleTheme: ExampleTheme

    /// Loads the built-in templates with the site's `templates/` folder over them (`ResourceOverlay`),
    /// reporting what cannot be parsed or rendered (`compile`), page templates missing, and names a
    /// site's template uses that no page provides.
    public static func load(siteRoot: String, diagnostics: DiagnosticEngine) -> TemplateLibrary {
        _ = HTMLEscaping.registered
        // Read again on every load, so `serve` shows edits to the site's files and the built-in ones.
        let (sources, statics) = split(ResourceOverlay.templates(siteRoot: siteRoot).files(diagnostics: diagnostics))

        let templates = compile(sources, diagnostics: diagnostics)
        // The compiled engine gets what swift-mustache kept: a template that did not parse, or a partial
        // left out because it closes an include cycle, is missing to both, so both render it as nothing.
        let compiled = CompiledTemplates(sources: sources.filter { templates[$0.key] != nil }
                                            .mapValues { CompiledTemplates.Source(text: $0.text, file: $0.file) },
                                         pages: PageTemplate.contextTypesByName)
        for finding in compiled.findings where finding.kind == .unsupported {
            diagnostics.diagnose(.uncompiledTemplate(finding.message), file: finding.file, at: SourceRange(at: finding.location))
        }
        for page in PageTemplate.allCases where sources[page.rawValue] == nil {
            diagnostics.diagnose(.missingTemplate(page.rawValue), file: page.overridePath, at: nil)
        }
        var hasher = StableHasher()
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            hasher.combine(name)
            hasher.combine(source.text)
        }
        for file in statics {
            hasher.combine(file.path)
            hasher.combine(file.contents)
        }
        let theme = { (path: String) in statics.first { $0.path == path }?.text ?? "" }
        return TemplateLibrary(
            mustache: MustacheLibrary(templates: templates),
            compiled: compiled,
            sources: sources,
            staticFiles: statics.map { ($0.path, $0.contents) },
            contentHash: hasher.value,
            exampleTheme: ExampleTheme(styles: theme(ExampleTheme.stylesheet), script: theme(ExampleTheme.script)))
    }

    /// The page rendered with its own template, as the file at `path`. The compiled engine's bytes
    /// are the file's as they are: they join the template's text and strings, so they are UTF-8
    /// already, and decoding them into a string to write them out again cost 2 % of a build.
    func file<Page: PageContext>(_ page: Page, at path: OutputPath) -> RenderedFile {
        if engine == .compiled, let bytes = compiled.render(page, template: Page.template.rawValue) {
            return RenderedFile(path: path, contents: bytes)
        }
        return RenderedFile(path: path, text: mustache.render(page, withTemplate: Page.template.rawValue) ?? "")
    }

    /// The templates (by name: `entry`, `partials/head`) and the static theme files (`static/…`,
    /// sorted by path) among the files in effect; other files (the archetypes) are not the site's.
    static func split(_ files: [ResourceOverlay.File]) -> (sources: [String: TemplateSource], statics: [ResourceOverlay.File]) {
        var sources: [String: TemplateSource] = [:]
        for file in files where file.path.hasSuffix(".mustache") && !file.path.hasPrefix(SiteLayout.staticFolder + "/") {
            sources[String(file.path.dropLast(".mustache".count))] = TemplateSource(text: file.text, file: file.displayPath)
        }
        return (sources, files.filter { $0.path.hasPrefix(SiteLayout.staticFolder + "/") })
    }
}

/// A template's text and the file it came from, as diagnostics name it (`templates/entry.mustache`).
struct TemplateSource: Sendable {
    let text: String
    let file: String
}
