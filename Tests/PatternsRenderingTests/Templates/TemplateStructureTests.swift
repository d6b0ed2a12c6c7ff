import Foundation
import PatternsDiagnostics
import PatternsTestSupport
import Testing
@testable import PatternsRendering

/// Templates swift-mustache could not survive (include cycles, sections nested thousands deep) are
/// positioned errors of the template check, found before anything parses or renders them.
@Suite("Template structure")
struct TemplateStructureTests {
    /// The diagnostics of the built-in templates with `overrides` (name → text) as a site's `templates/`.
    private func compile(_ overrides: [String: String]) -> [Diagnostic] {
        let engine = DiagnosticEngine()
        TemplateLibrary.compile(siteTemplates: overrides, diagnostics: engine)
        return engine.diagnostics
    }

    private func errors(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.filter { $0.severity == .error }
    }

    @Test("a partial that includes itself is an error at its tag, with the chain from the page")
    func selfInclude() throws {
        let marked = MarkedText("<p>x</p>\n  {{> ‸partials/x}}\n")
        let found = errors(compile(["entry": "{{> partials/head}}{{title}}{{> partials/x}}", "partials/x": marked.text]))
        let cycle = try #require(found.first)
        #expect(found.count == 1)
        #expect(cycle.rule.id == "patterns.template.include-cycle")
        #expect(cycle.file == "templates/partials/x.mustache")
        #expect(cycle.range?.start == marked[0])
        #expect(cycle.message == "partial 'partials/x' includes itself (entry.mustache → partials/x → partials/x), so rendering it would never end")
        #expect(cycle.hint?.contains("remove this {{> partials/x}} tag") == true)
    }

    @Test("two partials including each other are one error, at the tag that closes the cycle")
    func mutualInclude() throws {
        let marked = MarkedText("B {{> ‸partials/a}}\n")
        let found = errors(compile([
            "entry": "{{> partials/head}}{{title}}\n{{> partials/a}}",
            "partials/a": "A {{> partials/b}}",
            "partials/b": marked.text,
        ]))
        #expect(found.map(\.message) == [
            "partial 'partials/a' includes itself (entry.mustache → partials/a → partials/b → partials/a), so rendering it would never end",
        ])
        #expect(found.first?.file == "templates/partials/b.mustache")
        #expect(found.first?.range?.start == marked[0])
    }

    @Test("recursion that goes one level deeper into the page's data each time is no cycle (the built-in side navigation)")
    func descendingRecursionIsAllowed() {
        let checker = TemplateChecker(sources: TemplateCheckerTests.builtIn)
        #expect(checker.findingsInPages().structureProblems.isEmpty)
        #expect(TemplateCheckerTests.builtIn["partials/side-nav-group"]?.text.contains("{{> partials/side-nav-group}}") == true,
                "the built-in templates hold a recursive partial, so the test above tests something")
        // A site's own copy of the pattern: `children` is a list of the group's own type.
        let group = "<li>{{title}}{{#children}}{{> partials/group}}{{/children}}</li>"
        #expect(errors(compile([
            "category": "{{> partials/head}}<ul>{{#sideNav.groups}}{{> partials/group}}{{/sideNav.groups}}</ul>",
            "partials/group": group,
        ])).isEmpty)
    }

    @Test("recursion inside a list found in an outer context renders the same list forever: an error")
    func recursionThroughAnOuterListIsACycle() {
        // In a category, `categories` is not a field: it is found again in the home page, each round.
        let found = errors(compile([
            "home": "{{> partials/head}}{{> partials/tree}}",
            "partials/tree": "{{#categories}}<li>{{title}}{{> partials/tree}}</li>{{/categories}}",
        ]))
        #expect(found.map(\.rule.id) == ["patterns.template.include-cycle"])
    }

    @Test("a dynamic partial is an error: the page's data could name the template it is in")
    func dynamicPartial() throws {
        let marked = MarkedText("{{> partials/head}}<h1>{{>* ‸title}}</h1>")
        let found = errors(compile(["entry": marked.text]))
        #expect(found.map(\.rule.id) == ["patterns.template.include-cycle"])
        #expect(found.first?.range?.start == marked[0])
        #expect(found.first?.message == "{{>*title}} includes the template the page's data names, which may be this one, so rendering it may never end")
    }

    @Test("a partial in a cycle is left out of the templates rendered, even with the rule turned off")
    func cyclingPartialIsNeverRendered() {
        var sources = TemplateCheckerTests.builtIn
        sources["partials/x"] = TemplateSource(text: "{{> partials/x}}", file: "templates/partials/x.mustache")
        sources["entry"] = TemplateSource(text: "{{> partials/x}}", file: "templates/entry.mustache")
        let templates = TemplateLibrary.compile(sources, diagnostics: DiagnosticEngine())
        #expect(templates["partials/x"] == nil)
        #expect(templates["entry"] != nil)
    }

    @Test("sections 5,000 deep are an error at the first past the limit, not a stack overflow")
    func deepSections() throws {
        let limit = TemplateNesting.limit
        let template = "{{> partials/head}}" + String(repeating: "{{#chrome}}", count: limit) + "{{#chrome}}"
            + String(repeating: "{{#chrome}}", count: 5_000 - limit - 1) + "x" + String(repeating: "{{/chrome}}", count: 5_000)
        let found = errors(compile(["entry": template]))
        let deep = try #require(found.first)
        #expect(found.count == 1)
        #expect(deep.rule.id == "patterns.template.nesting-limit")
        #expect(deep.message == "sections nest more than \(limit) levels deep here")
        #expect(deep.range?.start == SourceLocation(line: 1, column: "{{> partials/head}}".count + limit * "{{#chrome}}".count + 4))
    }

    @Test("sections exactly at the limit are fine")
    func sectionsAtTheLimit() {
        let limit = TemplateNesting.limit
        let template = "{{> partials/head}}" + String(repeating: "{{#chrome}}", count: limit) + "{{title}}"
            + String(repeating: "{{/chrome}}", count: limit)
        #expect(errors(compile(["entry": template])).isEmpty)
    }

    @Test("partials included inside each other past the limit are an error at the include")
    func deepPartials() throws {
        let count = TemplateNesting.limit + 20
        var overrides = ["entry": "{{> partials/head}}{{> partials/p1}}"]
        for index in 1...count {
            overrides["partials/p\(index)"] = index == count ? "{{title}}" : "<div>{{> partials/p\(index + 1)}}</div>"
        }
        let found = errors(compile(overrides))
        #expect(found.map(\.rule.id) == ["patterns.template.nesting-limit"])
        #expect(found.first?.message == "sections and partials nest more than \(TemplateNesting.limit) levels deep here")
        #expect(found.first?.file == "templates/partials/p\(TemplateNesting.limit).mustache")
    }

    @Test("the built-in templates nest far below the limit")
    func builtInNesting() {
        for (name, source) in TemplateCheckerTests.builtIn {
            #expect(TemplateNesting.firstTooDeep(TemplateToken.scan(source.text), limit: 10) == nil, "\(name)")
        }
    }

    @Test("a partial included many times by a partial included many times is followed once per context")
    func wideIncludesAreCheckedOnce() {
        let wide = String(repeating: "{{> partials/b}}", count: 300)
        let elapsed = bestCPUSeconds(runs: 1) {
            #expect(errors(compile([
                "entry": "{{> partials/head}}" + String(repeating: "{{> partials/a}}", count: 300),
                "partials/a": wide, "partials/b": "{{title}}" + wide.replacingOccurrences(of: "partials/b", with: "partials/c"),
                "partials/c": "{{title}}",
            ])).isEmpty)
        }
        // 300 × 300 × 300 visits without the memo: minutes.
        #expect(elapsed < 20)
    }
}
