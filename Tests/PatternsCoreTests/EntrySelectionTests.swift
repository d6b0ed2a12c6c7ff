import Testing
@testable import PatternsCore
import PatternsDiagnostics

@Suite("Entry selection")
struct EntrySelectionTests {
    /// A site with a slider (controls, iOS and Android) and a date picker (inputs, iOS).
    static let site: Site = {
        let config = SiteConfig(categories: [Category(id: "controls"), Category(id: "inputs")])
        let slider = readEntry(sliderEntry.replacingOccurrences(of: "categories: controls", with: "categories: controls\nplatforms: ios android"),
                               path: "content/patterns/controls/slider.md", config: config).entry!
        let picker = readEntry(sliderEntry.replacingOccurrences(of: "categories: controls", with: "categories: inputs\nplatforms: ios")
            .replacingOccurrences(of: "title: \"Slider\"", with: "title: \"Date picker\""),
                               path: "content/patterns/inputs/date-picker.md", config: config).entry!
        return Site(config: config, entries: [slider, picker], guides: [], assets: [])
    }()

    private func slugs(_ selection: EntrySelection) -> [String]? {
        try? selection.entries(of: Self.site).get().map(\.slug)
    }

    @Test("all entries in site order, or the named ones in the order named, once each")
    func order() {
        #expect(slugs(EntrySelection()) == ["date-picker", "slider"])
        #expect(slugs(EntrySelection(slugs: ["slider", "date-picker", "slider"])) == ["slider", "date-picker"])
    }

    @Test("categories and platforms narrow the selection")
    func filters() {
        #expect(slugs(EntrySelection(categories: ["controls"])) == ["slider"])
        #expect(slugs(EntrySelection(platforms: [.ios])) == ["date-picker", "slider"])
        #expect(slugs(EntrySelection(platforms: [.android])) == ["slider"])
        #expect(slugs(EntrySelection(slugs: ["date-picker"], categories: ["inputs", "controls"])) == ["date-picker"])
    }

    @Test("problems name what is unknown and suggest the closest name")
    func problems() {
        func problem(_ selection: EntrySelection) -> EntrySelection.Problem? {
            if case .failure(let problem) = selection.entries(of: Self.site) { return problem }
            return nil
        }
        #expect(problem(EntrySelection(slugs: ["slidr"])) == .unknownSlug("slidr", suggestion: "slider"))
        #expect(problem(EntrySelection(slugs: ["picker"])) == .unknownSlug("picker", suggestion: "date-picker"))
        #expect(problem(EntrySelection(slugs: ["e"])) == .unknownSlug("e", suggestion: nil))
        #expect(problem(EntrySelection(categories: ["input"])) == .unknownCategory("input", suggestion: "inputs"))
        #expect(problem(EntrySelection(platforms: [Platform("andriod")])) == .unknownPlatform("andriod", suggestion: "android"))
        let none = problem(EntrySelection(categories: ["inputs"], platforms: [.android]))
        #expect(none?.description == "no entry matches category 'inputs' and platform 'android'")
    }
}
