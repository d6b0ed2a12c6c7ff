import Foundation
import PatternsDiagnostics
import PatternsTestSupport
import Testing
@testable import PatternsAuthoring
@testable import PatternsRendering

@Suite("Template checker")
struct TemplateCheckerTests {
    /// The built-in templates by name, as a site without `templates/` uses them.
    static let builtIn: [String: TemplateSource] = {
        let engine = DiagnosticEngine()
        let library = TemplateLibrary.load(siteRoot: "/nonexistent-site-for-template-tests", diagnostics: engine)
        let diagnostics = engine.diagnostics
        precondition(diagnostics.isEmpty, "built-in templates: \(diagnostics.map(\.message))")
        return library.sources
    }()

    /// The built-in templates with `overrides` (name → text) in place, as a site's `templates/` would put them.
    private func checker(_ overrides: [String: String]) -> TemplateChecker {
        var sources = Self.builtIn
        for (name, text) in overrides {
            sources[name] = TemplateSource(text: text, file: "templates/\(name).mustache")
        }
        return TemplateChecker(sources: sources)
    }

    @Test("every built-in page template, with its partials, uses only names its context provides", arguments: PageTemplate.allCases)
    func builtInTemplates(_ page: PageTemplate) {
        let unknown = TemplateChecker(sources: Self.builtIn).unknownNames(in: page)
        #expect(unknown.isEmpty, "\(unknown.map { "\($0.file):\($0.location): \($0.name)" })")
    }

    @Test("every built-in archetype uses only names the archetype context provides", arguments: ["pattern", "guide"])
    func builtInArchetypes(_ kind: String) throws {
        let folder = try #require(ResourceOverlay.builtInTemplatesFolder)
        let text = try String(contentsOfFile: folder + "/archetypes/\(kind).md", encoding: .utf8)
        let sources = ["archetype": TemplateSource(text: text, file: "(built-in)/archetypes/\(kind).md")]
        let unknown = TemplateChecker(sources: sources).unknownNames(in: "archetype", context: ArchetypeContext.self, scope: "the archetype")
        #expect(unknown.isEmpty, "\(unknown.map { "\($0.location): \($0.name)" })")
        #expect(text.contains("{{"), "the archetype uses variables, so the check above checks something")
    }

    @Test("a misspelt name is found where it stands, with the name meant")
    func typo() {
        let marked = MarkedText("{{> partials/head}}\n<main>\n  <h1>{{‸titel}}</h1>\n  <p>{{chrome.‸siteTitel}}</p>\n</main>\n")
        let unknown = checker(["entry": marked.text]).unknownNames(in: EntryPage.template)
        #expect(unknown.map(\.name) == ["titel", "siteTitel"])
        #expect(unknown.map(\.location) == marked.locations)
        #expect(unknown.map(\.file) == ["templates/entry.mustache", "templates/entry.mustache"])
        #expect(unknown.map(\.suggestion) == ["title", "siteTitle"])
        #expect(unknown[0].scopes == ["the entry page"])
    }

    @Test("a name used outside the section that provides it is found, with the way the page reaches it")
    func wrongScope() {
        let marked = MarkedText("""
        <h1>{{title}}</h1>
        {{#tables}}
          <caption>{{caption}} {{howToTestTitle}}</caption>
          <td>{{‸expectation}}</td>
          {{#rows}}<td>{{expectation}} {{caption}}</td>{{/rows}}
        {{/tables}}
        <p>{{‸caption}}</p>
        """)
        let unknown = checker(["entry": marked.text]).unknownNames(in: EntryPage.template)
        #expect(unknown.map(\.name) == ["expectation", "caption"])
        #expect(unknown.map(\.location) == marked.locations)
        #expect(unknown.map(\.reachedAs) == ["{{#tables}}{{#rows}}{{expectation}}", "{{#tables}}{{caption}}"])
    }

    @Test("names inside a section resolve in the section's item, then outwards; dotted names descend from their first part")
    func resolution() {
        let template = """
        {{#previous}}{{url}} {{title}} {{chrome.root}}{{/previous}}
        {{#sections}}{{url}}{{/sections}}
        {{#hasTips}}{{#tipPlatforms}}{{#sections}}{{#tips}}{{framework}}{{{html}}}{{notesURL}}{{name}}{{/tips}}{{/sections}}{{/tipPlatforms}}{{/hasTips}}
        {{#chrome}}{{siteTitle}}{{/chrome}}{{^hasNotes}}{{title}}{{/hasNotes}}
        {{#reversed(breadcrumbs)}}{{url}}{{/reversed(breadcrumbs)}}{{#first(breadcrumbs)}}{{title}}{{/first(breadcrumbs)}}
        {{#tables}}{{first()}}{{.id}}{{/tables}}
        """
        #expect(checker(["entry": template]).unknownNames(in: EntryPage.template).isEmpty)
    }

    @Test("`.name` resolves in the innermost context only; a dotted name does not climb from its first part")
    func anchoredNames() {
        let marked = MarkedText("{{#tables}}{{.‸title}}{{/tables}}{{chrome.‸title}}{{tables.‸id}}")
        let unknown = checker(["entry": marked.text]).unknownNames(in: EntryPage.template)
        #expect(unknown.map(\.name) == ["title", "title", "id"])
        #expect(unknown.map(\.location) == marked.locations)
    }

    @Test("an unknown section is reported once, not again for every name inside it")
    func unknownSection() {
        let marked = MarkedText("{{#‸entires}}<a href=\"{{url}}\">{{title}}</a>{{/entires}}{{^‸hasNote}}{{/hasNote}}{{{‸notesHTM}}}{{&‸notesHTM}}")
        let unknown = checker(["entry": marked.text]).unknownNames(in: EntryPage.template)
        #expect(unknown.map(\.name) == ["entires", "hasNote", "notesHTM", "notesHTM"])
        #expect(unknown.map(\.location) == marked.locations)
        #expect(unknown.map(\.suggestion) == [nil, "hasNotes", "notesHTML", "notesHTML"])
    }

    @Test("a partial is checked in the context it is included from, and named once for all the pages that include it")
    func partials() {
        let marked = MarkedText("<p>{{chrome.siteTitle}} {{‸checklistURL}} {{‸title}}</p>")
        let checker = checker([
            "partials/footer": marked.text,
            "home": "{{> partials/head}}{{> partials/footer}}",
            "category": "{{#entries}}{{> partials/footer}}{{/entries}}",
        ])
        let unknown = checker.unknownNamesInPages()
        #expect(unknown.map(\.name) == ["title", "checklistURL"])
        let byName = Dictionary(grouping: unknown, by: \.name)
        // `checklistURL` is the home page's only: unknown on every other page including the footer.
        #expect(byName["checklistURL"]?.count == 1)
        #expect(byName["checklistURL"]?[0].location == marked[0])
        // Pages are named in the order of the page kinds' registry (`PageKind.all`).
        #expect(byName["checklistURL"]?[0].scopes == ["the guides page", "the entry page", "the guide page", "the 404 page", "the search page",
                                                       "the category page", "the platform page", "the checklist page", "the collection page",
                                                       "the wcag page", "the wcag-criterion page",
                                                       "the coverage page", "the coverage-category page", "the changes page"])
        // `title` is in reach on the category page (inside its entries) and on entry, guide, platform pages.
        #expect(byName["title"]?[0].location == marked[1])
        #expect(byName["title"]?[0].scopes == ["the home page", "the guides page", "the 404 page", "the search page", "the checklist page", "the defects page"])
    }

    @Test("a partial that does not exist is reported with the closest one")
    func missingPartial() {
        let marked = MarkedText("{{> ‸partials/haed}}{{> partials/footer}}")
        let unknown = checker(["404": marked.text]).unknownNames(in: NotFoundPage.template)
        #expect(unknown.map(\.kind) == [.partial])
        #expect(unknown.map(\.name) == ["partials/haed"])
        #expect(unknown.map(\.location) == [marked[0]])
        #expect(unknown.map(\.suggestion) == ["partials/head"])
    }

    @Test("a partial that includes itself is checked once")
    func recursivePartial() {
        let unknown = checker([
            "partials/tree": "{{#tables}}{{caption}}{{> partials/tree}}{{nope}}{{/tables}}",
            "entry": "{{> partials/tree}}",
        ]).unknownNames(in: EntryPage.template)
        #expect(unknown.map(\.name) == ["nope"])
    }
}
