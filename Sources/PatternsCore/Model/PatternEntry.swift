import PatternsDiagnostics

/// A pattern: how to test one UI component, and how to build it accessibly on each platform.
public struct PatternEntry: Hashable, Sendable {
    /// The entry's collection and slug, which name it across the site.
    public var id: EntryID
    /// URL-safe identifier from the file name; unique within its collection.
    public var slug: String {
        get { id.slug }
        set { id.slug = newValue }
    }
    /// The id of the collection the entry belongs to (`patterns` on a site without collections).
    public var collection: String {
        get { id.collection }
        set { id.collection = newValue }
    }
    /// Source path relative to the site root.
    public var sourcePath: SourcePath
    /// Output path of the entry's page (`patterns/button/index.html`).
    public var pagePath: OutputPath
    public var title: String
    /// Where the title's value stands, for problems such as a duplicate title.
    public var titleLocation: SourceLocation?
    public var description: String?
    public var categories: [String]
    /// Where the entry stands inside its categories (`order:`); nil sorts after every ordered entry.
    public var order: Int?
    /// The ways of testing the entry says do not apply at all (`keyboard: n/a`).
    public var notApplicable: Set<TestingMode> = []
    /// Platforms the entry covers: from front matter, or else those its tips name.
    public var platforms: [Platform]
    public var keyboard: [Criterion]
    public var mobile: [Criterion]
    public var screenReader: ScreenReaderOutput
    public var settings: [Criterion]
    public var gherkinKeyboard: [GherkinStep]
    public var gherkinMobile: [GherkinStep]
    public var wcag: WCAGMapping
    public var body: MarkdownBody
    /// The tips under each heading of the notes: where they are and for which platform; the pages
    /// that show them render them from `body.handle`.
    public var tipSections: [TipSection]
    /// A stable hash of the tips as rendered (`BodyRenderer.tipContentDigest`), which the cross-page
    /// digest covers; 0 when the site was loaded without a renderer.
    public var tipContentDigest: UInt64 = 0
    /// The published references the entry rests on (`sources:`), in source order.
    public var sources: [SourceReference] = []
    /// Criterion keys whose behaviour is not yet confirmed on a device (`verify:`), in source order.
    public var unconfirmed: [KeyReference] = []
    /// The entry's screen-reader videos, found by file name under `content/media/video/` (not front matter).
    public var videos: [ScreenReaderVideo] = []

    public init(slug: String, sourcePath: SourcePath, title: String, titleLocation: SourceLocation? = nil,
                description: String?, categories: [String],
                platforms: [Platform], keyboard: [Criterion], mobile: [Criterion], screenReader: ScreenReaderOutput,
                settings: [Criterion], gherkinKeyboard: [GherkinStep], gherkinMobile: [GherkinStep],
                wcag: WCAGMapping = WCAGMapping(), body: MarkdownBody, tipSections: [TipSection],
                collection: EntryCollection = .implicit) {
        id = EntryID(collection: collection.id, slug: slug)
        self.sourcePath = sourcePath
        self.pagePath = collection.page(slug: slug)
        self.title = title
        self.titleLocation = titleLocation
        self.description = description
        self.categories = categories
        self.platforms = platforms
        self.keyboard = keyboard
        self.mobile = mobile
        self.screenReader = screenReader
        self.settings = settings
        self.gherkinKeyboard = gherkinKeyboard
        self.gherkinMobile = gherkinMobile
        self.wcag = wcag
        self.body = body
        self.tipSections = tipSections
    }

    /// Whether the behaviour of the criterion with this key still awaits confirmation on a device.
    public func isUnconfirmed(_ key: String) -> Bool { unconfirmed.contains { $0.key == key } }

    /// The sources that back the criterion or section with this key.
    public func sources(backing key: String) -> [SourceReference] { sources.filter { $0.backs.contains { $0.key == key } } }

    /// Every criterion key of the entry in page order (`keyboard.tab`, `screenreader.name`): each
    /// is the id of its row on the entry page, what `backs:` and `verify:` name.
    public var criterionKeys: [String] {
        TestingMode.allCases.flatMap { $0.keyedCriteria(of: self).map(\.key) }
    }
}
