import PatternsMarkdown

/// A body's live Markdown tree with what the reader found in it: what a `BodyRenderer` turns into
/// page HTML while the tree is still alive.
///
/// Core decides what things are (which heading has which anchor, where a link leads, which list
/// items are tips); the renderer decides how they look.
public struct ParsedBody {
    public let document: MarkdownDocument
    /// Output path of the page the body is shown on: link URLs are made relative to it.
    public let pagePath: OutputPath
    /// The top-level blocks, after a guide's leading title was taken out.
    public let blocks: [MarkdownNode]
    /// Each heading with its anchor, in document order.
    public let headings: [(node: MarkdownNode, anchor: String)]
    /// Links and images whose destination the page must not show as written.
    public let links: [Link]
    /// The tips, in the order of the model's tip sections and their tips.
    public let tips: [[Tip]]
    /// Each tip section's platform-neutral list items (`TipSection.introCount`), in the same order as `tips`.
    public let tipIntros: [[MarkdownNode]]
    /// Headings with nothing but tips under them (`MarkdownBody.Heading.holdsOnlyTips`).
    public let tipsOnlyHeadings: [MarkdownNode]
    /// The live examples with the fences that hold them, in document order.
    public let examples: [(node: MarkdownNode, example: LiveExample)]

    /// A link or image and where it must lead on the page.
    public struct Link {
        public let node: MarkdownNode
        public let destination: Destination
    }

    public enum Destination {
        /// Runs code or reads local files: the page shows a link to nowhere.
        case unsafe
        /// Another file of the site, by its output path, with the `?query#fragment` as written.
        case siteFile(output: OutputPath, suffix: String)
    }

    /// The list item that holds a tip, and its bold platform label (none for an unlabelled item under `## iOS`);
    /// under a platform heading a tip may be a paragraph instead of an item.
    public struct Tip {
        public let item: MarkdownNode
        public let label: MarkdownNode?
    }
}

/// Turns parsed bodies into what pages show (HTML for the site's theme, Markdown for `patterns mcp`);
/// supplied by the render step, which reads each body from its `BodyHandle` when the page that owns
/// it is rendered, and called while the body's tree is alive. What it makes is the page's, never the model's.
public protocol BodyRenderer: Sendable {
    /// What the renderer makes of a body (`RenderedBody` for the site's pages).
    associatedtype Rendered: Sendable

    /// Makes `parts` of the body (`.notes`, `.tips`); the others stay empty.
    func render(_ body: ParsedBody, parts: BodyParts) -> Rendered

    /// A stable hash of the tips and their introductions as rendered: what other pages show of an
    /// entry, which the cross-page digest covers (`PatternEntry.tipContentDigest`). The loader asks
    /// for it as it reads each file, and keeps nothing else the renderer makes.
    func tipContentDigest(of body: ParsedBody) -> UInt64

    /// Renders everything the pages show of the body and keeps it for them with its search terms,
    /// when the renderer keeps bodies (a whole-site build's: `BodyParts.pages`); returns the tips'
    /// digest as `tipContentDigest(of:)` does.
    func keep(_ body: ParsedBody, searchTerms: String, of handle: BodyHandle) -> UInt64
}

extension BodyRenderer {
    /// A renderer that keeps nothing only digests the tips.
    public func keep(_ body: ParsedBody, searchTerms: String, of handle: BodyHandle) -> UInt64 {
        tipContentDigest(of: body)
    }
}

/// What a reading makes of a body: the loader, search terms and the tips' digest; a page's reading
/// (`BodyHandle.parse`), the notes, the tips, and the search terms its search needs.
public struct BodyParts: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The body as the page shows it.
    public static let notes = BodyParts(rawValue: 1)
    /// Each platform tip and section introduction; for the loader, their digest as `.tipDigests`.
    public static let tips = BodyParts(rawValue: 2)
    /// The body's distinct words (`MarkdownBody.searchTerms`), for the search index. A whole-site
    /// build asks for `.pages` instead, so the words go with the kept body rather than stay in the
    /// model from loading to rendering.
    public static let searchTerms = BodyParts(rawValue: 4)
    /// The tips rendered only for their digest (`PatternEntry.tipContentDigest`), nothing kept.
    public static let tipDigests = BodyParts(rawValue: 8)
    /// Everything the pages show of the body, and its search terms, rendered as the loader reads it
    /// and handed to the renderer to keep for them (`BodyRenderer.keep`), the model keeping none of
    /// it: a whole-site build then parses each body once.
    public static let pages = BodyParts(rawValue: 16)
    public static let all: BodyParts = [.notes, .tips, .searchTerms]
}
