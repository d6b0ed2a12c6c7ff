import Foundation
import Mustache
import PatternsCore
import PatternsDiagnostics

/// The Mustache templates a site renders with: the built-in set, each overridable by `templates/NAME.mustache`.
///
/// Also carries the theme's static files (`static/…`), overridable the same way.
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

    /// Loads the built-in templates, then the site's `templates/` folder over them, reporting what
    /// cannot be parsed or rendered (`compile`), page templates missing, and names a site's template
    /// uses that no page provides.
    public static func load(siteRoot: String, diagnostics: DiagnosticEngine) -> TemplateLibrary {
        _ = HTMLEscaping.registered
        var sources: [String: TemplateSource] = [:]
        var statics: [String: (contents: [UInt8], file: String)] = [:]
        collectBuiltIn(into: &sources, statics: &statics)
        // The site's own files, through the one symbolic-link policy: a link is reported, never read.
        let site = SiteDirectory(root: siteRoot)
        let siteFiles = site.files(under: SiteLayout.templatesFolder, includingHidden: true, diagnostics: diagnostics)
            .map { String($0.dropFirst(SiteLayout.templatesFolder.count + 1)) }
        collect(siteFiles, from: site.layout.absolute(SiteLayout.templatesFolder), displayPrefix: SiteLayout.templatesFolder + "/",
                into: &sources, statics: &statics)

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
        for (path, file) in statics.sorted(by: { $0.key < $1.key }) {
            hasher.combine(path)
            hasher.combine(file.contents)
        }
        return TemplateLibrary(
            mustache: MustacheLibrary(templates: templates),
            compiled: compiled,
            sources: sources,
            staticFiles: statics.sorted { $0.key < $1.key }.map { ($0.key, $0.value.contents) },
            contentHash: hasher.value,
            exampleTheme: ExampleTheme(styles: statics[ExampleTheme.stylesheet].map { String(decoding: $0.contents, as: UTF8.self) } ?? "",
                                       script: statics[ExampleTheme.script].map { String(decoding: $0.contents, as: UTF8.self) } ?? ""))
    }

    /// Where the built-in templates are (`BuiltInResources`): the resource bundle beside the
    /// executable, or the source checkout it was built from.
    public static let builtInFolder: String? = BuiltInResources.folder(
        "DefaultTemplates", of: "PatternsRendering",
        source: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("DefaultTemplates"),
        probe: EntryPage.template.fileName)

    /// The page rendered with its own template.
    func render<Page: PageContext>(_ page: Page) -> String {
        if engine == .compiled, let bytes = compiled.render(page, template: Page.template.rawValue) {
            return String(decoding: bytes, as: UTF8.self)
        }
        return mustache.render(page, withTemplate: Page.template.rawValue) ?? ""
    }

    /// Reads the built-in templates and static files (read again on every load, so `serve` shows edits to them).
    static func collectBuiltIn(into sources: inout [String: TemplateSource], statics: inout [String: (contents: [UInt8], file: String)]) {
        guard let folder = builtInFolder else { return }
        let files = FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []
        collect(files, from: folder, displayPrefix: "(built-in)/", into: &sources, statics: &statics)
    }

    /// Reads `files` (relative to `folder`) into templates and static files; `displayPrefix` names them in diagnostics.
    private static func collect(_ files: [String], from folder: String, displayPrefix: String,
                                into sources: inout [String: TemplateSource],
                                statics: inout [String: (contents: [UInt8], file: String)]) {
        for relative in files {
            let full = folder + "/" + relative
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue,
                  let data = FileManager.default.contents(atPath: full) else { continue }
            if relative.hasPrefix(SiteLayout.staticFolder + "/") {
                statics[relative] = ([UInt8](data), displayPrefix + relative)
            } else if relative.hasSuffix(".mustache") {
                sources[String(relative.dropLast(".mustache".count))] = TemplateSource(
                    text: String(decoding: data, as: UTF8.self), file: displayPrefix + relative)
            }
        }
    }
}

/// A template's text and the file it came from, as diagnostics name it (`templates/entry.mustache`).
struct TemplateSource: Sendable {
    let text: String
    let file: String
}
