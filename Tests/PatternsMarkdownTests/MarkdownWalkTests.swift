import Testing
import PatternsMarkdown

/// The one-walk queries validation uses instead of building child arrays for every node.
@Suite("Markdown walks")
struct MarkdownWalkTests {
    @Test("paragraphs and headings in document order, marked in the flow unless in a table or footnote")
    func paragraphsAndHeadings() {
        let document = MarkdownDocument(parsing: """
        # Title

        Intro.

        - Item
          > Quoted

        - [ ] Task

        | a |
        | - |
        | cell |

        Note.[^1]

        [^1]: Footnote text.
        """)
        let found = document.paragraphsAndHeadings().map { ($0.node.plainText, $0.isInFlow) }
        #expect(found.map(\.0) == ["Title", "Intro.", "Item", "Quoted", "Task", "Note.", "Footnote text."])
        #expect(found.map(\.1) == [true, true, true, true, true, true, false])
        #expect(document.paragraphsAndHeadings()[0].node.firstChild?.literal == "Title")
    }

    @Test("adjacent text nodes form one run; other inlines split runs")
    func textRuns() {
        let document = MarkdownDocument(parsing: "See https\\://x and *this* {% raw %}\n\nNext.")
        let runs = document.textRuns().map { $0.map { $0.literal ?? "" }.joined() }
        #expect(runs == ["See https://x and ", "this", " {% raw %}", "Next."])
    }

    @Test("the runs holding a byte are the runs whose text holds it, in order; a brace in code is not text")
    func textRunsHoldingAByte() {
        let document = MarkdownDocument(parsing: "A {x\\:y} b *{c}* and `{code}`\n\n- item {\n\nNone here.\n\n```\n{block}\n```")
        let all = document.textRuns().map { $0.map { $0.literal ?? "" }.joined() }
        let holding = document.textRuns(holding: UInt8(ascii: "{")).map { $0.map { $0.literal ?? "" }.joined() }
        #expect(holding == all.filter { $0.contains("{") })
        #expect(holding == ["A {x:y} b ", "{c}", "item {"])
        #expect(document.textRuns(holding: UInt8(ascii: "#")).isEmpty)
    }
}
