/// What pages other than an entry's own read from it: the index, category, platform, checklist,
/// defect and WCAG pages, the search index's WCAG pages, the exports and the neighbours' pager links.
///
/// Its stable hash is the entry's cross-page digest (`PatternEntry.crossPageDigest`), taken through
/// the compiler-written `Encodable` conformance, so every field here is in the digest: a page given a
/// summary cannot read what the digest misses, and an edit that leaves the summary as it was
/// re-renders only the entry's own page. Left out, because only the own page shows them: the notes,
/// the tips' text (their rendered form is in `tipContentDigest`), the title's position and the search
/// terms (the index is patched with each edited page's terms). The videos are left out too: they come
/// from media files rather than the entry, so the coverage page, which counts them, reads the entry.
public struct EntrySummary: Hashable, Sendable, Encodable {
    /// The entry's collection and slug, which name it across the site.
    public var id: EntryID
    /// Source path relative to the site root.
    public var sourcePath: SourcePath
    /// Output path of the entry's page (`patterns/button/index.html`).
    public var pagePath: OutputPath
    public var title: String
    public var description: String?
    public var categories: [String]
    /// Where the entry stands inside its categories (`order:`); nil sorts after every ordered entry.
    public var order: Int? = nil
    /// The ways of testing the entry says do not apply at all (`keyboard: n/a`), in `TestingMode.allCases` order.
    public var notApplicable: [TestingMode] = []
    /// Platforms the entry covers: from front matter, or else those its tips name.
    public var platforms: [Platform]
    public var keyboard: [Criterion]
    public var mobile: [Criterion]
    public var screenReader: ScreenReaderOutput
    public var settings: [Criterion]
    public var gherkinKeyboard: [GherkinStep]
    public var gherkinMobile: [GherkinStep]
    public var wcag: WCAGMapping
    /// Which platforms have tips under which heading of the notes, without the tips' text.
    public var tipOutline: [TipOutline]
    /// A stable hash of the tips and introductions as rendered (`BodyRenderer.tipContentDigest`);
    /// 0 when the site was loaded without a renderer.
    public var tipContentDigest: UInt64 = 0
    /// What other pages and the cross-file checks read of the notes.
    public var bodyOutline: BodyOutline
    /// The published references the entry rests on (`sources:`), in source order; the criteria export
    /// carries them as evidence.
    public var sources: [SourceReference] = []
    /// Criterion keys whose behaviour is not yet confirmed on a device (`verify:`), in source order;
    /// the criteria export marks them.
    public var unconfirmed: [KeyReference] = []

    /// The heading, anchor and platforms of one section of tips.
    public struct TipOutline: Hashable, Sendable, Encodable {
        public var title: String
        public var anchor: String
        /// How many introductions (text for every platform) the section has.
        public var introCount: Int
        public var tips: [TipMark]

        init(_ section: TipSection) {
            title = section.title
            anchor = section.anchor
            introCount = section.introCount
            tips = section.tips.map { TipMark(platform: $0.platform, framework: $0.framework) }
        }

        public var platforms: [Platform] {
            var seen: [Platform] = []
            for tip in tips where !seen.contains(tip.platform) { seen.append(tip.platform) }
            return seen
        }

        public func anchor(for platform: Platform) -> String { "\(platform.tipsAnchor)-\(anchor)" }
    }

    /// One tip's platform and framework (`SwiftUI`), without its text.
    public struct TipMark: Hashable, Sendable, Encodable {
        public var platform: Platform
        public var framework: String?
    }

    public var slug: String { id.slug }
    public var collection: String { id.collection }

    /// Whether the behaviour of the criterion with this key still awaits confirmation on a device.
    public func isUnconfirmed(_ key: String) -> Bool { unconfirmed.contains { $0.key == key } }

    /// The sources that back the criterion or section with this key.
    public func references(backing key: String) -> [SourceReference] { sources.filter { $0.backs.contains { $0.key == key } } }

    /// Every criterion key of the entry in page order (`keyboard.tab`, `screenreader.name`): each
    /// is the id of its row on the entry page, what `backs:` and `verify:` name.
    public var criterionKeys: [String] {
        TestingMode.allCases.flatMap { $0.keyedCriteria(of: self).map(\.key) }
    }
}

/// What other pages and the cross-file checks read of a body: its headings (link targets, search
/// text, the platform pages' links into the notes), its links to other files, its live examples'
/// frames and whether they are counter-examples, and the sections that say they do not apply.
public struct BodyOutline: Hashable, Sendable, Encodable {
    /// Where the body is read from, for pages that render part of it (a platform's page shows the
    /// entry's tips); not in the digest, which covers the tips' rendered form (`tipContentDigest`).
    public var handle: BodyHandle
    public var headings: [MarkdownBody.Heading]
    public var localReferences: [MarkdownBody.LocalReference]
    public var examples: [ExampleFrame]
    public var inapplicableSections: [MarkdownBody.InapplicableSection]

    /// A live example's frame document, a file of its own that a build must write or remove.
    public struct ExampleFrame: Hashable, Sendable, Encodable {
        public var framePath: OutputPath
        public var isInaccessible: Bool
    }

    public init(_ body: MarkdownBody) {
        handle = body.handle
        headings = body.headings
        localReferences = body.localReferences
        examples = body.examples.map { ExampleFrame(framePath: $0.framePath, isInaccessible: $0.isInaccessible) }
        inapplicableSections = body.inapplicableSections
    }
}

/// What pages other than a guide's own read from it; its stable hash is the guide's cross-page digest.
public struct GuideSummary: Hashable, Sendable, Encodable {
    public var sourcePath: SourcePath
    public var pagePath: OutputPath
    public var title: String
    public var description: String?
    public var body: BodyOutline
}

extension Guide {
    /// What other pages read of the guide.
    public var summary: GuideSummary {
        GuideSummary(sourcePath: sourcePath, pagePath: pagePath, title: title, description: description, body: BodyOutline(body))
    }

    /// The stable hash of `summary`.
    public var crossPageDigest: UInt64 { StableHashingEncoder.hash(summary) }
}
