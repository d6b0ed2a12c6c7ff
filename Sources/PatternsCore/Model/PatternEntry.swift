import PatternsDiagnostics

/// A pattern: how to test one UI component, and how to build it accessibly on each platform.
///
/// Two parts: `summary`, what pages other than the entry's own read (and whose stable hash is the
/// cross-page digest; it holds the outline of the tips, which pages render from `body.handle`), and
/// what only the entry's own page and the checks read (`Fields`). Both are
/// read and written by name (`entry.title`, `entry.sources`) through `@dynamicMemberLookup`.
///
/// The parts live in one shared, immutable box, so copying an entry (into a category's group, a
/// sorted list, a job) copies one reference instead of the hundreds of bytes the fields take inline;
/// at 100,000 entries the site held several such arrays at once. A write makes a new box, so an
/// entry behaves as a value like any other model.
@dynamicMemberLookup
public struct PatternEntry: Hashable, Sendable {
    /// What only the entry's own page and the checks read.
    public struct Fields: Hashable, Sendable {
        public var summary: EntrySummary
        /// Where the title's value stands, for problems such as a duplicate title.
        public var titleLocation: SourceLocation?
        /// The notes; `summary.bodyOutline` holds what other pages read of them.
        public var body: MarkdownBody
        /// The entry's screen-reader videos, found by file name under `content/media/video/` (not front matter).
        public var videos: [ScreenReaderVideo] = []
    }

    /// Immutable, so it can be shared between copies and threads; a write replaces it.
    @usableFromInline final class Storage: Sendable {
        @usableFromInline let fields: Fields
        @usableFromInline init(_ fields: Fields) { self.fields = fields }
    }

    @usableFromInline var storage: Storage

    /// What pages other than the entry's own read of it.
    public var summary: EntrySummary { storage.fields.summary }

    /// The own page's fields, read and written by name (`entry.sources`).
    @inlinable public subscript<Value>(dynamicMember path: WritableKeyPath<Fields, Value>) -> Value {
        get { storage.fields[keyPath: path] }
        set {
            var fields = storage.fields
            fields[keyPath: path] = newValue
            storage = Storage(fields)
        }
    }

    /// The summary's fields, read and written by name (`entry.title`).
    @inlinable public subscript<Value>(dynamicMember path: WritableKeyPath<EntrySummary, Value>) -> Value {
        get { storage.fields.summary[keyPath: path] }
        set {
            var fields = storage.fields
            fields.summary[keyPath: path] = newValue
            storage = Storage(fields)
        }
    }

    /// The notes; setting them sets the summary's outline of them too.
    public var body: MarkdownBody {
        get { storage.fields.body }
        set {
            var fields = storage.fields
            fields.body = newValue
            fields.summary.bodyOutline = BodyOutline(newValue)
            storage = Storage(fields)
        }
    }

    public var slug: String {
        get { storage.fields.summary.id.slug }
        set { self.id.slug = newValue }
    }
    public var collection: String { storage.fields.summary.id.collection }

    public static func == (lhs: PatternEntry, rhs: PatternEntry) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(storage.fields) }

    public init(slug: String, sourcePath: SourcePath, title: String, titleLocation: SourceLocation? = nil,
                description: String?, categories: [String],
                platforms: [Platform], keyboard: [Criterion], mobile: [Criterion], screenReader: ScreenReaderOutput,
                settings: [Criterion], gherkinKeyboard: [GherkinStep], gherkinMobile: [GherkinStep],
                wcag: WCAGMapping = WCAGMapping(), body: MarkdownBody, tipSections: [TipSection],
                collection: EntryCollection = .implicit) {
        let summary = EntrySummary(
            id: EntryID(collection: collection.id, slug: slug), sourcePath: sourcePath, pagePath: collection.page(slug: slug),
            title: title, description: description, categories: categories,
            platforms: platforms, keyboard: keyboard, mobile: mobile, screenReader: screenReader, settings: settings,
            gherkinKeyboard: gherkinKeyboard, gherkinMobile: gherkinMobile, wcag: wcag,
            tipOutline: tipSections.map(EntrySummary.TipOutline.init), bodyOutline: BodyOutline(body))
        storage = Storage(Fields(summary: summary, titleLocation: titleLocation, body: body))
    }

    /// Whether the behaviour of the criterion with this key still awaits confirmation on a device.
    public func isUnconfirmed(_ key: String) -> Bool { summary.isUnconfirmed(key) }

    /// The sources that back the criterion or section with this key.
    public func references(backing key: String) -> [SourceReference] { summary.references(backing: key) }

    /// Every criterion key of the entry in page order (`keyboard.tab`, `screenreader.name`): each
    /// is the id of its row on the entry page, what `backs:` and `verify:` name.
    public var criterionKeys: [String] { summary.criterionKeys }

    /// The stable hash of `summary`: equal before and after an edit that changes only the entry's own page.
    public var crossPageDigest: UInt64 { StableHashingEncoder.hash(storage.fields.summary) }
}
