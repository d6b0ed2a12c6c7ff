import Foundation
@testable import PatternsCore
@testable import PatternsBodyHTML
import PatternsDiagnostics
import PatternsExports
import PatternsHistory
import Synchronization
@testable import PatternsRendering

/// A small catalog read from inline text, in memory: two entries in one category (so each has a
/// neighbour), with tips for two platforms, and a guide with a table of contents.
enum SampleSite {
    static let config = SiteConfig(
        title: "Sample patterns", description: "Criteria for sample controls.", baseURL: "https://example.com/",
        categories: [Category(id: "controls", title: "Controls", description: "Things you operate.")])

    static let button = withVoiceOverVideo(entry("button", """
    ---
    title: Button
    description: Starts an action.
    categories: controls
    platforms: [ios, web]
    keyboard:
      tab: Focus moves to the button
      space: The action runs
    mobile:
      doubletap: The action runs
    screenreader:
      name: Matches the visible label
      role: Button
      group: n/a
      state: Dimmed when disabled
    settings:
      text size: The label grows with the text size
    wcag:
      - name: Operable
        list:
          - criteria: Is keyboard operable
            sc: [2.1.1, 2.4.7]
      - 4.1.2
    ---

    ## Developer notes

    ### Name

    - Says what the button does.
    - **iOS**: set `accessibilityLabel`
    - **Web**: use the element's text

    Keep it short.

    ### Role

    - **Web**: use a `button` element

    """))

    static let toggle = entry("toggle", """
    ---
    title: Toggle
    categories: controls
    keyboard:
      space: The state changes
    mobile:
      doubletap: The state changes
    screenreader:
      name: Matches the label
      role: Switch
      group: n/a
      state: On or off
    ---

    Switches a setting.

    """)

    static let guide: Guide = {
        let text = "---\ntitle: Getting started\ndescription: Read this first.\n---\n\n## Install\n\nRun it.\n\n### On Linux\n\nUse apt.\n\n## Use\n\nBuild.\n"
        let path = "content/guides/getting-started.md"
        return GuideReader(config: config)
            .read(sourceFile(path: path, text: text), diagnostics: FileDiagnosticSink(file: path, engine: DiagnosticEngine()))!
    }()

    static let site = Site(config: config, entries: [button, toggle], guides: [guide], assets: [])
    static let context = SiteContext(title: config.title, baseURL: config.baseURL)
    static let criteria = CriteriaBook()

    static let citations = WCAGCitations(entries: site.summaries)

    static func entryPage(_ entry: PatternEntry, changeLog: ChangeLog? = nil, lastUpdated: CommitDate? = nil) -> EntryPage {
        EntryPage(entry: entry, body: body(of: entry.body), config: config, context: context, neighbours: CategoryNeighbours(site: site), criteria: criteria[entry.summary],
                  changeNote: changeLog.flatMap { EntryPage.ChangeNote(entry: entry, changeLog: $0) }, lastUpdated: lastUpdated)
    }

    /// The day the sample pages that show one say they last changed.
    static let lastUpdated = CommitDate(year: 2026, month: 11, day: 20)

    /// Since `v1`: the Button's Tab criterion changed and its Space key went; a Link entry is new.
    static let changeLog: ChangeLog = {
        let button = CatalogChanges.EntryName(id: EntryID(collection: "patterns", slug: "button"), title: "Button", pagePath: "patterns/button/index.html")
        let link = CatalogChanges.EntryName(id: EntryID(collection: "patterns", slug: "link"), title: "Link", pagePath: "patterns/link/index.html")
        func id(_ key: String) -> CriterionID { CriterionID(entry: EntryID(collection: "patterns", slug: "button"), key: key) }
        return ChangeLog(since: "v1", changes: CatalogChanges(entries: [
            .init(kind: .changed, old: button, new: button, criteria: [
                .init(kind: .changed, id: id("keyboard.tab"), old: "Tab: Focus moves", new: "Tab: Focus moves and is shown"),
                .init(kind: .removed, id: id("keyboard.space"), old: "Space: Activates", new: nil),
            ], criterionCount: 8),
            .init(kind: .added, old: nil, new: link, criteria: [], criterionCount: 5),
        ], unreadable: []))
    }()

    /// The entry with a captioned iOS VoiceOver video, as the loader finds one under content/media/video/.
    static func withVoiceOverVideo(_ entry: PatternEntry) -> PatternEntry {
        var entry = entry
        let folder = "content/media/video/patterns/ios/\(entry.slug)"
        entry.videos = [ScreenReaderVideo(kind: VideoKind(id: "ios-voiceover", title: "iOS VoiceOver", folder: "ios"),
                                          collection: entry.collection, slug: entry.slug, sources: [folder + ".mp4", folder + ".webm"],
                                          captions: folder + ".vtt", poster: folder + ".jpg")]
        return entry
    }

    /// Reads an inline entry as `content/patterns/controls/<slug>.md`. The fixtures have no errors (an error stops
    /// the test run). The button's Name section opens its tips with a platform-neutral item and has a
    /// note after them, its Role section only a Web tip (no iOS tip, on purpose).
    static func entry(_ slug: String, _ text: String, renderer: any BodyRenderer = BodyHTMLRenderer()) -> PatternEntry {
        let engine = DiagnosticEngine()
        let path = "content/patterns/controls/\(slug).md"
        let entry = PatternEntryReader(config: config, renderer: renderer)
            .read(sourceFile(path: path, text: text), diagnostics: FileDiagnosticSink(file: path, engine: engine))
        precondition(!engine.hasErrors, "sample entry \(slug): \(engine.diagnostics.map(\.message))")
        return entry!
    }

    /// A sample file as the loader reads it, its bytes kept (`SampleBytes`) for its page to render its body from.
    static func sourceFile(path: String, text: String) -> SourceFile {
        var file = SourceFile(path: path, text: text)
        file.contentHash = SampleBytes.record(Array(text.utf8))
        return file
    }

    /// Each tip's text, by tip section, as the entry's page renders its tips (`SearchText.tips`).
    static func tips(of entry: PatternEntry, config: SiteConfig = config) -> [[String]] {
        SearchText.tips(body(of: entry.body, config: config, parts: .tips).tipHTML)
    }

    /// A sample body as its page renders it from its handle, from the bytes read (`parts` of it).
    static func body(of body: MarkdownBody, config: SiteConfig = config, parts: BodyParts = .all) -> RenderedBody {
        self.body(of: body.handle, config: config, parts: parts)
    }

    static func body(of handle: BodyHandle, config: SiteConfig = config, parts: BodyParts = .all) -> RenderedBody {
        handle.parse(SampleBytes.bytes(hashed: handle.contentHash), config: config, examples: ExampleLibrary(),
                     renderer: BodyHTMLRenderer(), parts: parts)!.rendered
    }
}

/// The bytes of every sample file read, by hash: what a page reads from disk in a build, kept in
/// memory for tests whose sites are written inline.
enum SampleBytes {
    private static let read = Mutex<[UInt64: [UInt8]]>([:])

    /// Keeps `bytes`, returning their hash (`SourceFile.contentHash`).
    static func record(_ bytes: [UInt8]) -> UInt64 {
        let hash = StableHasher.hash(bytes)
        read.withLock { $0[hash] = bytes }
        return hash
    }

    static func bytes(hashed hash: UInt64) -> [UInt8] {
        read.withLock { $0[hash] ?? [] }
    }
}
