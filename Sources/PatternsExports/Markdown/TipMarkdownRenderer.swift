import PatternsCore
import PatternsMarkdown

/// Makes each platform tip's content Markdown instead of HTML, for readers that are not a web page
/// (`patterns mcp` answers assistants in Markdown): what an entry's body handle gives through it is
/// `TipMarkdown`, and no notes.
///
/// Links to other files of the site lead to their pages: absolute when the site's address is known
/// (`baseURL`), else relative to the site root; links that would run code lead nowhere (`#`), as on the pages.
public struct TipMarkdownRenderer: BodyRenderer {
    let baseURL: String?

    public init(baseURL: String?) {
        self.baseURL = baseURL
    }

    public func render(_ body: ParsedBody, parts: BodyParts) -> TipMarkdown {
        let document = body.document
        for link in body.links {
            document.setURL(url(for: link.destination), on: link.node)
        }
        let tips = body.tips.map { section in section.map { Self.markdown(TipContent.blocks(of: $0, in: document)) } }
        // A section's platform-neutral items as the paragraphs that introduce its tips.
        let intros = body.tipIntros.map { items in
            items.map { item in item.children.map { Self.trimmed($0.commonMark) }.joined(separator: "\n\n") }.joined(separator: "\n\n")
        }
        return TipMarkdown(tips: tips, intros: intros)
    }

    /// The tips' Markdown, hashed (in order, with their counts).
    public func tipContentDigest(of body: ParsedBody) -> UInt64 {
        let rendered = render(body, parts: .tips)
        var hasher = StableHasher()
        hasher.combine(rendered.intros.count)
        rendered.intros.forEach { hasher.combine($0) }
        hasher.combine(rendered.tips.count)
        for section in rendered.tips {
            hasher.combine(section.count)
            section.forEach { hasher.combine($0) }
        }
        return hasher.value
    }

    /// A tip as a Markdown list, as the page lists tips: a tip that is a list (the items under a
    /// `**iOS**` label) as that list, one written as prose as an item of its own.
    static func markdown(_ blocks: [MarkdownNode]) -> String {
        if blocks.count == 1, case .list = blocks[0].kind {
            return dedented(blocks[0].commonMark)
        }
        let text = blocks.map(\.commonMark).joined(separator: "\n")
        return "- " + lines(of: text).map { $0.isEmpty ? $0 : "  " + $0 }.joined(separator: "\n").dropFirst(2)
    }

    /// cmark writes a list's markers two spaces in; the same list without them, so lists of tips join up.
    private static func dedented(_ text: String) -> String {
        let lines = lines(of: text)
        let indent = lines.filter { !$0.isEmpty }.map { $0.prefix(while: { $0 == " " }).count }.min() ?? 0
        return lines.map { String($0.dropFirst(indent)) }.joined(separator: "\n")
    }

    /// The text without the line breaks that end it.
    private static func trimmed(_ text: String) -> String {
        var text = Substring(text)
        while text.last == "\n" { text.removeLast() }
        return String(text)
    }

    /// The text's lines, without the line break that ends it.
    private static func lines(of text: String) -> [String] {
        var text = Substring(text)
        while text.last == "\n" { text.removeLast() }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    private func url(for destination: ParsedBody.Destination) -> String {
        switch destination {
        case .unsafe:
            return "#"
        case .siteFile(let output, let suffix):
            let page = SiteContext(title: "", baseURL: baseURL).absoluteURL(for: output)
            return (page ?? SiteLayout.homePage.relativeURL(to: output)) + suffix
        }
    }
}
