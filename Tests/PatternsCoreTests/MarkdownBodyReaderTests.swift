import PatternsTestSupport
import Testing
@testable import PatternsCore
import PatternsDiagnostics

@Suite("Markdown bodies")
struct MarkdownBodyReaderTests {
    @Test("heading anchors are readable and unique")
    func anchors() {
        var namer = AnchorNamer()
        #expect(namer.anchor(for: "Name") == "name")
        #expect(namer.anchor(for: "Developer notes") == "developer-notes")
        #expect(namer.anchor(for: "Name") == "name-2")
        #expect(namer.anchor(for: "  Focus — order & 'traps'  ") == "focus-order-traps")
        #expect(namer.anchor(for: "Rôle_et état") == "rôle-et-état")
        #expect(namer.anchor(for: "!!!") == "section")
        #expect(namer.anchor(for: "???") == "section-2")
    }

    @Test("an ASCII heading's slug, read byte by byte, is the one the Character walk gives")
    func asciiSlugsFollowTheCharacterWalk() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aZ09 -_.!\t\r\n&'()Qz")
        for _ in 0..<2_000 {
            let text = String((0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            #expect(AnchorNamer.asciiSlug(of: text) == AnchorNamer.slug(of: text), "\(text.debugDescription)")
        }
        #expect(AnchorNamer.asciiSlug(of: "Rôle") == nil)
    }

    @Test("anchors stay unique when a heading's text looks like a numbered duplicate")
    func anchorsUniqueAgainstNumberedHeadings() {
        var namer = AnchorNamer()
        let anchors = ["Name", "Name", "Name 2"].map { namer.anchor(for: $0) }
        #expect(anchors.count == Set(anchors).count, "\(anchors)")
        #expect(anchors.prefix(2) == ["name", "name-2"])

        var reversed = AnchorNamer()
        let reversedAnchors = ["Name 2", "Name", "Name"].map { reversed.anchor(for: $0) }
        #expect(reversedAnchors.count == Set(reversedAnchors).count, "\(reversedAnchors)")
    }

    @Test("local destinations: relative paths, with their query and fragment kept apart", arguments: [
        ("button.md", "button.md", ""),
        ("../controls/button.md#name", "../controls/button.md", "#name"),
        ("images/a.png?v=2#x", "images/a.png", "?v=2#x"),
        ("docs/a:b.md", "docs/a:b.md", ""),
    ])
    func localDestination(url: String, path: String, suffix: String) throws {
        let local = try #require(LocalDestination(url))
        #expect(local.path == path)
        #expect(local.suffix == suffix)
    }

    @Test("external, absolute and fragment-only destinations are not local", arguments: [
        "https://example.org/a.md", "mailto:someone@example.org", "tel:+123", "/patterns/button.md",
        "#name", "?q=1", "", "HTTP://EXAMPLE.ORG",
    ])
    func notLocal(url: String) {
        #expect(LocalDestination(url) == nil)
    }
}

@Suite("Guides")
struct GuideReaderTests {
    private func read(_ text: String, path: String = "content/guides/components/card.md") -> (Guide?, [Diagnostic]) {
        reporting(path) { GuideReader(config: controlsConfig).read(SourceFile(path: path, text: text), diagnostics: $0) }
    }

    @Test("without front matter the title is the leading '# Heading', removed from the body")
    func titleFromHeading() throws {
        let (guide, diagnostics) = read("# Grouping content\n\nGroup related elements.\n\n## Why\n")
        #expect(diagnostics.isEmpty)
        let grouping = try #require(guide)
        #expect(grouping.title == "Grouping content")
        #expect(grouping.body.headings.map(\.text) == ["Why"])
    }

    @Test("a component doc's '<!--docs:' front matter gives title and excerpt; other keys are allowed")
    func componentDoc() throws {
        let (guide, diagnostics) = read("""
        <!--docs:
        title: "Cards"
        layout: detail
        excerpt: "Cards contain content and actions about a single subject."
        -->

        # Cards

        Text.
        """)
        #expect(diagnostics.isEmpty, "\(diagnostics.summaries)")
        let cards = try #require(guide)
        #expect(cards.title == "Cards")
        #expect(cards.description == "Cards contain content and actions about a single subject.")
    }

    @Test("without a title anywhere, the file name is the title")
    func titleFromFileName() {
        let (guide, _) = read("Just text.\n")
        #expect(guide?.title == "card")
    }

    @Test("an image without alt text in a guide is reported at the file's position")
    func imageAltInGuide() {
        let marked = MarkedText("---\ntitle: Cards\n---\n\n‸![](card.png)\n")
        let (_, diagnostics) = read(marked.text)
        #expect(diagnostics.summaries == ["patterns.markdown.image-alt@\(marked.location)"])
    }

    @Test("a guide's YAML error is reported at the file's line")
    func yamlErrorInGuide() {
        let marked = MarkedText("---\ntitle: ‸[unclosed\n---\n# Guide\n")
        let (_, diagnostics) = read(marked.text)
        #expect(diagnostics.map(\.rule.id) == [Rule.yamlSyntax.id])
        #expect(diagnostics.first?.location?.line == marked.location.line)
    }
}
