@testable import PatternsBodyHTML
import Testing
@testable import PatternsCore
@testable import PatternsExports
@testable import PatternsRendering

/// Tips as the entry page shows them: each section's tips one list, its platform-neutral items its
/// introduction for every platform, one platform's tips without tabs, and one id scheme for every platform.
@Suite("Tip lists")
struct TipListTests {
    static func entry(_ slug: String, platforms: String, notes: String, renderer: any BodyRenderer = BodyHTMLRenderer()) -> PatternEntry {
        SampleSite.entry(slug, """
        ---
        title: \(slug.capitalized)
        categories: controls
        platforms: [\(platforms)]
        keyboard:
          tab: Focus moves to it
        mobile:
          doubletap: It runs
        screenreader:
          name: Matches the visible label
          role: Button
          group: n/a
          state: Dimmed when disabled
        ---

        ## Developer notes

        Prose that stays in the notes.

        \(notes)
        """, renderer: renderer)
    }

    static let web = entry("fab", platforms: "web", notes: """
    ### Name

    - **Web**: Use the button's text as its name
    - **Web**: an icon-only button needs `aria-label`

    ### Role

    - **Web**: use a `button` element
    """)

    static let native = entry("chip", platforms: "ios, android, web", notes: """
    ### Name

    - The name says what will happen, and matches the text on screen.
    - **iOS**
      - Set `accessibilityLabel`
      - Keep it short
    - **Android**: set `contentDescription`
    - **Jetpack Compose**
      - Use `Modifier.semantics`

    ### Role

    - **iOS**: add the `.button` trait
    - **Android**: report `Button` as the class name
    - **Web**: use a `button` element
    """)

    @Test("a one-line tip is a list item with its text as written; a section's tips are one list")
    func oneLineTipIsAnItem() throws {
        let name = try #require(Self.web.tipOutline.firstIndex { $0.title == "Name" })
        let tips = SampleSite.body(of: Self.web.body).tipHTML[name]
        #expect(tips == [
            "<li>Use the button's text as its name</li>\n",
            "<li>an icon-only button needs <code>aria-label</code></li>\n",
        ])
        let page = SampleSite.entryPage(Self.web)
        let group = try #require(page.tipPlatforms.first?.sections.first)
        #expect(group.hasTips && group.intro == nil)
        #expect(group.tips.map(\.html) == tips)
    }

    @Test("a tip written as a list gives its items; a framework's tips are one item, its name over their list")
    func nestedAndFrameworkTips() throws {
        let name = try #require(Self.native.tipOutline.firstIndex { $0.title == "Name" })
        let ios = try #require(Self.native.tipOutline[name].tips.firstIndex { $0.platform == .ios })
        #expect(SampleSite.body(of: Self.native.body).tipHTML[name][ios] == "<li>Set <code>accessibilityLabel</code></li>\n<li>Keep it short</li>\n")
        let page = SampleSite.entryPage(Self.native)
        let android = try #require(page.tipPlatforms.first { $0.platform == "android" }?.sections.first)
        #expect(android.tips.map(\.html) == [
            "<li>set <code>contentDescription</code></li>\n",
            "<li><p class=\"framework\">Jetpack Compose</p>\n<ul>\n<li>Use <code>Modifier.semantics</code></li>\n</ul>\n</li>\n",
        ])
    }

    @Test("one platform's tips have no tabs and no platform heading; several have both")
    func singlePlatform() {
        let single = SampleSite.entryPage(Self.web)
        #expect(single.tipPlatforms.count == 1)
        #expect(!single.hasPlatformTabs)
        #expect(single.tipsTitle == "Web tips")
        #expect(single.sections.last?.title == "Web tips")
        let several = SampleSite.entryPage(Self.native)
        #expect(several.hasPlatformTabs)
        #expect(several.tipsTitle == "Platform tips")
    }

    @Test("a platform-neutral first item introduces its section's tips for every platform and leaves the notes")
    func neutralItemIsTheIntro() throws {
        let index = try #require(Self.native.tipOutline.firstIndex { $0.title == "Name" })
        let name = Self.native.tipOutline[index]
        let body = SampleSite.body(of: Self.native.body)
        #expect(name.introCount == 1)
        #expect(body.introHTML(section: index) == "<p>The name says what will happen, and matches the text on screen.</p>\n")
        #expect(name.tips.count == 3, "the neutral item is no platform's tip")
        let page = SampleSite.entryPage(Self.native)
        for platform in page.tipPlatforms {
            let group = try #require(platform.sections.first { $0.title == "Name" }, "\(platform.platform)")
            #expect(group.intro == body.introHTML(section: index), "\(platform.platform)")
        }
        // The Web platform has no Name tip of its own, and still reads the introduction.
        #expect(page.tipPlatforms.first { $0.platform == "web" }?.sections.first { $0.title == "Name" }?.hasTips == false)
        #expect(!body.notesHTML.contains("The name says"))
        #expect(!body.notesHTML.contains(">Name<"), "no orphan Name heading in the notes")
        #expect(body.notesHTML.contains("Prose that stays in the notes."))
        #expect(Self.native.body.headings.first { $0.text == "Name" }?.holdsOnlyTips == true)
    }

    @Test("every platform's groups have ids of one scheme; a section's own anchor stays on its first group")
    func oneAnchorScheme() {
        let page = SampleSite.entryPage(Self.native)
        #expect(page.tipPlatforms.map(\.id) == ["tips-ios", "tips-android", "tips-web"])
        #expect(page.tipPlatforms.map { $0.sections.map(\.id) } == [
            ["tips-ios-name", "tips-ios-role"],
            ["tips-android-name", "tips-android-role"],
            ["tips-web-name", "tips-web-role"],
        ])
        #expect(page.tipPlatforms.map { $0.sections.map(\.sectionAnchor) } == [["name", "role"], [nil, nil], [nil, nil]])
        let single = SampleSite.entryPage(Self.web)
        #expect(single.tipPlatforms.map { $0.sections.map(\.id) } == [["tips-web-name", "tips-web-role"]])
        #expect(single.tipPlatforms.map { $0.sections.map(\.sectionAnchor) } == [["name", "role"]])
    }

    @Test("for assistants the introduction is Markdown too, as the tips are")
    func markdownIntro() throws {
        let entry = Self.entry("chip", platforms: "ios, android", notes: """
        ### Name

        - The name says *what* will happen.
        - **iOS**: set `accessibilityLabel`
        """)
        let markdown = try #require(entry.body.handle.parse(SampleBytes.bytes(hashed: entry.body.handle.contentHash), config: SampleSite.config,
                                                            examples: ExampleLibrary(), renderer: TipMarkdownRenderer(baseURL: nil), parts: .tips))
        #expect(markdown.rendered.intros == ["The name says *what* will happen."])
        #expect(markdown.rendered.tips == [["- set `accessibilityLabel`"]])
    }
}
