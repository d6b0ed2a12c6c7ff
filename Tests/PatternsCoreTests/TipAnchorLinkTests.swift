import PatternsTestSupport
import Testing
import PatternsDiagnostics
@testable import PatternsCore

/// Links into an entry's tips: one id scheme for every platform (`#tips-android-role`), beside the
/// section's own anchor (`#role`), which stays a target though the notes leave its heading out.
@Suite("Links to tips")
struct TipAnchorLinkTests {
    @Test("a link to any platform's tips for a section passes the link check; a platform without tips there does not")
    func tipAnchors() throws {
        let site = try TemporarySite()
        try site.write("patterns.yml", "categories: [controls]\n")
        try site.write("content/patterns/controls/button.md", SiteLoaderTests.entry("Button", body: """
        ## Developer notes

        ### Name

        - The name says what will happen.
        - **iOS**: set `accessibilityLabel`
        - **Android**: set `contentDescription`
        """))
        try site.write("content/patterns/controls/link.md", SiteLoaderTests.entry("Link", body: """
        ## Developer notes

        See [iOS](button.md#tips-ios-name), [Android](button.md#tips-android-name), [the section](button.md#name)
        and [Web](button.md#tips-web-name).
        """))
        let result = try loadSite(site.root)
        #expect(result.diagnostics.map(\.rule.id) == [Rule.missingAnchor.id])
        #expect(result.diagnostics.first?.message.contains("tips-web-name") == true)
        let name = try #require(result.site.entries.first { $0.slug == "button" }?.tipOutline.first)
        #expect(name.introCount == 1 && name.tips.count == 2)
    }
}
