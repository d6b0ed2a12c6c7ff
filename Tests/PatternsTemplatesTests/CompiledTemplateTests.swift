import PatternsDiagnostics
import PatternsTemplates
import Testing

/// The compiled engine against swift-mustache on the Mustache the templates use, including the
/// whitespace rules' corners; and what it reports for what it does not render.
@Suite("Compiled templates")
struct CompiledTemplateTests {
    static let mustacheSamples: [String] = [
        // Variables, escaping of the five characters, triple mustaches, numbers, flags printed.
        "{{title}}|{{{title}}}|{{& title}}|{{count}}|{{isOn}}|{{isOff}}|{{html}}|{{{html}}}",
        "{{% CONTENT_TYPE: HTML}}\n{{title}} {{html}}\n",
        "{{% CONTENT_TYPE: TEXT}}\n{{title}}\n",
        "before\n{{% CONTENT_TYPE: HTML}}\n{{title}}",
        // Sections over flags, text, lists, nested and optional contexts; inverted sections.
        "{{#isOn}}on{{/isOn}}{{#isOff}}off{{/isOff}}{{^isOff}}not off{{/isOff}}{{^isOn}}not on{{/isOn}}",
        "{{#note}}[{{.}}]{{/note}}{{^note}}no note{{/note}}{{#detail}}{{name}}/{{note}}{{/detail}}{{#missing}}m{{/missing}}{{^missing}}no missing{{/missing}}",
        "{{#nodes}}<{{name}}:{{#tags}}{{.}},{{/tags}}>{{/nodes}}{{^none}}none{{.}}{{/none}}{{#none}}x{{/none}}",
        "{{#words}}{{.}}-{{/words}}{{^words}}no words{{/words}}",
        // Names from outer contexts, an absent optional falling through to the outer one, dotted names, leading dots.
        "{{#nodes}}{{title}}|{{note}}|{{count}};{{/nodes}}",
        "{{#nodes}}{{.name}}{{.title}}{{/nodes}}{{detail.name}}{{detail.note}}{{missing.name}}{{^missing.name}}gone{{/missing.name}}",
        "{{#detail}}{{#nodes}}{{name}}{{/nodes}}{{/detail}}{{nodes.name}}{{unknown}}{{^unknown}}unknown{{/unknown}}",
        // Standalone lines: sections, comments, pragmas, partials; indentation kept elsewhere.
        "<ul>\n  {{#nodes}}\n  <li>{{name}}</li>\n  {{/nodes}}\n</ul>\n  {{! a comment }}\nend  \n",
        "a {{#isOn}}\nb\n{{/isOn}}\n  {{#isOn}}c{{/isOn}}\n{{#isOn}} d {{/isOn}} \n",
        "x {{#nodes}}\n{{name}}\n{{/nodes}}\n  {{#isOn}}\nafter\n  {{/isOn}}\n",
        "{{^none}}\n  empty\n{{/none}}\n\t{{! tab }}\t\n  trailing  ",
        "line\r\n  {{#isOn}}\r\n  crlf\r\n  {{/isOn}}\r\n",
        "{{!\nmulti-line\ncomment\n}}\ntext\n",
        "{{=<% %>=}}\n<% title %> {{title}}\n<%={{ }}=%>\n{{count}}\n",
        "{{ title }}{{#  nodes  }}{{ name }}{{/  nodes  }}",
        // Stored and computed contexts and text: read at an offset, or through a key path.
        "{{shout}}|{{#root}}{{name}}:{{note}}:{{#tags}}{{.}}{{/tags}}:{{title}}{{/root}}|{{root.name}}|{{#first}}{{name}}{{#children}}{{name}}{{/children}}{{/first}}|{{first.note}}",
    ]

    @Test("renders as swift-mustache does", arguments: mustacheSamples)
    func sameAsSwiftMustache(_ template: String) throws {
        let (compiled, reference) = try BothEngines.render(["page": template])
        #expect(compiled == reference)
    }

    @Test("partials: inline and standalone, indented (nested), recursive, missing, escaping their own")
    func partials() throws {
        let templates = [
            "page": "{{% CONTENT_TYPE: HTML}}\n<main>\n  {{> item-list}}\n{{> inline}} and {{> inline}}\n  {{> missing}}\n</main>\n",
            "item-list": "<ul>\n{{#nodes}}\n  {{> node}}\n{{/nodes}}\n</ul>\n",
            "node": "<li>{{name}} {{title}}\n{{#children}}\n  {{> node}}\n{{/children}}\n</li>\n",
            "inline": "[{{title}}]",
        ]
        let (compiled, reference) = try BothEngines.render(templates)
        #expect(compiled == reference)
        #expect(compiled?.contains("deep") == true)
    }

    @Test("a quote followed by a combining mark is one Character, which swift-mustache's default escaper leaves")
    func characterwiseEscaping() throws {
        var page = Page()
        page.title = "\"\u{301} < \u{301}& ok é"
        let (compiled, reference) = try BothEngines.render(["page": "{{title}}\n{{% CONTENT_TYPE: HTML}}\n{{title}}"], page)
        #expect(compiled == reference)
    }

    @Test("a name nothing provides renders nothing and is a finding at its position")
    func unknownName() throws {
        let findings = BothEngines.findings(["page": "<p>\n  {{titel}}</p>"])
        #expect(findings.map(\.kind) == [.unknownName])
        #expect(findings.first?.location == PatternsDiagnostics.SourceLocation(line: 2, column: 5))
        let (compiled, _) = try BothEngines.render(["page": "<p>{{titel}}</p>"])
        #expect(compiled == "<p></p>")
    }

    @Test("what the compiled engine does not render is a positioned finding, and its page does not compile", arguments: [
        ("a\n  {{$block}}x{{/block}}", PatternsDiagnostics.SourceLocation(line: 2, column: 5)),
        ("{{<parent}}{{/parent}}", PatternsDiagnostics.SourceLocation(line: 1, column: 3)),
        ("{{>*dynamic}}", PatternsDiagnostics.SourceLocation(line: 1, column: 4)),
        ("{{#first(nodes)}}{{/first(nodes)}}", PatternsDiagnostics.SourceLocation(line: 1, column: 4)),
        ("{{nodes}}", PatternsDiagnostics.SourceLocation(line: 1, column: 3)),
    ])
    func unsupported(_ template: String, _ location: PatternsDiagnostics.SourceLocation) throws {
        let findings = BothEngines.findings(["page": template])
        #expect(findings.map(\.kind) == [.unsupported])
        #expect(findings.first?.location == location)
        // The page does not compile, so it renders with swift-mustache instead.
        #expect(try BothEngines.render(["page": template]).compiled == nil)
    }

    @Test("a page including a partial the compiled engine does not take does not compile")
    func unsupportedPartial() throws {
        let templates = ["page": "<main>{{#nodes}}{{> item}}{{/nodes}}</main>", "item": "{{first(tags)}}"]
        #expect(BothEngines.findings(templates).map(\.kind) == [.unsupported])
        #expect(try BothEngines.render(templates).compiled == nil)
    }
}
