import Testing
@testable import PatternsMarkdown

/// `contentHTML` renders a paragraph or a bullet list once and cuts its own tags off; it must give
/// what rendering each child and joining gives, whatever list the node stands in.
@Suite("A node's content as HTML")
struct ContentHTMLTests {
    static let documents = [
        "A paragraph with *emphasis*, `code` and a [link](x.md).\nSecond line.",
        "- tight item with **bold**\n- another, with a\n  soft break",
        "- loose item\n\n- another loose item\n\n  with a second paragraph",
        "- **iOS**\n  - nested *tight* tip\n  - another tip\n- **Android**\n\n  - nested loose tip\n\n  - second",
        "1. ordered\n2. list",
        "> a quote holding\n>\n> - a list",
        "Text with a footnote.[^1]\n\n[^1]: The note, *styled*.",
        "<p>raw</p> inline at the start\n\n- <p>raw</p>",
        "| a | b |\n| - | - |\n| 1 | 2 |\n\n- after a table",
    ]

    @Test("the same as each child rendered and joined, for every paragraph and list", arguments: documents)
    func sameAsChildren(text: String) {
        let document = MarkdownDocument(parsing: text, options: MarkdownOptions(allowsRawHTML: true))
        let nodes = document.root.descendants.filter {
            switch $0.kind {
            case .paragraph, .list: true
            default: false
            }
        }
        #expect(!nodes.isEmpty)
        for node in nodes {
            #expect(node.contentHTML == node.children.map(\.html).joined(), "\(node.html)")
        }
    }
}
