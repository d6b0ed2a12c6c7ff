@testable import PatternsBodyHTML
import PatternsCore
import PatternsDiagnostics
@testable import PatternsRendering

/// A file read as a build reads it, and its body as its page renders it from the body's handle
/// (`BodyHandle.parse`), from the same bytes: what tests of the body's HTML look at.
struct RenderedContent {
    var content: ContentFileReader.Content?
    var diagnostics: [Diagnostic]
    /// The body as its page shows it (empty when the file gave no model).
    var body: RenderedBody

    init(_ text: String, path: String, config: SiteConfig, examples: ExampleLibrary = ExampleLibrary()) {
        let bytes = Array(text.utf8)
        let engine = DiagnosticEngine()
        content = ContentFileReader(config: config, renderer: BodyHTMLRenderer(), sizeLimit: config.fileSizeLimit, examples: examples)
            .read(bytes, path: path, diagnostics: engine).content
        diagnostics = engine.diagnostics
        let handle: BodyHandle? = switch content {
        case .entry(let entry): entry.body.handle
        case .guide(let guide): guide.body.handle
        case nil: nil
        }
        body = handle?.parse(bytes, config: config, examples: examples, renderer: BodyHTMLRenderer(), parts: .all)?.rendered ?? RenderedBody()
    }

    var entry: PatternEntry? {
        if case .entry(let entry)? = content { return entry }
        return nil
    }

    var guide: Guide? {
        if case .guide(let guide)? = content { return guide }
        return nil
    }

    /// Each tip as its entry's page shows it, in `tipSections.flatMap(\.tips)` order.
    var tipHTML: [String] { body.tipHTML.flatMap { $0 } }

    /// Each tip as other pages show it, in the same order: nil for one that reads the same anywhere.
    var relocatableTipHTML: [RelocatableHTML?] {
        body.tipHTML.indices.flatMap { section in
            body.tipHTML[section].indices.map { tip in
                body.relocatableTipHTML.indices.contains(section) ? body.relocatableTipHTML[section][tip] : nil
            }
        }
    }
}

extension TemplateLibrary {
    /// The page rendered with its own template, as text: the file a build writes (`file(_:at:)`), read back.
    func render<Page: PageContext>(_ page: Page) -> String {
        file(page, at: "page.html").withBytes { String(decoding: $0, as: UTF8.self) }
    }
}
