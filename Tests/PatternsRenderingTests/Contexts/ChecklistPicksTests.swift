import Foundation
@testable import PatternsCore
import PatternsDiagnostics
import Testing
@testable import PatternsRendering

/// An entry filed under two categories has one checkbox on the checklist page, under its first
/// category; the other lists it as a line linking there. Every checkbox has a label of its own.
@Suite("Checklist picks")
struct ChecklistPicksTests {
    static let config = SiteConfig(
        title: "Sample patterns", description: nil, baseURL: nil,
        categories: [Category(id: "controls", title: "Controls"), Category(id: "forms", title: "Forms")])

    static let site: Site = {
        let field = SampleSite.entry("text-field", """
        ---
        title: Text field
        categories: [forms, controls]
        keyboard:
          tab: Focus moves to the field
        mobile:
          swipe: Focus moves to the field
        screenreader:
          name: Matches the visible label
          role: Text field
          group: n/a
          state: n/a
        ---

        Takes text.

        """)
        return Site(config: config, entries: [SampleSite.button, field, SampleSite.toggle], guides: [], assets: [])
    }()

    @Test("the entry's checkbox is under its first category; the other category links there")
    func oneCheckboxPerEntry() throws {
        let page = ChecklistPage(site: Self.site, context: SampleSite.context)
        let groups = Dictionary(uniqueKeysWithValues: page.groups.map { ($0.id, $0) })
        let controls = try #require(groups["controls"]), forms = try #require(groups["forms"])
        #expect(controls.picks.map(\.slug) == ["button", "text-field", "toggle"])
        #expect(controls.picks.map(\.isHome) == [true, false, true])
        #expect(controls.picks[1].homeID == "forms" && controls.picks[1].homeTitle == "Forms")
        #expect(forms.picks.map(\.isHome) == [true])
    }

    @Test("the page has no duplicate ids and every checkbox is named by a label of its own")
    func uniqueIDsAndNamedCheckboxes() throws {
        let templates = TemplateLibrary.load(siteRoot: "/nonexistent-site-for-checklist-tests", diagnostics: DiagnosticEngine())
        let html = templates.render(ChecklistPage(site: Self.site, context: SampleSite.context))
        let ids = Self.matches(#"\sid="([^"]+)""#, in: html)
        #expect(Set(ids).count == ids.count, "duplicate ids: \(ids)")
        let checkboxes = Self.matches(#"<input type="checkbox" id="([^"]+)""#, in: html)
        #expect(checkboxes.filter { $0.hasPrefix("pick-") } == ["pick-button", "pick-toggle", "pick-text-field"])
        let labelled = Self.matches(#"<label for="([^"]+)">[^<\s][^<]*</label>"#, in: html)
        for id in checkboxes {
            #expect(labelled.filter { $0 == id }.count == 1, "\(id) has no label of its own")
        }
        #expect(html.contains(##"Text field, <a href="#checklist-group-forms" data-checklist-home="text-field">ticked under Forms</a>"##))
        #expect(html.contains(#"id="checklist-group-forms""#))
    }

    @Test("the other category's data marks the entry with its home, so the script lists it without a checkbox")
    func chunkNamesTheHome() throws {
        let controls = try #require(Self.site.categoryGroups.first { $0.category.id == "controls" })
        let files = ChecklistChunks(group: controls, site: Self.site, criteria: CriteriaBook(), context: SampleSite.context).files()
        let text = files[0].withBytes { String(decoding: $0, as: UTF8.self) }
        #expect(text.contains(#""k":"text-field","t":"Text field","u":"../patterns/text-field/index.html","h":"forms""#))
        #expect(!text.contains(#""k":"button","t":"Button","u":"../patterns/button/index.html","h""#))
    }

    private static func matches(_ pattern: String, in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
