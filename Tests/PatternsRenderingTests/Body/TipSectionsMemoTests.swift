import Synchronization
import Testing
@testable import PatternsBodyHTML
@testable import PatternsCore
@testable import PatternsRendering

/// A large category's platform pages are made in one job, which reads each entry's body once for
/// every platform's page and keeps the tips only while a page still has to show them.
@Suite("Platform pages of a category, one job")
struct TipSectionsMemoTests {
    @Test("pages go in the order of the category's entries; each body is read once and kept only while a page needs it")
    func eachBodyReadOnce() {
        let count = PageSizes.tipEntriesPerPage * 2 + 5
        let site = PaginationTests.largeSite(count)
        let group = site.categoryGroups[0]
        let platforms = site.tipPlatforms
        #expect(platforms.count >= 2)
        let uses = Dictionary(group.entries.map { ($0.sourcePath, PlatformPage.pageCount(of: $0, among: platforms)) }, uniquingKeysWith: +)
        let reads = Mutex(0)
        let memo = TipSectionsMemo(uses: uses) { entry in
            reads.withLock { $0 += 1 }
            return SampleSite.body(of: entry.bodyOutline.handle, parts: .tips)
        }
        let pages = PlatformPage.categoryPages(of: platforms, group: group, site: site, context: SampleSite.context, tips: memo.tips(of:))

        // Page 1 of every platform, then page 2 of every platform…, each platform's pages as it makes them alone.
        let alone = platforms.map { PlatformPage.categoryPages(of: [$0], group: group, site: site, context: SampleSite.context, tips: { _ in RenderedBody() }) }
        #expect(alone.allSatisfy { $0.count == 3 })
        #expect(pages.map(\.path) == (0..<3).flatMap { number in alone.map { $0[number].path } })

        var mostKept = 0
        for page in pages {
            #expect(page.page.entries.allSatisfy { !$0.sections.isEmpty })
            mostKept = max(mostKept, memo.keptCount)
        }
        #expect(reads.withLock { $0 } == count)
        #expect(mostKept <= PageSizes.tipEntriesPerPage)
        #expect(memo.keptCount == 0)
    }

    @Test("an entry asked for more often than counted is read again, not shown empty")
    func readAgainWhenNotKept() {
        let entry = PaginationTests.largeSite(1).entries[0].summary
        let reads = Mutex(0)
        let memo = TipSectionsMemo(uses: [:]) { entry in
            reads.withLock { $0 += 1 }
            return SampleSite.body(of: entry.bodyOutline.handle, parts: .tips)
        }
        let first = memo.tips(of: entry), second = memo.tips(of: entry)
        #expect(!first.tipHTML.isEmpty && first.tipHTML == second.tipHTML)
        #expect(reads.withLock { $0 } == 2)
        #expect(memo.keptCount == 0)
    }
}
