import Testing
@testable import PatternsCore
import PatternsDiagnostics

/// The coverage model: which tips, references, examples and captions each entry has, what `n/a`
/// excuses, and how the figures add up.
@Suite("Catalog coverage")
struct CatalogCoverageTests {
    /// Native entries (iOS and Android) and web entries, in two categories.
    static let config: SiteConfig = {
        var config = SiteConfig(title: "Coverage", categories: [Category(id: "controls"), Category(id: "inputs")])
        config.collections = [EntryCollection(id: "native", platforms: [.ios, .android]),
                              EntryCollection(id: "web", platforms: [.web])]
        return config
    }()

    /// An entry's text: front matter with the given screen-reader values and extra lines, then `notes`.
    static func text(title: String = "Sample", categories: String = "controls", group: String = "In its group",
                     state: String = "On or off", extra: String = "", notes: String) -> String {
        """
        ---
        title: \(title)
        categories: \(categories)
        keyboard:
          tab: Focus moves to it
        mobile:
          swipe: Focus moves to it
        screenreader:
          name: Its label
          role: Switch
          group: \(group)
          state: \(state)
        \(extra)
        ---

        \(notes)
        """
    }

    static func entry(_ text: String, path: String = "content/native/sample.md") throws -> PatternEntry {
        let (entry, diagnostics) = readEntry(text, path: path, config: config, ignoring: [.emptyBody, .platformGap])
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.summaries)")
        return try #require(entry)
    }

    static func coverage(_ entries: PatternEntry...) -> CatalogCoverage {
        CatalogCoverage(site: Site(config: config, entries: entries, guides: [], assets: []))
    }

    /// `ios name=present …` for every cell of the entry's matrix that is not `present`.
    static func gaps(_ entry: EntryCoverage) -> [String] {
        entry.platforms.flatMap { platform in
            CoverageSection.allCases.compactMap { section in
                let state = entry.tip(platform, section)
                return state == .present ? nil : "\(platform.id) \(section.id)=\(state.rawValue)"
            }
        }
    }

    @Test("a tip counts for its platform and section; every other cell of the collection's platforms is missing")
    func missingTips() throws {
        let entry = try Self.entry(Self.text(notes: """
        ## Name

        - **iOS**: set `accessibilityLabel`
        - **Android**: set `contentDescription`

        ## Grouping

        - **SwiftUI**: combine the children
        """))
        let coverage = Self.coverage(entry)
        let row = try #require(coverage.entries.first)
        #expect(row.platforms == [.ios, .android])
        #expect(Self.gaps(row) == ["ios role=missing", "ios state=missing", "ios focus=missing",
                                   "android role=missing", "android groupings=missing", "android state=missing", "android focus=missing"])
        #expect(row.tallies[.tips] == CoverageTally(present: 3, expected: 10))
        #expect(row.missingTips.count == 7)
        #expect(coverage.entriesMissingTips.count == 1)
    }

    @Test("n/a in front matter excuses its section on every platform; focus needs both keyboard and mobile n/a")
    func notApplicableInFrontMatter() throws {
        let entry = try Self.entry(Self.text(group: "n/a", state: "Not applicable.", notes: "## Name\n\n- **iOS**: a label\n"))
        #expect(Self.gaps(try #require(Self.coverage(entry).entries.first)) == [
            "ios role=missing", "ios groupings=not-applicable", "ios state=not-applicable", "ios focus=missing",
            "android name=missing", "android role=missing", "android groupings=not-applicable", "android state=not-applicable",
            "android focus=missing",
        ])
        let silent = try Self.entry("""
        ---
        title: Image
        categories: controls
        keyboard: n/a
        mobile: N/A
        screenreader: none
        ---

        ## Notes

        Nothing to do.
        """)
        let row = try #require(Self.coverage(silent).entries.first)
        #expect(Self.gaps(row).allSatisfy { $0.hasSuffix("=not-applicable") } && Self.gaps(row).count == 10)
        #expect(row.tallies[.tips] == CoverageTally(present: 10, expected: 10))
    }

    @Test("a notes section that reads only n/a excuses its section, for the platform of the heading above it if any")
    func notApplicableInNotes() throws {
        let entry = try Self.entry(Self.text(notes: """
        ## Developer notes

        ### State

        N/A

        ## Android

        ### Focus

        Not applicable.

        ### Role

        n/a, but see the notes
        """))
        let row = try #require(Self.coverage(entry).entries.first)
        #expect(entry.body.inapplicableSections == [.init(title: "State", platform: nil), .init(title: "Focus", platform: .android)])
        #expect(row.tip(.ios, .state) == .notApplicable && row.tip(.android, .state) == .notApplicable)
        #expect(row.tip(.android, .focus) == .notApplicable && row.tip(.ios, .focus) == .missing)
        // Not only n/a: prose under a platform heading is that platform's tip, not an excuse.
        #expect(row.tip(.android, .role) == .present)
    }

    @Test("web entries need a working example; a counter-example alone does not count; native ones need none")
    func examples() throws {
        let counterOnly = try Self.entry(Self.text(title: "Clickable div", notes: """
        ## Name

        - **Web**: a `button` element

        ```html example inaccessible
        <div onclick="go()">Go</div>
        ```
        """), path: "content/web/div.md")
        let working = try Self.entry(Self.text(title: "Button", notes: """
        ```html example
        <button type="button">Go</button>
        ```
        """), path: "content/web/button.md")
        let native = try Self.entry(Self.text(title: "Native", notes: "## Name\n\n- **iOS**: a label\n"))
        let coverage = Self.coverage(counterOnly, working, native)
        let examples = Dictionary(uniqueKeysWithValues: coverage.entries.map { ($0.entry.title, $0.example) })
        #expect(examples == ["Clickable div": .missing, "Button": .present, "Native": .notApplicable])
        #expect(coverage.totals[.examples] == CoverageTally(present: 1, expected: 2))
        #expect(coverage.entriesWithoutExamples.map(\.entry.title) == ["Clickable div"])
        #expect(coverage.collections.map(\.expectsExamples) == [false, true])
    }

    @Test("each video expects captions; entries without videos are listed only when the site declares kinds of video")
    func captions() throws {
        var entry = try Self.entry(Self.text(notes: "## Name\n\n- **iOS**: a label\n"))
        let voiceOver = VideoKind(id: "ios-voiceover", title: "iOS VoiceOver", folder: "ios")
        let talkBack = VideoKind(id: "android-talkback", title: "Android TalkBack", folder: "android")
        entry.videos = [
            ScreenReaderVideo(kind: voiceOver, collection: "native", slug: "sample", sources: ["a.mp4"], captions: "a.vtt", poster: nil),
            ScreenReaderVideo(kind: talkBack, collection: "native", slug: "sample", sources: ["b.mp4"], captions: nil, poster: nil),
        ]
        let other = try Self.entry(Self.text(title: "Other", notes: "Text."), path: "content/native/other.md")
        var config = Self.config
        config.videos = [voiceOver, talkBack]
        let coverage = CatalogCoverage(site: Site(config: config, entries: [entry, other], guides: [], assets: []))
        #expect(coverage.totals[.captions] == CoverageTally(present: 1, expected: 2))
        #expect(coverage.entriesWithUncaptionedVideos.flatMap(\.videosWithoutCaptions).map(\.kind.id) == ["android-talkback"])
        #expect(coverage.entriesWithoutVideos.map(\.entry.title) == ["Other"])
        #expect(Self.coverage(entry, other).entriesWithoutVideos.isEmpty)
        #expect(coverage.videoCount == 2 && coverage.note(.captions) == "2 videos found, 1 with captions")
    }

    @Test("uncited criteria are the current A and AA ones no entry cites")
    func uncitedCriteria() throws {
        let citing = try Self.entry(Self.text(extra: "wcag: [2.1.1, 1.4.6]", notes: "Text."))
        let coverage = Self.coverage(citing)
        let ids = coverage.uncitedCriteria.map(\.id)
        #expect(!ids.contains("2.1.1"), "cited")
        #expect(ids.contains("1.1.1") && ids.contains("2.4.7"))
        #expect(!ids.contains("2.1.3") && !ids.contains("1.4.6"), "AAA criteria are left out")
        #expect(!ids.contains("4.1.1"), "obsolete")
        #expect(ids.count == WCAGIndex.current.filter { $0.level != .aaa }.count - 1)
        #expect(coverage.entriesWithoutWCAG.isEmpty && coverage.totals[.wcag] == CoverageTally(present: 1, expected: 1))
    }

    @Test("plain-language WCAG criteria without success-criterion numbers are their own state, a reference but not a citation")
    func plainLanguageWCAG() throws {
        let plain = try Self.entry(Self.text(title: "Plain", extra: """
        wcag:
          - name: Operable
            list:
              - criteria: Works with a keyboard alone
        """, notes: "Text."))
        let citing = try Self.entry(Self.text(title: "Citing", extra: "wcag: [2.1.1]", notes: "Text."), path: "content/native/citing.md")
        let none = try Self.entry(Self.text(title: "None", notes: "Text."), path: "content/native/none.md")
        let coverage = Self.coverage(plain, citing, none)
        #expect(coverage.entries.map(\.wcag) == [.cited, .missing, .plainLanguage], "in title order")
        #expect(coverage.entries.map(\.citesWCAG) == [true, false, false])
        #expect(coverage.totals[.wcag] == CoverageTally(present: 2, expected: 3), "plain language is not missing")
        #expect(coverage.entriesWithoutWCAG.map(\.entry.title) == ["None"])
        #expect(coverage.entriesWithPlainLanguageWCAGOnly.map(\.entry.title) == ["Plain"])
        #expect(coverage.note(.wcag) == "1 cites success criteria, 1 has only plain-language criteria, 1 has none")
    }

    @Test("with no videos the captions figure is not applicable, not 100%, and says none were found")
    func noVideos() throws {
        var config = Self.config
        config.videos = [VideoKind(id: "ios-voiceover", title: "iOS VoiceOver", folder: "ios")]
        let entry = try Self.entry(Self.text(notes: "Text."))
        let coverage = CatalogCoverage(site: Site(config: config, entries: [entry], guides: [], assets: []))
        #expect(coverage.videoCount == 0 && coverage.totals[.captions] == CoverageTally())
        #expect(coverage.percentText(.captions) == "n/a")
        #expect(coverage.note(.captions) == "no videos found")
        #expect(coverage.percentText(.tips) == coverage.totals[.tips].percentText)
    }

    @Test("figures add up per category (an entry in two counts in both), collection, platform and section")
    func figures() throws {
        let both = try Self.entry(Self.text(title: "Both", categories: "[controls, inputs]", notes: "## Name\n\n- **iOS**: a label\n"))
        let web = try Self.entry(Self.text(title: "Web", notes: "## Focus\n\n- **Web**: a ring\n"), path: "content/web/web.md")
        let coverage = Self.coverage(both, web)
        #expect(coverage.collections.map(\.collection.id) == ["native", "web"])
        let native = coverage.collections[0]
        #expect(native.categories.map(\.category.id) == ["controls", "inputs"])
        #expect(native.categories.map { $0.totals.overall } == [CoverageTally(present: 1, expected: 11), CoverageTally(present: 1, expected: 11)])
        #expect(native.totals.overall == CoverageTally(present: 1, expected: 11))
        // Web: five tips, one present; no WCAG; no example.
        #expect(coverage.collections[1].totals.overall == CoverageTally(present: 1, expected: 7))
        #expect(coverage.totals.overall == CoverageTally(present: 2, expected: 18))
        #expect(coverage.platforms.map(\.platform) == [.ios, .android, .web])
        #expect(coverage.platforms[0].sections.map(\.present) == [1, 0, 0, 0, 0])
        #expect(coverage.platforms[2].sections.map(\.present) == [0, 0, 0, 0, 1])
        #expect(coverage.platforms[2].total == CoverageTally(present: 1, expected: 5))
    }

    @Test("sources and device confirmations are figures of their own, outside the overall one unless included")
    func sourcesAndConfirmations() throws {
        let sourced = try Self.entry(Self.text(title: "Sourced", extra: """
        sources:
          - title: WAI-ARIA APG
            url: https://www.w3.org/WAI/ARIA/apg/
        verify: [mobile.swipe, keyboard.tab]
        """, notes: "Text."))
        let bare = try Self.entry(Self.text(title: "Bare", notes: "Text."))
        let coverage = Self.coverage(sourced, bare)
        #expect(coverage.totals[.sources] == CoverageTally(present: 1, expected: 2))
        #expect(coverage.totals[.confirmations] == CoverageTally(present: 1, expected: 2))
        #expect(coverage.entriesWithoutSources.map(\.entry.title) == ["Bare"])
        #expect(coverage.unconfirmed.map(\.id.description) == ["native/sample#mobile.swipe", "native/sample#keyboard.tab"])
        #expect(coverage.note(.sources) == "1 lists sources, 1 lists none; not in the overall figure unless included")
        #expect(coverage.note(.confirmations)
                == "2 behaviours not yet confirmed on a device in 1 entry; not in the overall figure unless included")
        // The overall figure and every entry's own are as before; --include adds the kinds.
        let without = coverage.totals.overall
        #expect(without == CoverageKind.allCases.filter(\.countsInOverall).reduce(CoverageTally()) { $0 + coverage.totals[$1] })
        #expect(coverage.totals.overall(including: [.sources, .confirmations])
                == CoverageTally(present: without.present + 2, expected: without.expected + 4))
        #expect(coverage.entries.map(\.tallies.overall) == [sourced, bare].map { Self.coverage($0).totals.overall })
        let included = coverage.totals.overall(including: [.sources])
        #expect(!coverage.isBelow(included.percent, including: [.sources]))
        #expect(coverage.isBelow(included.percent + 0.1, including: [.sources]))
    }

    @Test("percentages round down to a tenth, so only a complete count reads 100; thresholds compare the exact share")
    func percentages() {
        #expect(CoverageTally(present: 999, expected: 1000).percentText == "99.9%")
        #expect(CoverageTally(present: 9999, expected: 10000).percentText == "99.9%")
        #expect(CoverageTally(present: 2, expected: 3).percentText == "66.6%")
        #expect(CoverageTally(present: 0, expected: 0).percentText == "100.0%")
        #expect(CoverageTally(present: 2, expected: 3).percent == 66.6)
        #expect(CoverageTally(present: 2, expected: 3).isBelow(66.7))
        #expect(!CoverageTally(present: 2, expected: 3).isBelow(66.6))
        #expect(!CoverageTally(present: 0, expected: 0).isBelow(100))
    }

    @Test("sections are found by heading in any case, singular or plural")
    func sectionHeadings() {
        #expect(CoverageSection(heading: " grouping ") == .groupings)
        #expect(CoverageSection(heading: "States") == .state)
        #expect(CoverageSection(heading: "FOCUS") == .focus)
        #expect(CoverageSection(heading: "Focus order") == nil)
    }
}
