import PatternsDiagnostics
import PatternsTestSupport
import Testing
@testable import PatternsTemplates

@Suite("Template tag scanner")
struct TemplateScannerTests {
    private func tags(_ template: String) -> [TemplateToken] {
        TemplateToken.scan(template).filter { $0.kind != .text }
    }

    @Test("every kind of tag, with its name and where the name starts")
    func kindsAndPositions() {
        let marked = MarkedText("""
        <h1>{{‸title}}</h1>{{{ ‸notesHTML }}}{{&‸bodyHTML}}
        {{#‸tables}}{{^‸rows}}{{/‸rows}}{{/‸tables}}
        {{> ‸partials/head}}{{>*‸partialName}}{{<‸partials/base}}{{$‸block}}{{/‸block}}{{/‸partials/base}}
        """)
        let found = tags(marked.text)
        #expect(found.map(\.kind) == [
            .variable, .unescapedVariable, .unescapedVariable,
            .section, .invertedSection, .sectionEnd, .sectionEnd,
            .partial, .dynamicPartial, .parentPartial, .block, .sectionEnd, .sectionEnd,
        ])
        #expect(found.map(\.name) == [
            "title", "notesHTML", "bodyHTML", "tables", "rows", "rows", "tables",
            "partials/head", "partialName", "partials/base", "block", "block", "partials/base",
        ])
        #expect(found.map(\.location) == marked.locations)
    }

    @Test("comments (even over several lines), pragmas and set-delimiter tags name nothing")
    func tagsWithoutNames() {
        let marked = MarkedText("‸{{% CONTENT_TYPE: HTML}}\n‸{{! a comment\nover {{two}} lines }}\n<p>{{‸title}}</p>")
        let found = tags(marked.text)
        #expect(found.map(\.kind) == [.other, .other, .variable])
        #expect(found.map(\.location) == marked.locations)
        // The comment ends at its first closing delimiter: what follows is text.
        #expect(TemplateToken.scan(marked.text).contains { $0.kind == .text && $0.name.hasPrefix(" lines }}") })
    }

    @Test("a set-delimiter tag changes the delimiters of the tags after it")
    func setDelimiters() {
        let marked = MarkedText("{{‸a}}{{=<% %>=}}<%‸b%> {{c}} <%={{ }}=%>{{‸d}}")
        let found = tags(marked.text).filter { $0.kind == .variable }
        #expect(found.map(\.name) == ["a", "b", "d"])
        #expect(found.map(\.location) == marked.locations)
    }

    @Test("columns count Unicode scalars; lines count line breaks")
    func unicodeColumns() {
        let marked = MarkedText("é ü 😀 {{‸a}}\r\n  {{‸b}}")
        #expect(tags(marked.text).map(\.location) == marked.locations)
    }

    @Test("text between tags is kept whole, so the template can be read back")
    func textIsKept() {
        let template = "<p>{{a}} and {{{b}}}</p>\n"
        let text = TemplateToken.scan(template).filter { $0.kind == .text }.map(\.name)
        #expect(text == ["<p>", " and ", "</p>\n"])
    }

    @Test("a tag that never closes ends the scan")
    func unterminated() {
        let found = TemplateToken.scan("{{a}} {{b")
        #expect(found.map(\.kind) == [.variable, .text])
    }
}
