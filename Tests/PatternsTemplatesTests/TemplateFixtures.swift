import Mustache
import PatternsDiagnostics
import PatternsTemplates

/// Small contexts that reach every shape a field can have: text, optional text, numbers, flags,
/// nested and optional contexts, lists of contexts and of text, and a tree.
struct Node: TemplateContext {
    var name: String
    var note: String?
    var tags: [String] = []
    var children: [Node] = []
    var isOpen = false

    static let fields: TemplateFields<Self> = [
        .text("name", \.name),
        .text("note", \.note),
        .list("tags", \.tags),
        .list("children", \.children),
        .flag("isOpen", \.isOpen),
    ]
}

struct Page: TemplateContext {
    var title = "Quotes \"&\" <angles> and 'apostrophes'"
    var note: String? = "page note"
    var count = 42
    var isOn = true
    var isOff = false
    var html = "<em>raw</em>"
    var nodes: [Node] = [
        Node(name: "one", note: "first", tags: ["a", "b&c"], children: [Node(name: "one.one", children: [Node(name: "deep")])], isOpen: true),
        Node(name: "two"),
    ]
    var none: [Node] = []
    var words = ["x", "y"]
    var detail: Node? = Node(name: "detail", note: nil)
    var missing: Node?
    /// A context held in place (read where it lies in the page) and two computed properties (read
    /// through their key paths): the compiled engine reads stored fields at their offsets.
    var root = Node(name: "root", note: "root note", tags: ["r"])
    var shout: String { title.uppercased() }
    var first: Node { nodes[0] }

    static let fields: TemplateFields<Self> = [
        .text("title", \.title),
        .text("note", \.note),
        .text("count", \.count),
        .flag("isOn", \.isOn),
        .flag("isOff", \.isOff),
        .text("html", \.html),
        .list("nodes", \.nodes),
        .list("none", \.none),
        .list("words", \.words),
        .nested("detail", \.detail),
        .nested("missing", \.missing),
        .nested("root", \.root),
        .text("shout", \.shout),
        .nested("first", \.first),
    ]
}

/// swift-mustache's output and the compiled engine's for the same templates (`page` is rendered).
enum BothEngines {
    /// The project registers byte-wise escaping as `HTML`; the reference here does the same.
    private struct MarkupEscaping: MustacheContentType {
        func escapeText(_ text: String) -> String { TextEscaping.markup(text) }
    }

    private static let registered: Void = MustacheContentTypes.register(MarkupEscaping(), named: "HTML")

    static func render(_ templates: [String: String], _ page: Page = Page()) throws -> (compiled: String?, reference: String?) {
        _ = registered
        var library = MustacheLibrary()
        for (name, text) in templates { try library.register(text, named: name) }
        let compiled = CompiledTemplates(sources: templates.mapValues { .init(text: $0, file: "templates/\($0).mustache") },
                                         pages: ["page": Page.self])
        return (compiled.render(page, template: "page").map { String(decoding: $0, as: UTF8.self) },
                library.render(page, withTemplate: "page"))
    }

    static func findings(_ templates: [String: String]) -> [TemplateCompileFinding] {
        CompiledTemplates(sources: templates.mapValues { .init(text: $0, file: "page.mustache") }, pages: ["page": Page.self]).findings
    }
}
