import PatternsTestSupport
import Testing
@testable import PatternsCore
import PatternsDiagnostics

@Suite("Front matter")
struct FrontMatterTests {
    private func split(_ text: String) -> (FrontMatter, [Diagnostic]) {
        reporting("content/patterns/x.md") { FrontMatter.split(text, diagnostics: $0) }
    }

    /// The YAML's lines; whether it ends with a line break does not matter to the parser.
    private func lines(_ yaml: String?) -> [String]? {
        yaml.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
            .map { $0.last == "" ? Array($0.dropLast()) : $0 }
    }

    @Test("'---' front matter: YAML starts on line 2, the body right after the closing line")
    func dashes() {
        let (split, diagnostics) = split("---\ntitle: Button\ncategories: controls\n---\n## Notes\ntext\n")
        #expect(diagnostics.isEmpty)
        #expect(split.form == .dashes)
        #expect(lines(split.yaml) == ["title: Button", "categories: controls"])
        #expect(split.yamlFirstLine == 2)
        #expect(split.body == "## Notes\ntext\n")
        #expect(split.bodyFirstLine == 5)
    }

    @Test("'...' closes a '---' front matter")
    func dotsClose() {
        let (split, diagnostics) = split("---\ntitle: Button\n...\nBody\n")
        #expect(diagnostics.isEmpty)
        #expect(split.form == .dashes)
        #expect(lines(split.yaml) == ["title: Button"])
        #expect(split.body == "Body\n")
        #expect(split.bodyFirstLine == 4)
    }

    @Test("component docs put their front matter in '<!--docs:' … '-->'")
    func htmlComment() {
        let (split, diagnostics) = split("<!--docs:\ntitle: Card\ndescription: A card\n-->\n# Card\n")
        #expect(diagnostics.isEmpty)
        #expect(split.form == .htmlComment)
        #expect(lines(split.yaml) == ["title: Card", "description: A card"])
        #expect(split.yamlFirstLine == 2)
        #expect(split.body == "# Card\n")
        #expect(split.bodyFirstLine == 5)
    }

    @Test("'<!--docs:' with YAML on the opening line starts the YAML on line 1")
    func htmlCommentWithYAMLOnOpeningLine() {
        let (split, diagnostics) = split("<!--docs: title: Card\nstatus: beta\n-->\nBody")
        #expect(diagnostics.isEmpty)
        #expect(lines(split.yaml) == ["title: Card", "status: beta"])
        #expect(split.yamlFirstLine == 1)
        #expect(split.bodyFirstLine == 4)
    }

    @Test("a file without front matter is all body, from line 1")
    func noFrontMatter() {
        let text = "# Guide\n\n---\n\nText\n"
        let (split, diagnostics) = split(text)
        #expect(diagnostics.isEmpty)
        #expect(split.yaml == nil)
        #expect(split.form == nil)
        #expect(split.body == text)
        #expect(split.bodyFirstLine == 1)
    }

    @Test("an opening '---' that never closes is reported at 1:1 and the file is read as body")
    func unterminated() {
        let marked = MarkedText("‸---\ntitle: Button\n\n## Notes\n")
        let (split, diagnostics) = split(marked.text)
        #expect(diagnostics.summaries == ["patterns.frontmatter.unterminated@\(marked.location)"])
        #expect(diagnostics.first?.rule.id == Rule.frontMatterUnterminated.id)
        #expect(diagnostics.first?.hint?.contains("'---'") == true)
        #expect(split.yaml == nil)
        #expect(split.body == marked.text)
    }

    @Test("an unclosed '<!--docs:' is reported with a hint naming '-->'")
    func unterminatedComment() {
        let (_, diagnostics) = split("<!--docs:\ntitle: Card\n# Card\n")
        #expect(diagnostics.with(.frontMatterUnterminated).count == 1)
        #expect(diagnostics.first?.hint?.contains("'-->'") == true)
    }

    @Test("CRLF line endings split like LF ones, with the same line numbers")
    func crlf() {
        let (split, diagnostics) = split("---\r\ntitle: Button\r\ncategories: controls\r\n---\r\n## Notes\r\n")
        #expect(diagnostics.isEmpty)
        #expect(split.form == .dashes)
        #expect(split.yaml?.contains("title: Button") == true)
        #expect(split.yaml?.contains("---") == false)
        #expect(split.yamlFirstLine == 2)
        #expect(split.body.hasPrefix("## Notes"))
        #expect(split.bodyFirstLine == 5)
    }
}
