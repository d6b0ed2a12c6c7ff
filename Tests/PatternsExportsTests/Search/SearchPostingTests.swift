import Testing
@testable import PatternsExports

/// A posting packs a page number and a rank into four bytes; both must come back as they went in,
/// at the edges too, or ranking and the results page would silently list the wrong pages.
@Suite struct SearchPostingTests {
    static let edges: [(page: Int32, rank: UInt8)] = [(0, 0), (1, 255), (70_000, 3), (Int32(SearchIndexBuilder.Posting.pageLimit - 1), 255)]

    @Test(arguments: edges)
    func pageAndRankComeBack(page: Int32, rank: UInt8) {
        let posting = SearchIndexBuilder.Posting(page: page, rank: rank)
        #expect(posting.page == page)
        #expect(posting.rank == rank)
    }

    @Test func aPostingTakesFourBytes() {
        #expect(MemoryLayout<SearchIndexBuilder.Posting>.stride == 4)
    }

    @Test func postingsDifferingOnlyInRankAreDifferent() {
        #expect(SearchIndexBuilder.Posting(page: 7, rank: 1) != SearchIndexBuilder.Posting(page: 7, rank: 2))
        #expect(SearchIndexBuilder.Posting(page: 7, rank: 1) != SearchIndexBuilder.Posting(page: 8, rank: 1))
    }
}
