import Foundation
import Testing
@testable import PatternsCore
@testable import PatternsExports

/// Updating the kept index with some pages' new terms writes what a fresh index of all the pages
/// writes, and no more than the shards of the words that changed.
@Suite struct SearchIndexCacheTests {
    @Test func aNewWordWritesItsShardAndTheShardListOnly() throws {
        let before = [page("Button", "a platform button"), page("Toggle", "a switch")]
        let update = try expectUpdateMatchesFreshIndex(before: before, after: [page("Button", "a platform button, a zebra"), before[1]])
        #expect(update.files.map(\.path) == ["static/search/z.js", "static/search/shard-list.js"])
        #expect(update.removed.isEmpty)
    }

    @Test func aWordNoPageHoldsAnyMoreRemovesItsShard() throws {
        let before = [page("Button", "a platform button, a zebra"), page("Toggle", "a switch")]
        let update = try expectUpdateMatchesFreshIndex(before: before, after: [page("Button", "a platform button"), before[1]])
        #expect(update.files.map(\.path) == ["static/search/shard-list.js"])
        #expect(update.removed == ["static/search/z.js"])
    }

    @Test func aWordOnAnotherPageRewritesOnlyItsFirstLettersShard() throws {
        let before = [page("Button", "a platform button"), page("Toggle", "a platform switch")]
        let update = try expectUpdateMatchesFreshIndex(before: before, after: [before[0], page("Toggle", "a switch")])
        #expect(update.files.map(\.path) == ["static/search/p.js", "static/search/shard-list.js"])
    }

    @Test func unchangedWordsWriteNothing() throws {
        let before = [page("Button", "a platform button"), page("Toggle", "a switch")]
        let update = try expectUpdateMatchesFreshIndex(before: before, after: [page("Button", "a button, a platform button"), before[1]])
        #expect(update.files.isEmpty && update.removed.isEmpty)
    }

    @Test func aTermLeavingItsFullListRemovesTheListAndThePageTable() throws {
        // Titles of their own (xaa, xab…), so no other term is on more pages than a shard lists.
        let titles = (0..<41).map { "x" + String(UnicodeScalar(97 + $0 / 26)!) + String(UnicodeScalar(97 + $0 % 26)!) }
        let before = titles.map { page($0, "common") }
        var after = before
        after[7] = page(titles[7], "")
        let update = try expectUpdateMatchesFreshIndex(before: before, after: after)
        #expect(update.removed == ["static/search/all/common.js", "static/search/pages/0.js"])
        let back = try expectUpdateMatchesFreshIndex(before: after, after: before)
        #expect(Set(back.files.map(\.path)).isSuperset(of: ["static/search/all/common.js", "static/search/pages/0.js"]))
    }

    @Test func aWordInAShardSplitOverBudgetIsCutAsAFreshIndexCutsIt() throws {
        // 2,000 pages, each with its own "con…" term: the c shard splits, and co summarises its terms.
        let before = (0..<2000).map { page(String(format: "Page %04d", $0), "con\($0 % 7)x\($0) cab co") }
        var after = before
        after[3] = page("Page 0003", "con3x3 cab co cobalt")
        after[4] = page("Page 0004", "cab")
        let update = try expectUpdateMatchesFreshIndex(before: before, after: after)
        #expect(!update.files.contains { $0.path == "static/search/b.js" || $0.path.text.hasPrefix("static/search/pages/") })
    }

    @Test func theIndexReadsBackAsWritten() throws {
        let documents = (0..<50).map { page(String(format: "Page %02d", $0), "common word\($0 % 3) é日本") }
        let (_, cache) = fresh(documents)
        let read = try #require(SearchIndexCache(decoding: cache.encoded(stamp: 42), stamp: 42))
        #expect(read.postings == cache.postings && read.layout == cache.layout)
        #expect(read.pages.records == cache.pages.records && read.pages.paths == cache.pages.paths)
        #expect(SearchIndexCache(decoding: cache.encoded(stamp: 42), stamp: 43) == nil, "an index stamped for another manifest")
        #expect(SearchIndexCache(decoding: Array(cache.encoded(stamp: 42).dropLast()), stamp: 42) == nil, "a cut file")
    }

    /// Updates the index of `before` with the pages of `after`, applies what the update
    /// writes and removes to `before`'s files, and expects `after`'s fresh files and index.
    @discardableResult
    private func expectUpdateMatchesFreshIndex(before: [SearchDocument], after: [SearchDocument],
                                               sourceLocation: SourceLocation = #_sourceLocation) throws -> SearchIndexUpdate {
        let (oldFiles, cache) = fresh(before)
        // Every page is given again: the unchanged ones must not count as changed.
        let update = cache.updating(with: after)
        var files = oldFiles
        for path in update.removed { #expect(files.removeValue(forKey: path) != nil, "\(path) was not written", sourceLocation: sourceLocation) }
        for file in update.files { files[file.path] = text(file) }
        let (expected, expectedCache) = fresh(after)
        #expect(Set(files.keys) == Set(expected.keys), sourceLocation: sourceLocation)
        #expect(expected.keys.filter { files[$0] != expected[$0] }.isEmpty, sourceLocation: sourceLocation)
        #expect(update.cache.postings == expectedCache.postings && update.cache.layout == expectedCache.layout, sourceLocation: sourceLocation)
        return update
    }

    private func fresh(_ documents: [SearchDocument]) -> (files: [OutputPath: String], cache: SearchIndexCache) {
        let builder = SearchIndexBuilder()
        documents.forEach(builder.add)
        let contents = builder.takeIndex()
        let output = SearchShards(contents: contents).output()
        return (Dictionary(uniqueKeysWithValues: output.files.map { ($0.path, text($0)) }), SearchIndexCache(contents: contents, layout: output.layout))
    }

    private func page(_ title: String, _ body: String) -> SearchDocument {
        var document = SearchDocument(record: .init(title: title, url: title.lowercased().replacingOccurrences(of: " ", with: "-") + ".html",
                                                     kind: "Pattern", collection: "", summary: ""),
                                      pagePath: OutputPath(composed: title + ".html"))
        document.add(title, as: .title)
        document.add(body, as: .body)
        return document
    }

    private func text(_ file: RenderedFile) -> String {
        file.withBytes { String(decoding: $0, as: UTF8.self) }
    }
}
