import MCP
import PatternsCore
@testable import PatternsMCP
import PatternsExports
import Testing

/// `get_pattern`: one entry's criteria exactly as `patterns export` writes them, its tips as
/// Markdown, and refusals that name the closest entries.
@Suite struct GetPatternTests {
    static let catalog = FixtureCatalog.catalog

    private func entry(_ collection: String, _ slug: String) throws -> PatternEntry {
        try #require(Self.catalog.site.entries.first { $0.collection == collection && $0.slug == slug })
    }

    @Test("each format is the export's text for the entry", arguments: CriteriaFormat.allCases)
    func formatsAreTheExport(format: CriteriaFormat) throws {
        let (texts, isError) = FixtureCatalog.call("get_pattern", ["slug": "modal-dialog", "format": .string(format.rawValue)])
        #expect(!isError)
        let export = CriteriaExport(site: Self.catalog.site, covering: Self.catalog.site.entries)
        #expect(texts == [export.text(format, for: [try entry("web", "modal-dialog")])])
    }

    @Test func condensedIsTheDefault() throws {
        let texts = FixtureCatalog.call("get_pattern", ["slug": "toggle"]).texts
        #expect(texts.first?.hasPrefix("Toggle\n1. Keyboard\n   - Space: The setting changes") == true)
    }

    @Test("a format without sources gets them, and the criteria awaiting a device, as a part of their own; Markdown has them inline")
    func sourcesAndUnconfirmedCriteria() throws {
        let condensed = FixtureCatalog.call("get_pattern", ["slug": "toggle"]).texts
        #expect(condensed.count == 2)
        #expect(condensed.last == """
        Sources:
        - [Apple: UISwitch](https://developer.apple.com/documentation/uikit/uiswitch) (backs: `screenreader.state`, `state`)

        Not yet confirmed on a device:
        - `native/toggle#mobile.doubletap`
        """)
        let markdown = FixtureCatalog.call("get_pattern", ["slug": "toggle", "format": "markdown"]).texts
        #expect(markdown.count == 1)
        #expect(markdown[0].contains("(not yet confirmed on a device) <!-- native/toggle#mobile.doubletap -->"))
        #expect(markdown[0].contains("### Sources\n\n- [Apple: UISwitch](https://developer.apple.com/documentation/uikit/uiswitch)"))
        let json = FixtureCatalog.call("get_pattern", ["slug": "toggle", "format": "json"]).texts
        #expect(json.count == 1 && json[0].contains("\"unconfirmed\" : true"))
    }

    static let collectionCases: [[String: Value]] = [
        ["slug": "button", "collection": "web"], ["slug": "web/button"],
    ]

    @Test("a slug in two collections is named by collection, either way", arguments: Self.collectionCases)
    func collectionPicksTheEntry(arguments: [String: Value]) throws {
        let text = try #require(FixtureCatalog.call("get_pattern", arguments).texts.first)
        #expect(text.contains("Enter: The action runs"))
        #expect(text.hasSuffix("https://example.org/catalog/web/button/\n"))
    }

    @Test func aSlugInTwoCollectionsWithoutOneListsBoth() {
        let (texts, isError) = FixtureCatalog.call("get_pattern", ["slug": "button"])
        #expect(isError)
        #expect(texts == ["'button' names 2 entries: native/button (Native apps), web/button (Web); "
                          + "pass collection (native or web) or a slug such as 'native/button'"])
    }

    @Test func tipsForAPlatformFollowAsMarkdown() throws {
        let (texts, isError) = FixtureCatalog.call("get_pattern", ["slug": "native/button", "tips": "ios"])
        #expect(!isError)
        #expect(texts.count == 2)
        #expect(texts.last == """
            # iOS tips: Button

            ## Name

            - Set `accessibilityLabel` on an icon-only button
            - **SwiftUI**
              - `Button("Save")` uses its text as the label

            ## Role

            - `UIButton` has the `.button` trait; see the [web button](https://example.org/catalog/web/button/)

            """)
    }

    @Test func tipsWrittenAsProseAreListedOneAnItem() throws {
        let texts = FixtureCatalog.call("get_pattern", ["slug": "web/button", "tips": "web"]).texts
        #expect(texts.last == """
            # Web tips: Button

            ## Name

            - the text content is its accessible name
            - an icon-only button needs `aria-label`

            """)
    }

    @Test func anEntryWithoutTipsForThePlatformSaysSo() {
        #expect(FixtureCatalog.call("get_pattern", ["slug": "native/toggle", "tips": "web"]).texts.last == "Toggle has no Web tips.")
    }

    static let unknownCases: [([String: Value], String)] = [
        (["slug": "buton", "collection": "native"], "no entry 'native/buton' in this site; closest: native/button"),
        (["slug": "modal"], "no entry 'modal' in this site; closest: web/modal-dialog"),
        (["slug": "dialog"], "no entry 'dialog' in this site; closest: web/modal-dialog"),
        (["slug": "nativ/button"], "no collection 'nativ' in this site; closest: native"),
        (["slug": "toggle", "collection": "web"], "no entry 'web/toggle' in this site; closest: native/toggle"),
        (["slug": "native/button", "collection": "web"], "'native/button' is in collection 'native', but collection 'web' was asked for"),
    ]

    @Test("an unknown entry or collection is refused with the closest names", arguments: Self.unknownCases)
    func unknownNames(arguments: [String: Value], message: String) {
        let (texts, isError) = FixtureCatalog.call("get_pattern", arguments)
        #expect(isError)
        #expect(texts == [message])
    }

    static let argumentCases: [([String: Value], String)] = [
        ([:], "'slug' is required: The entry's slug (`button`), as search_patterns lists it; `collection/slug` also works."),
        (["slug": 3], "'slug' must be a string"),
        (["slgu": "toggle"], "unknown argument 'slgu'; did you mean 'slug'? This tool takes: slug, collection, format, tips."),
        (["slug": "toggle", "format": "gherkn"], "no format 'gherkn'; closest: gherkin"),
    ]

    /// Arguments that do not fit the schema are a protocol error (-32602), as MCP says of invalid arguments.
    @Test("arguments are checked against the schema", arguments: Self.argumentCases)
    func badArguments(arguments: [String: Value], message: String) {
        #expect(FixtureCatalog.invalidParams("get_pattern", arguments) == message)
    }

    /// A platform the site does not have is about the catalog, not the call's shape: an `isError` result.
    @Test func anUnknownPlatformIsAnErrorResult() {
        let (texts, isError) = FixtureCatalog.call("get_pattern", ["slug": "toggle", "tips": "andriod"])
        #expect(isError)
        #expect(texts == ["no platform 'andriod' in this site; closest: android"])
    }
}
