import Foundation
import Testing
@testable import PatternsCore
@testable import PatternsExports
@testable import PatternsRendering

@Suite struct SearchIndexTests {
    @Test func aTermTakesTheWeightOfTheBestFieldItAppearsIn() {
        let button = SearchDocument(entry: SampleSite.button, config: SampleSite.config, criteria: SampleSite.criteria[SampleSite.button.summary],
                                    tips: SampleSite.tips(of: SampleSite.button))
        #expect(button.weights["button"] == SearchDocument.Field.title.rawValue)
        #expect(button.weights["name"] == SearchDocument.Field.heading.rawValue)
        #expect(button.weights["controls"] == SearchDocument.Field.facet.rawValue)
        #expect(button.weights["ios"] == SearchDocument.Field.facet.rawValue)
        #expect(button.weights["starts"] == SearchDocument.Field.description.rawValue)
        #expect(button.weights["dimmed"] == SearchDocument.Field.criteria.rawValue)
        #expect(button.weights["accessibilitylabel"] == SearchDocument.Field.tip.rawValue)
        #expect(button.weights["2.4.7"] == SearchDocument.Field.criteria.rawValue && button.weights["visible"] == SearchDocument.Field.criteria.rawValue)
        #expect(button.record.url == "patterns/button/index.html" && button.record.kind == "Pattern" && button.record.collection == "")
        let guide = SearchDocument(guide: SampleSite.guide)
        #expect(guide.weights["linux"] == SearchDocument.Field.heading.rawValue && guide.weights["apt"] == SearchDocument.Field.body.rawValue)
        #expect(guide.record.kind == "Guide" && guide.record.summary == "Read this first.")
        #expect(SearchDocument.Field.allCases.map(\.rawValue) == SearchDocument.Field.allCases.map(\.rawValue).sorted(by: >))
    }

    @Test func aLongDescriptionIsCutAtAWord() {
        let long = String(repeating: "word ", count: 40)
        let summary = SearchDocument.summary(of: long)
        #expect(summary.hasSuffix("word…") && summary.count <= SearchDocument.summaryLength + 1)
        #expect(SearchDocument.summary(of: " Short. ") == "Short.")
        #expect(SearchDocument.summary(of: nil) == "")
    }

    @Test func eachTermKeepsItsBestPagesWhateverOrderTheyCameIn() {
        let documents = (0..<100).map { page(String(format: "Page %03d", $0), ["common": $0 == 57 ? .title : .body]) }
        let forward = SearchIndexBuilder()
        documents.forEach(forward.add)
        let backward = SearchIndexBuilder()
        documents.reversed().forEach(backward.add)
        let kept = titles(forward.takeIndex(), "common")
        #expect(kept.count == SearchIndexBuilder.pagesPerTerm)
        #expect(kept.first == "Page 057", "the title hit first")
        #expect(Array(kept.dropFirst().prefix(2)) == ["Page 000", "Page 001"], "then equal hits by title")
        #expect(kept == titles(backward.takeIndex(), "common"))
    }

    @Test func aSmallIndexIsOneShardPerFirstLetter() throws {
        let builder = SearchIndexBuilder()
        builder.add(page("Button", ["button": .title, "bold": .body]))
        builder.add(page("Écran", ["ecran": .title, "日本": .body]))
        let files = SearchShards(contents: builder.takeIndex()).files()
        #expect(files.map(\.path) == ["static/search/b.js", "static/search/e.js", "static/search/_65e5.js", "static/search/shard-list.js"])
        let list = try #require(files.last.map(text))
        #expect(list.hasPrefix("window.patternsSearchShards({\"full\":[\"b\",\"e\",\"日\"],\"split\":[],\"shortest\":2,\"stop\":["))
        // The script scores with the ranking's own weights, and names where a match was found by
        // the field weight in the rank its shard lists.
        #expect(list.hasSuffix(",\"occurrenceBits\":\(SearchRanking.occurrenceBits),\"wholeTermBonus\":\(SearchRanking.wholeTermBonus),\"fields\":{\"9\":\"the title\",\"6\":\"a heading\",\"5\":\"the criteria\",\"4\":\"a tip\",\"3\":\"the description\",\"2\":\"its categories and platforms\",\"1\":\"the text\"}});\n"))
        #expect(text(files[0]) == "window.patternsSearchShard(\"b\",{\"pages\":[[\"Button\",\"button.html\",\"Pattern\",\"\",\"\",0]],\"terms\":{\"bold\":[0,8],\"button\":[0,72]},\"idf\":{\"bold\":17,\"button\":17}});\n")
    }

    @Test func aShardOverBudgetSplitsByOneMoreLetterAndSummarisesItsPrefix() throws {
        let builder = SearchIndexBuilder()
        // 2,000 pages, each with its own "con…" term and "co" itself: far over one shard's budget.
        for number in 0..<2000 {
            builder.add(page(String(format: "Page %04d", number), ["con\(number % 7)x\(number)": .body, "cab": .body,
                                                                 "co": number == 3 ? .title : .body]))
        }
        let files = SearchShards(contents: builder.takeIndex()).files()
        let byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path, text($0)) })
        #expect(!byPath.keys.contains("static/search/c.js"), "one letter is never searched, so its summary is not written")
        let list = try #require(byPath["static/search/shard-list.js"])
        #expect(list.contains("\"split\":[\"c\",\"co\""), "\(list.prefix(300))")
        let summary = try #require(byPath["static/search/co.js"])
        #expect(summary.hasPrefix("window.patternsSearchShard(\"co\",{\"summary\":true,\"pages\":[[\"Page 0003\","))
        #expect(summary.contains("\"terms\":{\"co\":[0,800,1,160,"),
                "scores: the exact term on a title (72 + 8) × 10, then in the notes (8 + 8) × 10; each page's own con… term, on one page, counts no more specific than co")
        #expect(summary.contains("\"idf\":{\"co\":1}"), "a summary's scores are final")
        let cab = try #require(byPath["static/search/ca.js"])
        #expect(cab.contains("\"cab\":["), "the other letters' terms went to their own shards")
        #expect(cab.hasSuffix(",\"idf\":{\"cab\":10},\"more\":{\"cab\":2000}});\n"), "on every page; 40 listed of the 2,000 holding it")
        // The results page reaches all 2,000: the term's full list, numbered in the page table.
        let all = try #require(byPath["static/search/all/cab.js"])
        #expect(all.hasPrefix("window.patternsSearchAll(\"cab\",[0,8,1,8,2,8,"))
        #expect(all.components(separatedBy: ",").count == 2 * 2000 + 1)
        #expect(byPath["static/search/pages/19.js"]?.hasPrefix("window.patternsSearchPages(19,[[\"Page 1900\",\"page-1900.html\",") == true)
        #expect(byPath["static/search/pages/20.js"] == nil)
        #expect(list.contains("\"con\"") || list.contains("\"con0\""), "the co… terms went one letter deeper")
        for file in files where !file.path.text.hasSuffix("shard-list.js") {
            #expect(text(file).utf8.count <= SearchShards.budget, "\(file.path) is over budget")
        }
    }

    private func page(_ title: String, _ fields: [String: SearchDocument.Field]) -> SearchDocument {
        var document = SearchDocument(record: .init(title: title, url: title.lowercased().replacingOccurrences(of: " ", with: "-") + ".html",
                                                     kind: "Pattern", collection: "", summary: ""),
                                      pagePath: OutputPath(composed: title + ".html"))
        for (text, field) in fields.sorted(by: { $0.key < $1.key }) { document.add(text, as: field) }
        return document
    }

    private func text(_ file: RenderedFile) -> String {
        file.withBytes { String(decoding: $0, as: UTF8.self) }
    }

    private func titles(_ contents: SearchIndexContents, _ term: String) -> [String] {
        contents.terms.first { $0.term == term }.map { $0.postings.map { contents.pages.records[Int($0.page)].title } } ?? []
    }
}
