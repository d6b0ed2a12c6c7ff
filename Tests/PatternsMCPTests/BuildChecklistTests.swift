import MCP
import PatternsCore
import PatternsExports
import Testing

/// `build_checklist`: several entries' criteria as one document, what `patterns export` writes for them.
@Suite struct BuildChecklistTests {
    static let site = FixtureCatalog.catalog.site

    private func entries(_ names: [String]) -> [PatternEntry] {
        names.compactMap { name in Self.site.entries.first { "\($0.collection)/\($0.slug)" == name } }
    }

    @Test("a bare slug takes every collection's entry of that slug, in the order given, each once", arguments: CriteriaFormat.allCases)
    func isTheExport(format: CriteriaFormat) {
        let (texts, isError) = FixtureCatalog.call("build_checklist", [
            "slugs": ["web/modal-dialog", "button", "native/button"], "format": .string(format.rawValue),
        ])
        #expect(!isError)
        let export = CriteriaExport(site: Self.site, covering: Self.site.entries)
        #expect(texts == [export.text(format, for: entries(["web/modal-dialog", "native/button", "web/button"]))])
    }

    @Test func severalEntriesInGherkinAreOneFeatureWithARuleEach() throws {
        let text = try #require(FixtureCatalog.call("build_checklist", ["slugs": ["toggle", "modal-dialog"], "format": "gherkin"]).texts.first)
        #expect(text.components(separatedBy: "Feature:").count == 2)
        #expect(text.components(separatedBy: "Rule:").count == 3)
    }

    @Test func anUnknownEntryIsAnErrorResult() {
        let (texts, isError) = FixtureCatalog.call("build_checklist", ["slugs": ["toggle", "carousel"]])
        #expect(isError)
        #expect(texts == ["no entry 'carousel' in this site"])
    }

    static let invalidCases: [([String: Value], String)] = [
        (["slugs": []], "'slugs' must be a non-empty array of strings"),
        (["slugs": "toggle"], "'slugs' must be a non-empty array of strings"),
        (["slugs": ["toggle"], "format": "pdf"], "no format 'pdf'; known: gherkin, condensed, json, csv, markdown"),
    ]

    @Test("arguments that do not fit the schema are invalid params, naming what is wrong", arguments: Self.invalidCases)
    func invalidArguments(arguments: [String: Value], message: String) {
        #expect(FixtureCatalog.invalidParams("build_checklist", arguments) == message)
    }
}
