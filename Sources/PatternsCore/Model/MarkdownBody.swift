import PatternsDiagnostics

/// What the pipeline keeps of a Markdown body after its AST is gone: the facts validation and
/// other pages need, and the handle its own page renders it from (no HTML).
public struct MarkdownBody: Hashable, Sendable {
    /// Where the body is, for the page that renders it (`BodyHandle.parse`).
    public var handle: BodyHandle
    public var headings: [Heading]
    /// Links and images whose destination is another file of the site, for cross-file checks.
    public var localReferences: [LocalReference]
    /// True when the body has no text at all.
    public var isEmpty: Bool
    /// The live examples the body shows, in document order.
    public var examples: [LiveExample]
    /// The distinct search terms of the body's text, code and code blocks (notes, tips, a guide's
    /// prose), sorted and space-separated: made while the tree is alive, so the search index never
    /// re-reads HTML, and small enough to keep for every page of a large site.
    public var searchTerms: String
    /// Sections of an entry's notes that say they do not apply (`### Groupings` over a lone `n/a`).
    public var inapplicableSections: [InapplicableSection] = []

    public init(handle: BodyHandle, headings: [Heading], localReferences: [LocalReference], isEmpty: Bool,
                examples: [LiveExample] = [], searchTerms: String = "") {
        self.handle = handle
        self.headings = headings
        self.localReferences = localReferences
        self.isEmpty = isEmpty
        self.examples = examples
        self.searchTerms = searchTerms
    }

    public struct Heading: Hashable, Sendable, Encodable {
        public var level: Int
        public var text: String
        public var anchor: String
        public var location: SourceLocation
        /// Everything under the heading is platform tips, which an entry page shows apart from the
        /// notes: the notes leave the heading out, and the tips take its anchor.
        public var holdsOnlyTips = false
    }

    /// A heading of the notes whose only content is a paragraph saying it does not apply (`n/a`,
    /// `Not applicable.`): the coverage report counts the section as covered.
    public struct InapplicableSection: Hashable, Sendable, Encodable {
        /// The heading's text (`Groupings`).
        public var title: String
        /// The platform of the `## Android`-style heading above it; nil when it is for every platform.
        public var platform: Platform?

        public init(title: String, platform: Platform?) {
            self.title = title
            self.platform = platform
        }
    }

    /// A relative link or image to a file in `content/` (or a `#fragment` of the same page).
    public struct LocalReference: Hashable, Sendable, Encodable {
        /// The destination as written.
        public var destination: String
        /// The path it points to, relative to the site root (`content/patterns/controls/button.md`);
        /// empty when it climbs out of the site.
        public var targetPath: String
        /// The `#fragment`, decoded, when the destination has one.
        public var fragment: String?
        public var isImage: Bool
        public var location: SourceLocation
    }
}
