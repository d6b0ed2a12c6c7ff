import Testing
@testable import PatternsCore

/// A connector names a step keyword in any case of its ASCII letters, read on its bytes; the rule it
/// replaced lower-cased the connector and looked it up.
@Suite("Gherkin keywords")
struct GherkinKeywordTests {
    static func lowerCased(_ connector: String) -> GherkinKeyword? {
        GherkinKeyword.stepKeywords.first { $0.rawValue.lowercased() == connector.lowercased() }
    }

    @Test("a connector is the keyword the lower-casing rule finds", arguments: [
        "Given", "given", "GIVEN", "gIvEn", "When", "wHEN", "Then", "THEN", "And", "and", "But", "bUT",
        "given ", " when", "or", "if tab activation is manual", "", "Feature", "Scenario", "Rule", "an", "andd",
        "Gi\u{301}ven", "thén", "\u{212A}", "G\u{0}ven", "Given:", "given\n",
    ])
    func matchesTheLowerCasingRule(connector: String) {
        #expect(GherkinKeyword(connector: connector) == Self.lowerCased(connector), "\(connector.debugDescription)")
    }

    @Test func stepKeywordsOnly() {
        #expect(GherkinKeyword(connector: "WHEN") == .when)
        #expect(GherkinKeyword(connector: "feature") == nil)
    }
}
