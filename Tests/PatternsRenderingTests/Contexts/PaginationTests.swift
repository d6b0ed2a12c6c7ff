import Testing
@testable import PatternsCore
@testable import PatternsRendering

/// Long lists split into pages: paths, the page links a reader gets, and the pages that split.
@Suite("Pagination")
struct PaginationTests {
    @Test("page 1 is the list's own page; later pages live under page/N/")
    func paths() {
        #expect(SiteLayout.paginated("categories/controls/index.html", number: 1) == "categories/controls/index.html")
        #expect(SiteLayout.paginated("categories/controls/index.html", number: 3) == "categories/controls/page/3/index.html")
        #expect(SiteLayout.paginated("guides/index.html", number: 2) == "guides/page/2/index.html")
    }

    @Test("the first, the last and two either side of the current page, with gaps marked; links relative to this page")
    func window() {
        let page = Pagination(number: 6, count: 12, firstPage: "categories/controls/index.html", label: "Pages of Controls")
        #expect(page.pages.map(\.number) == [1, 4, 5, 6, 7, 8, 12])
        #expect(page.pages.map(\.followsGap) == [false, true, false, false, false, false, true])
        #expect(page.pages.filter(\.isCurrent).map(\.number) == [6])
        #expect(page.previousURL == "../5/index.html")
        #expect(page.nextURL == "../7/index.html")
        #expect(page.pages[0].url == "../../index.html")
        #expect(page.title("Controls") == "Controls – page 6 of 12")

        let first = Pagination(number: 1, count: 2, firstPage: "categories/controls/index.html", label: "Pages")
        #expect(first.previousURL == nil)
        #expect(first.nextURL == "page/2/index.html")
        let only = Pagination(number: 1, count: 1, firstPage: "guides/index.html", label: "Pages")
        #expect(!only.isPaginated)
        #expect(only.title("Guides") == "Guides")
    }

    @Test("items split into pages of the given size; an empty list is one empty page")
    func split() {
        #expect(Pagination.pages(of: Array(1...7), size: 3).map { Array($0.items) } == [[1, 2, 3], [4, 5, 6], [7]])
        #expect(Pagination.pages(of: Array(1...7), size: 3).map(\.count) == [3, 3, 3])
        #expect(Pagination.pages(of: [Int](), size: 3).count == 1)
    }

    /// A site of `count` button-like entries in one category, each with an iOS tip.
    static func largeSite(_ count: Int) -> Site {
        let entries = (1...count).map { number -> PatternEntry in
            var entry = SampleSite.button
            entry.slug = "button-\(number)"
            // Zero-padded, so sorting by title keeps the numbers in order.
            entry.title = "Button " + String(repeating: "0", count: 4 - String(number).count) + String(number)
            entry.pagePath = OutputPath(composed: "patterns/button-\(number)/index.html")
            entry.sourcePath = SourcePath(listed: "content/patterns/button-\(number).md")
            return entry
        }
        return Site(config: SampleSite.config, entries: entries, guides: [], assets: [])
    }

    @Test("a large category is split into pages with accessible pagination and the page number in the title")
    func largeCategory() {
        let site = Self.largeSite(PageSizes.entriesPerPage * 2 + 1)
        let pages = CategoryPage.pages(of: site.categoryGroups[0], site: site, context: SampleSite.context)
        #expect(pages.map(\.path) == ["categories/controls/index.html", "categories/controls/page/2/index.html",
                                      "categories/controls/page/3/index.html"])
        #expect(pages.map(\.page.entries.count) == [PageSizes.entriesPerPage, PageSizes.entriesPerPage, 1])
        #expect(pages[1].page.chrome.documentTitle == "Controls – page 2 of 3 – Sample patterns")
        #expect(pages[1].page.entries[0].url == "../../../../patterns/button-\(PageSizes.entriesPerPage + 1)/index.html")
        #expect(pages[2].page.sideNav.groups.map(\.isCurrent) == [true])
    }

    @Test("a category's checklist is made chunk by chunk: each chunk's text pages together cover every entry once, in order")
    func checklistChunksHoldWholePages() {
        #expect(PageSizes.checklistChunk % PageSizes.checklistCriteriaPerPage == 0)
        let count = PageSizes.checklistChunk * 2 + PageSizes.checklistCriteriaPerPage + 1
        let site = Self.largeSite(count)
        let chunks = ChecklistChunks(group: site.categoryGroups[0], site: site, criteria: CriteriaBook(), context: SampleSite.context)
        #expect(chunks.count == 3)
        let made = (1...chunks.count).map(chunks.chunk)
        #expect(made.map(\.next) == ["controls-2", "controls-3", nil])
        let pages = made.flatMap { ChecklistCategoryPage.pages(of: site.categoryGroups[0], site: site, context: SampleSite.context, in: $0) }
        #expect(pages.map(\.page.pagination.number) == [1, 2, 3, 4, 5, 6])
        #expect(pages.allSatisfy { $0.page.pagination.count == 6 })
        #expect(pages.flatMap(\.page.entries).map(\.title) == site.categoryGroups[0].entries.map(\.title))
        #expect(pages.map(\.page.entries.count).last == 1)
        // The pages made whole-category are the same pages.
        let whole = ChecklistCategoryPage.pages(of: site.categoryGroups[0], site: site, context: SampleSite.context, criteria: CriteriaBook())
        #expect(whole.map(\.path) == pages.map(\.path))
    }

    @Test("a platform with many entries gets an overview of categories, each category's tips on pages of their own")
    func largePlatform() {
        let site = Self.largeSite(PageSizes.tipEntriesOnOnePage + 1)
        let pages = PlatformPage.pages(of: .ios, site: site, context: SampleSite.context)
        #expect(pages.map(\.path) == ["platforms/ios/index.html", "platforms/ios/categories/controls/index.html",
                                      "platforms/ios/categories/controls/page/2/index.html"])
        let overview = pages[0].page
        #expect(overview.entries.isEmpty)
        #expect(overview.categories.map(\.url) == ["categories/controls/index.html"])
        #expect(overview.categories.map(\.entryCount) == [PageSizes.tipEntriesOnOnePage + 1])
        #expect(pages[1].page.title == "iOS tips: Controls")
        #expect(pages[1].page.breadcrumbs.map(\.url) == ["../../../../index.html", "../../index.html"])
        #expect(pages[2].page.entries.count == 1)
    }

    @Test("the home page lists categories with counts, not entries, above the listed-entries limit")
    func largeHome() {
        let small = HomePage(site: Self.largeSite(3), context: SampleSite.context)
        #expect(small.listsEntries && small.categories[0].entries.count == 3)
        let large = HomePage(site: Self.largeSite(PageSizes.listedEntries + 1), context: SampleSite.context)
        #expect(!large.listsEntries)
        #expect(large.categories[0].entries.isEmpty)
        #expect(large.categories[0].entryCount == PageSizes.listedEntries + 1)
    }
}
