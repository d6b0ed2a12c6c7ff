import PatternsCore
import Testing
@testable import PatternsRendering

/// What each page context exposes to its template, for the sample site.
@Suite("Page contexts")
struct PageContextTests {
    let site = SampleSite.site
    let context = SampleSite.context

    @Test("the home page lists entries by category, the guides and the filters, addressed from the root")
    func home() {
        let home = HomePage(site: site, context: context)
        #expect(home.chrome.documentTitle == "Sample patterns")
        #expect(home.chrome.isHome && !home.chrome.isGuides && !home.chrome.isChecklist)
        #expect(home.chrome.patternsCurrent == "page" && home.chrome.checklistCurrent == nil)
        #expect(home.chrome.root == "")
        #expect(home.chrome.canonicalURL == "https://example.com/")
        #expect(home.intro == "Criteria for sample controls.")
        #expect(home.entryCount == 2)
        #expect(home.categories.map(\.id) == ["category-controls"])
        #expect(home.categories[0].url == "categories/controls/index.html")
        #expect(home.categories[0].entries.map(\.title) == ["Button", "Toggle"])
        #expect(home.categories[0].entries.map(\.url) == ["patterns/button/index.html", "patterns/toggle/index.html"])
        #expect(home.categories[0].entries[0].platforms == "iOS, Web")
        #expect(home.categories[0].entries[0].platformIDs == "ios web")
        #expect(home.categories[0].entries[0].categoryIDs == "controls")
        #expect(home.guides.map(\.url) == ["guides/getting-started/index.html"])
        #expect(home.hasGuides)
        #expect(home.checklistURL == "checklist/index.html")
        #expect(home.filters.categories.map(\.url) == ["categories/controls/index.html"])
        #expect(home.filters.platforms.map(\.id) == ["ios", "web"])
        #expect(home.filters.categories.map(\.isCurrent) == [false])
    }

    @Test("an entry page has its criteria as tables and scenarios, notes without tips, its tips once by platform, its sections and its pager")
    func entry() {
        let page = SampleSite.entryPage(SampleSite.button)
        #expect(page.chrome.documentTitle == "Button – Sample patterns")
        #expect(page.chrome.root == "../../")
        #expect(page.chrome.canonicalURL == "https://example.com/patterns/button/")
        #expect(page.breadcrumbs.map(\.url) == ["../../index.html", "../../categories/controls/index.html"])
        #expect(page.categoryTitle == "Controls")
        #expect(page.tables.map(\.id) == ["keyboard", "mobile", "screenreader", "settings"])
        #expect(page.tables[0].rows.map(\.id) == ["keyboard.tab", "keyboard.space"])
        #expect(page.tables[0].rows.map(\.expectation) == ["Focus moves to the button", "The action runs"])
        #expect(!page.scenarios.isEmpty)
        #expect(page.scenarios.allSatisfy { $0.id.hasPrefix("gherkin-") && !$0.steps.isEmpty })
        #expect(page.condensedText.contains("Focus moves to the button"))
        #expect(page.hasNotes)
        #expect(page.notesHTML.contains("<h3 id=\"name\">") && page.notesHTML.contains("Keep it short."))
        #expect(!page.notesHTML.contains("accessibilityLabel") && !page.notesHTML.contains("Role"), "the notes leave out the tips")
        // The Name section's neutral first item introduces its tips on every platform, not the notes.
        #expect(!page.notesHTML.contains("Says what the button does."))
        #expect(page.tipPlatforms.map(\.id) == ["tips-ios", "tips-web"])
        #expect(page.tipPlatforms.map(\.platform) == ["ios", "web"])
        #expect(page.hasTips)
        #expect(page.tipPlatforms.map { $0.sections.map(\.title) } == [["Name"], ["Name", "Role"]])
        #expect(page.tipPlatforms.map { $0.sections.map(\.intro) } == [["<p>Says what the button does.</p>\n"], ["<p>Says what the button does.</p>\n", nil]])
        // One id scheme for every platform; Role, which the notes leave out, lends its anchor to the
        // first platform with a Role tip.
        #expect(page.tipPlatforms.map { $0.sections.map(\.id) } == [["tips-ios-name"], ["tips-web-name", "tips-web-role"]])
        #expect(page.tipPlatforms.map { $0.sections.map(\.sectionAnchor) } == [[nil], [nil, "role"]])
        #expect(page.hasPlatformTabs && page.tipsTitle == "Platform tips")
        #expect(page.sections.map(\.url) == ["#how-to-test", "#screen-reader-videos", "#developer-notes", "#platform-tips"])
        #expect(page.sections.map(\.title) == ["How to test a button", "Screen reader videos", "Developer notes", "Platform tips"])
        #expect(page.previous == nil)
        #expect(page.next?.title == "Toggle")
        #expect(page.next?.url == "../toggle/index.html")
        #expect(page.hasPager)
        #expect(page.pagerLabel == "More Controls patterns")
        // The first of its category offers the category's page where "Previous" would be.
        #expect(page.pagerCategory?.title == "All Controls patterns")
        #expect(page.pagerCategory?.url == "../../categories/controls/index.html")
        #expect(page.chrome.patternsCurrent == "true" && page.chrome.guidesCurrent == nil, "an entry is in the Patterns section")
    }

    @Test("an entry without tips, settings or description leaves them out")
    func plainEntry() {
        let page = SampleSite.entryPage(SampleSite.toggle)
        #expect(page.description == nil)
        #expect(page.tables.map(\.id) == ["keyboard", "mobile", "screenreader"])
        #expect(!page.hasTips && page.tipPlatforms.isEmpty)
        #expect(page.sections.map(\.url) == ["#how-to-test"])
        #expect(page.previous?.title == "Button")
        #expect(page.next == nil)
    }

    @Test("a guide page has a table of contents from its top two heading levels")
    func guide() {
        let page = GuidePage(guide: SampleSite.guide, body: SampleSite.body(of: SampleSite.guide.body), pagePath: "guides/getting-started/index.html", context: context)
        #expect(!page.chrome.isGuides, "only the guides index is the navigation's current page")
        #expect(page.chrome.guidesCurrent == "true", "a guide is in the Guides section")
        #expect(page.title == "Getting started")
        #expect(page.tableOfContents.map(\.title) == ["Install", "On Linux", "Use"])
        #expect(page.tableOfContents.map(\.isNested) == [false, true, false])
        #expect(page.tableOfContents.map(\.anchor) == ["install", "on-linux", "use"])
        #expect(page.hasTableOfContents)
        #expect(page.bodyHTML.contains("<h2"))
    }

    @Test("the 404 page links home absolutely, since it is served at any address")
    func notFound() {
        let page = NotFoundPage(context: context)
        #expect(page.homeURL == "https://example.com/index.html")
        #expect(page.chrome.root == "https://example.com/")
        let relative = NotFoundPage(context: SiteContext(title: "Sample", baseURL: nil))
        #expect(relative.homeURL == "/index.html")
    }

    @Test("category and platform pages list their entries and mark themselves current in the side navigation")
    func categoryAndPlatform() {
        let categoryPages = CategoryPage.pages(of: site.categoryGroups[0], site: site, context: context)
        #expect(categoryPages.map(\.path) == ["categories/controls/index.html"])
        let category = categoryPages[0].page
        #expect(!category.pagination.isPaginated)
        #expect(category.title == "Controls")
        #expect(category.description == "Things you operate.")
        #expect(category.entries.map(\.url) == ["../../patterns/button/index.html", "../../patterns/toggle/index.html"])
        #expect(category.sideNav.groups.map(\.isCurrent) == [true])
        #expect(category.sideNav.groups.map(\.isOpen) == [false], "the page lists the entries itself")
        #expect(category.filters.categories.isEmpty && category.filters.hasPlatforms, "the side navigation links the categories")

        let webPages = PlatformPage.pages(of: .web, site: site, context: context)
        #expect(webPages.map(\.path) == ["platforms/web/index.html"])
        let web = webPages[0].page
        #expect(!web.hasCategories)
        #expect(web.title == "Web tips")
        #expect(web.platformName == "Web")
        #expect(web.entries.map(\.title) == ["Button"])
        #expect(web.entries[0].sections.map(\.title) == ["Name", "Role"])
        // Entries open on this platform's tips; Name has a note besides its tips, Role only tips (shown here in full).
        #expect(web.entries[0].url == "../../patterns/button/index.html?platform=web")
        #expect(web.entries[0].sections.map(\.notesURL) == ["../../patterns/button/index.html?platform=web#name", nil])
        #expect(web.platform == "web")
        #expect(web.sections.map(\.url) == ["#tips-button"])
        #expect(web.chrome.patternsCurrent == "true")
        #expect(web.tipCount == 2)
        #expect(web.filters.platforms.map(\.isCurrent) == [false, true])
    }

    @Test("the checklist page lists categories with their picks and where their data and criteria pages are")
    func checklist() {
        let page = ChecklistPage(site: site, context: context)
        #expect(page.chrome.isChecklist)
        #expect(page.groups.map(\.id) == ["controls"])
        #expect(page.groups[0].picks.map(\.slug) == ["button", "toggle"])
        #expect(page.groups[0].picks.map(\.chunk) == ["controls-1", "controls-1"])
        #expect(page.groups[0].dataURL == "data/controls-1.js")
        #expect(page.groups[0].criteriaURL == "categories/controls/index.html")
        #expect(page.formats.map(\.id) == ["gherkin", "condensed", "markdown"])
        #expect(page.formats.map(\.isFirst) == [true, false, false])
        // The sample's entries cover iOS and Web, not Android: only those are offered.
        #expect(page.platforms.map(\.name) == ["iOS", "Web"])
        #expect(page.hasPlatforms)
        #expect(page.gherkinFeature == "Feature: Accessibility acceptance criteria")
    }

    @Test("a category's checklist data is a script of script-safe JSON naming the next chunk")
    func checklistChunks() throws {
        let files = ChecklistChunks(group: site.categoryGroups[0], site: site, criteria: SampleSite.criteria, context: context).files()
        #expect(files.map(\.path) == ["checklist/data/controls-1.js"])
        let text = files[0].withBytes { String(decoding: $0, as: UTF8.self) }
        #expect(text.hasPrefix("window.patternsChecklistChunk({\"id\":\"controls-1\",\"next\":null,\"entries\":[{\"k\":\"button\",\"t\":\"Button\",\"u\":\"../patterns/button/index.html\""))
        #expect(!text.contains("</"))
        // Each entry carries its text in every format the checklist offers.
        #expect(text.contains("\"g\":\"  @ios @web @keyboard @screenreader @settings\\n  Rule: Button\\n"))
        #expect(text.contains("\"m\":\"## [Button](https://example.com/patterns/button/)\\n"))
        #expect(text.contains("\"c\":\"1. Keyboard\\n"))
    }
}
