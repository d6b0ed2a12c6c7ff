import Foundation
import PatternsCore
import Testing
@testable import PatternsExports
@testable import PatternsRendering

/// `sources:` and `verify:` in the criteria exports: JSON (and its schema) and the Markdown checklist.
@Suite("Sources in exports")
struct SourcesExportTests {
    let slider = SourcesRenderingTests.slider
    var export: CriteriaExport {
        let site = Site(config: SampleSite.config, entries: [slider, SampleSite.toggle], guides: [], assets: [])
        return CriteriaExport(site: site, covering: site.entries)
    }

    @Test("criteria.json carries each source with the keys it backs, and marks an unconfirmed criterion")
    func json() throws {
        let text = export.text(.json, for: [slider, SampleSite.toggle])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let items = try #require(document["entries"] as? [[String: Any]])
        let sources = try #require(items[0]["sources"] as? [[String: Any]])
        #expect(sources.map { $0["title"] as? String } == ["TalkBack source: AdjustableWidgetSetting", "WAI-ARIA APG: Slider <pattern>"])
        #expect(sources[0]["backs"] as? [String] == ["mobile.swipe-up-or-down", "name"])
        #expect(sources[1]["backs"] == nil, "a source backing the page as a whole has no backs")
        let mobile = try #require(items[0]["mobile"] as? [[String: Any]])
        #expect(mobile.first?["unconfirmed"] as? Bool == true)
        let keyboard = try #require(items[0]["keyboard"] as? [[String: Any]])
        #expect(keyboard.first?["unconfirmed"] == nil, "only marked criteria say so")
        #expect(items[1]["sources"] == nil)
        // The schema allows exactly these additions.
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(CriteriaSchema.text.utf8)) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: [String: Any]])
        let pair = try #require(definitions["pair"]?["properties"] as? [String: [String: Any]])
        #expect(pair["unconfirmed"]?["const"] as? Bool == true)
        let entry = try #require(definitions["entry"]?["properties"] as? [String: [String: Any]])
        #expect((entry["sources"]?["items"] as? [String: String]) == ["$ref": "#/$defs/source"])
    }

    @Test("the Markdown checklist says which task awaits a device and lists the sources under their own heading")
    func markdown() {
        let text = export.text(.markdown, for: [slider])
        #expect(text.contains("- [ ] Swipe up or down: The value changes by one step (not yet confirmed on a device) <!-- patterns/slider#mobile.swipe-up-or-down -->"), "\(text)")
        #expect(text.contains("""
        ### Sources

        - [TalkBack source: AdjustableWidgetSetting](https://github.com/google/talkback/blob/master/AdjustableWidgetSetting.java) (backs: `mobile.swipe-up-or-down`, `name`)
        - [WAI-ARIA APG: Slider \\<pattern\\>](https://www.w3.org/WAI/ARIA/apg/patterns/slider/)
        """), "\(text)")
    }

    @Test("answers in a format without either get the sources and unconfirmed criteria as Markdown")
    func evidence() {
        #expect(CriteriaExport.evidenceMarkdown(of: slider.summary) == """
        Sources:
        - [TalkBack source: AdjustableWidgetSetting](https://github.com/google/talkback/blob/master/AdjustableWidgetSetting.java) (backs: `mobile.swipe-up-or-down`, `name`)
        - [WAI-ARIA APG: Slider \\<pattern\\>](https://www.w3.org/WAI/ARIA/apg/patterns/slider/)

        Not yet confirmed on a device:
        - `patterns/slider#mobile.swipe-up-or-down`
        """)
        #expect(CriteriaExport.evidenceMarkdown(of: SampleSite.toggle.summary) == nil)
        var parenthesised = slider
        parenthesised.sources = [SourceReference(title: "SwiftUI", url: "https://developer.apple.com/documentation/swiftui/view/accessibilityadjustableaction(_:)",
                                                 location: slider.sources[0].location)]
        #expect(CriteriaExport.evidenceMarkdown(of: parenthesised.summary)?.contains("(<https://developer.apple.com/documentation/swiftui/view/accessibilityadjustableaction(_:)>)") == true)
    }
}
