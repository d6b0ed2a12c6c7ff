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
    /// Each tip section's platform-neutral list items (`TipSection.introHTML`), in the same order as `tips`.
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

/// Turns parsed bodies into page HTML; supplied by the caller of the loader (the site's theme),
/// called in parallel, once per page source, while its tree is alive.
public protocol BodyRenderer: Sendable {
    /// Makes the HTML of `parts` only; the other part of the result stays empty.
    func render(_ body: ParsedBody, parts: BodyParts) -> RenderedBody
}

/// Which HTML a read makes of a body: a build reads every file for its tips (platform pages show
/// them all) and renders each body's notes again only when its page is rendered, so a large site's
/// notes are never all held at once.
public struct BodyParts: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The body as the page shows it.
    public static let notes = BodyParts(rawValue: 1)
    /// Each platform tip's HTML.
    public static let tips = BodyParts(rawValue: 2)
    /// The body's distinct words (`MarkdownBody.searchTerms`), for the search index. A whole-site
    /// build leaves them to each page's job, which reads the notes again anyway, rather than keep
    /// every page's words from loading to rendering.
    public static let searchTerms = BodyParts(rawValue: 4)
    /// The tips rendered only for their digest (`PatternEntry.tipContentDigest`), their HTML not
    /// kept: a whole-site build's first reading, whose tips each page that shows them reads again
    /// (an entry's page, a platform's), rather than hold every tip of the site from loading to rendering.
    public static let tipDigests = BodyParts(rawValue: 8)
    public static let all: BodyParts = [.notes, .tips, .searchTerms]
}

/// A body as HTML, and each tip's content as HTML in `ParsedBody.tips` order.
public struct RenderedBody: Sendable {
    public var html: String
    /// Each tip as the body's own page shows it.
    public var tipHTML: [[String]]
    /// Each tip section's introduction (its platform-neutral items) in `ParsedBody.tipIntros` order; "" for none.
    public var tipIntroHTML: [String]
    /// Each tip and introduction as other pages show them (`PlatformTip.relocatableHTML`,
    /// `TipSection.relocatableIntroHTML`), in the same orders; empty when none needs it (none links to a file of the site).
    public var relocatableTipHTML: [[RelocatableHTML?]] = []
    public var relocatableTipIntroHTML: [RelocatableHTML?] = []

    public init(html: String, tipHTML: [[String]], tipIntroHTML: [String] = []) {
        self.html = html
        self.tipHTML = tipHTML
        self.tipIntroHTML = tipIntroHTML
    }
}

extension RenderedBody {
    /// A stable hash of the tips and introductions as rendered, in order: what other pages show of
    /// them, for the cross-page digest, whether or not the HTML is kept.
    var tipContentDigest: UInt64 {
        var hasher = StableHasher()
        hasher.combine(tipIntroHTML.count)
        for (index, intro) in tipIntroHTML.enumerated() {
            hasher.combine(intro)
            Self.combine(relocatableTipIntroHTML.indices.contains(index) ? relocatableTipIntroHTML[index] : nil, into: &hasher)
        }
        hasher.combine(tipHTML.count)
        for (section, tips) in tipHTML.enumerated() {
            hasher.combine(tips.count)
            for (index, tip) in tips.enumerated() {
                hasher.combine(tip)
                let relocatable = relocatableTipHTML.indices.contains(section) && relocatableTipHTML[section].indices.contains(index)
                    ? relocatableTipHTML[section][index] : nil
                Self.combine(relocatable, into: &hasher)
            }
        }
        return hasher.value
    }

    private static func combine(_ relocatable: RelocatableHTML?, into hasher: inout StableHasher) {
        hasher.combine(relocatable?.pieces.count ?? 0)
        relocatable?.pieces.forEach { hasher.combine($0) }
    }
}
