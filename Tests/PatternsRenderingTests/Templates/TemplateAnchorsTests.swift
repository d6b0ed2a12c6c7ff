import Foundation
import PatternsCore
import PatternsDiagnostics
import Testing
@testable import PatternsRendering

@Suite("Anchors the templates provide")
struct TemplateAnchorsTests {
    static let builtIn: TemplateLibrary = {
        TemplateLibrary.load(siteRoot: "/nonexistent-site-for-template-tests", diagnostics: DiagnosticEngine())
    }()

    /// The site-wide header's ids, which every page includes through `partials/head`: none, as the
    /// search box is written by the script.
    static let headerIDs: Set<String> = []

    /// The ids the built-in entry page gives its own parts, which links may target.
    static let entryIDs: Set<String> = ["main", "how-to-test", "condensed", "condensed-heading", "condensed-text", "gherkin",
                                        "gherkin-heading", "gherkin-text", "wcag", "wcag-heading", "screen-reader-videos", "platform-tips", "on-this-page",
                                        "side-nav-title", "sources", "audit-data"]

    @Test("the built-in entry template's fixed ids, with the header's")
    func entryAnchors() {
        #expect(Self.builtIn.providedAnchors(for: EntryPage.template) == Self.entryIDs.union(Self.headerIDs))
    }

    @Test("the built-in guide template's fixed ids, with the header's")
    func guideAnchors() {
        #expect(Self.builtIn.providedAnchors(for: GuidePage.template) == Set(["main", "toc-title", "sources"]).union(Self.headerIDs))
    }

    @Test("links may also target the ids an entry page's data makes: a table per testing mode, a tips panel per platform")
    func siteAnchors() {
        let anchors = Self.builtIn.anchors(config: SiteConfig(platforms: [.ios, .android, .web]))
        #expect(anchors.entry == Self.entryIDs.union(Self.headerIDs)
            .union(["keyboard", "mobile", "screenreader", "settings", "tips-ios", "tips-android", "tips-web"]))
        #expect(anchors.guide == Self.builtIn.providedAnchors(for: GuidePage.template))
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
        let library = TemplateLibrary.load(siteRoot: site, diagnostics: DiagnosticEngine())
        #expect(library.providedAnchors(for: EntryPage.template) == ["top", "main", "single", "bare", "when-notes"])
        // The other pages keep the built-in templates.
        #expect(library.providedAnchors(for: GuidePage.template) == Self.builtIn.providedAnchors(for: GuidePage.template))
    }
}
