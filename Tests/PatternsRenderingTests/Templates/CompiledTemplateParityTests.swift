import Foundation
import PatternsDiagnostics
import Testing
@testable import PatternsRendering

/// Every built-in page template, rendered by the compiled engine for one value of its context
/// (the sample site's), is byte for byte what swift-mustache renders: including the templates only
/// large catalogs or `--since` builds reach (coverage tables on pages of their own, changes, redirects).
@Suite("Compiled templates match swift-mustache")
struct CompiledTemplateParityTests {
    static let library: TemplateLibrary = {
        let engine = DiagnosticEngine()
        let library = TemplateLibrary.load(siteRoot: "/nonexistent-site-for-parity-tests", diagnostics: engine)
        precondition(engine.diagnostics.isEmpty, "built-in templates: \(engine.diagnostics.map(\.message))")
        return library
    }()

    @Test("every built-in page template compiles for its context, with nothing unresolved")
    func everyTemplateCompiles() {
        #expect(Self.library.compiled.findings.isEmpty, "\(Self.library.compiled.findings)")
        for page in PageTemplate.allCases {
            let compiles = Self.compiles(page.contextType)
            #expect(compiles, "\(page)")
        }
    }

    @Test("each sample page renders the same bytes with both engines")
    func samplePages() {
        let pages = TemplateContextTests.roots.compactMap { $0 as? any PageContext }
        #expect(Set(pages.map { type(of: $0).template }) == Set(PageTemplate.allCases))
        for page in pages {
            let (compiled, reference) = Self.renderBoth(page)
            #expect(!compiled.isEmpty)
            #expect(compiled == reference, "\(type(of: page).template) differs")
        }
    }

    /// Whether the page's template compiled for its own context type.
    private static func compiles<Page: PageContext>(_: Page.Type) -> Bool {
        library.compiled.renders(Page.template.rawValue, for: Page.self)
    }

    private static func renderBoth<Page: PageContext>(_ page: Page) -> (String, String) {
        var library = Self.library
        library.engine = .compiled
        let compiled = library.render(page)
        library.engine = .mustache
        return (compiled, library.render(page))
    }
}

