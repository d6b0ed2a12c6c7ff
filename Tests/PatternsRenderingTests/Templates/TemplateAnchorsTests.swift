import Foundation
import PatternsCore
import PatternsDiagnostics
import Testing
@testable import PatternsRendering

@Suite("Anchors the templates provide")
struct TemplateAnchorsTests {
    static let builtIn: TemplateLibrary = {
        var diagnostics: [Diagnostic] = []
        return TemplateLibrary.load(siteRoot: "/nonexistent-site-for-template-tests", diagnostics: &diagnostics)
    }()

    /// The site-wide header's ids, which every page includes through `partials/head`.
    static let headerIDs: Set<String> = ["site-search", "site-search-results", "site-search-hint", "site-search-status"]

    @Test("the built-in entry template's fixed ids: Core's hard-coded set, less the ids the page's data makes, plus the ids it does not list")
    func entryAnchors() {
        let provided = Self.builtIn.providedAnchors(for: .entry)
        // Made from the context (`{{id}}` of each criteria table and platform's tips), not fixed by the template.
        let madeFromData: Set<String> = ["keyboard", "mobile", "screenreader", "settings", "tips-ios", "tips-android", "tips-web"]
        let notListedInCore: Set<String> = ["condensed-heading", "condensed-text", "gherkin-heading", "gherkin-text", "side-by-side"]
        #expect(provided == SitePaths.entryTemplateAnchors.subtracting(madeFromData).union(notListedInCore).union(Self.headerIDs))
    }

    @Test("the built-in guide template's fixed ids: Core's hard-coded set plus the header's")
    func guideAnchors() {
        #expect(Self.builtIn.providedAnchors(for: .guide) == SitePaths.guideTemplateAnchors.union(Self.headerIDs))
    }

    @Test("ids come from HTML start tags in the template and its partials; ids made from variables, comments and text are left out")
    func whatCounts() throws {
        let site = NSTemporaryDirectory() + "patterns-anchor-tests-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: site) }
        try FileManager.default.createDirectory(atPath: site + "/templates/partials", withIntermediateDirectories: true)
        try """
        {{> partials/top}}<main id="main" class=x>{{! <p id="in-comment"> }}
        <section ID = 'single'><h2 data-id="not-an-id" id=bare>{{#hasNotes}}<div id="when-notes">{{/hasNotes}}
        <p id="{{id}}"></p><p id="pick-{{title}}"></p><p id=""></p> id="in-text" <p id="x{{{notesHTML}}}"></p>
        """.write(toFile: site + "/templates/entry.mustache", atomically: true, encoding: .utf8)
        try "<header id=\"top\"></header>".write(toFile: site + "/templates/partials/top.mustache", atomically: true, encoding: .utf8)
        var diagnostics: [Diagnostic] = []
        let library = TemplateLibrary.load(siteRoot: site, diagnostics: &diagnostics)
        #expect(library.providedAnchors(for: .entry) == ["top", "main", "single", "bare", "when-notes"])
        // The other pages keep the built-in templates.
        #expect(library.providedAnchors(for: .guide) == Self.builtIn.providedAnchors(for: .guide))
    }
}
