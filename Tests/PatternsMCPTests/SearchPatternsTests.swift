import Testing
import MCP

/// `search_patterns`: the site search's ranking over every entry, with filters and clear refusals.
@Suite struct SearchPatternsTests {
    @Test func titleMatchesComeFirstWithTheirNameAndDescription() throws {
        let (texts, isError) = FixtureCatalog.call("search_patterns", ["query": "button"])
        #expect(!isError)
        let lines = try #require(texts.first).split(separator: "\n").map(String.init)
        #expect(lines.first == "2 entries match 'button', best first:")
        #expect(lines.dropFirst().allSatisfy { $0.contains(". Button (") })
        #expect(lines.contains("1. Button (native/button): Runs an action when it is activated."))
    }

    @Test("a word finds the entries it starts a term of, wherever the term is: title, criteria or tips",
          arguments: [("dia", "web/modal-dialog"), ("wraps", "web/modal-dialog"), ("accessibilitylabel", "native/button"),
                      ("UISwitch", "native/toggle")])
    func wordsFindTheirEntries(query: String, name: String) throws {
        let (texts, isError) = FixtureCatalog.call("search_patterns", ["query": .string(query)])
        #expect(!isError)
        #expect(try #require(texts.first).contains("(\(name))"))
    }

    @Test func everyWordMustMatch() throws {
        let text = try #require(FixtureCatalog.call("search_patterns", ["query": "button escape"]).texts.first)
        #expect(text.hasPrefix("No entry matches 'button escape'"))
    }

    static let filterCases: [([String: String], [String])] = [
        (["collection": "web"], ["web/button"]),
        (["platform": "ios"], ["native/button"]),
        (["category": "controls", "collection": "native"], ["native/button"]),
    ]

    @Test("filters narrow the matches to a collection, a platform or a category", arguments: Self.filterCases)
    func filtersNarrow(filters: [String: String], names: [String]) throws {
        var arguments = filters.mapValues { Value.string($0) }
        arguments["query"] = "button"
        let text = try #require(FixtureCatalog.call("search_patterns", arguments).texts.first)
        let listed = text.split(separator: "\n").dropFirst().compactMap { $0.split(separator: "(").last?.split(separator: ")").first }
        #expect(listed.map(String.init) == names)
    }

    @Test func aFilterThatKeepsNothingSaysSo() throws {
        let text = try #require(FixtureCatalog.call("search_patterns", ["query": "dialog", "category": "controls"]).texts.first)
        #expect(text == "No entry in category 'controls' matches 'dialog'. Each word must start a word of the entry; try fewer or shorter words.")
    }

    @Test func limitKeepsTheBest() throws {
        let text = try #require(FixtureCatalog.call("search_patterns", ["query": "button", "limit": 1]).texts.first)
        #expect(text.hasPrefix("2 entries match 'button', best 1 first:\n1. Button"))
        #expect(text.split(separator: "\n").count == 2)
    }

    @Test("an unknown platform, category or collection is refused with the closest", arguments: [
        ("platform", "iso", "no platform 'iso' in this site; closest: ios"),
        ("category", "control", "no category 'control' in this site; closest: controls"),
        ("collection", "webb", "no collection 'webb' in this site; closest: web"),
        ("platform", "windows", "no platform 'windows' in this site; known: ios, android, web"),
    ])
    func unknownFilters(name: String, value: String, message: String) {
        let (texts, isError) = FixtureCatalog.call("search_patterns", ["query": "button", name: .string(value)])
        #expect(isError)
        #expect(texts == [message])
    }

    @Test func aQueryOfStopWordsHasNothingToSearch() throws {
        let (texts, isError) = FixtureCatalog.call("search_patterns", ["query": "the a"])
        #expect(!isError)
        #expect(try #require(texts.first).contains("has no word to search for"))
    }
}
