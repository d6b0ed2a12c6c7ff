import PatternsDiagnostics
import Testing
@testable import PatternsTemplates

/// The nesting check that keeps templates too deep for swift-mustache's recursive parser away from it.
@Suite("Template nesting")
struct TemplateNestingTests {
    @Test("sections, inverted sections and blocks open levels, their ends close them; the first past the limit is found")
    func firstTooDeep() {
        let tokens = TemplateToken.scan("{{#a}}{{/a}}{{#b}}{{^c}}{{$d}}x{{/d}}{{/c}}{{/b}}")
        #expect(TemplateNesting.firstTooDeep(tokens, limit: 3) == nil)
        #expect(TemplateNesting.firstTooDeep(tokens, limit: 2)?.name == "d")
    }

    @Test("a section too deep is an error spanning the section's name")
    func diagnostic() {
        let problem = TemplateStructureProblem(kind: .tooDeep(throughPartials: false), file: "templates/archetypes/guide.md",
                                               location: SourceLocation(line: 2, column: 5), name: "deep")
        let diagnostic = problem.diagnostic
        #expect(diagnostic.rule.id == "patterns.template.nesting-limit")
        #expect(diagnostic.file == "templates/archetypes/guide.md")
        #expect(diagnostic.range?.start == SourceLocation(line: 2, column: 5))
        #expect(diagnostic.range?.end == SourceLocation(line: 2, column: 9))
    }
}
