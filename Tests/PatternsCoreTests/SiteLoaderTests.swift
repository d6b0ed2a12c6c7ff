import Foundation
import PatternsTestSupport
import Testing
@testable import PatternsCore
import PatternsDiagnostics

@Suite("Site loading")
struct SiteLoaderTests {
    static let config = """
    title: Test patterns
    categories: [controls, forms]
    """

    /// A valid entry titled `title`, with `body` after its front matter (by default notes with a Name section).
    static func entry(_ title: String, body: String = "## Developer notes\n\n### Name\n\nUse the visible label.\n") -> String {
        """
        ---
        title: \(title)
        categories: controls
        keyboard:
          tab: Focus moves to the \(title.lowercased())
        mobile:
          swipe: Focus moves to the \(title.lowercased())
        screenreader:
          name: Matches the label
          role: \(title)
          group: n/a
          state: Dimmed when disabled
        ---

        \(body)
        """
    }

    @Test("a valid site loads every entry and guide without diagnostics")
    func validSite() throws {
        let site = try TemporarySite()
        try site.write("patterns.yml", Self.config)
        try site.write("content/patterns/controls/button.md", Self.entry("Button"))
        try site.write("content/patterns/forms/text-field.md", Self.entry("Text field"))
        try site.write("content/guides/intro.md", "# Introduction\n\nWelcome.\n")
        try site.write("content/patterns/controls/images/button.png", "png")
        let result = try loadSite(site.root)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.summaries)")
        #expect(result.site.entries.map(\.slug) == ["button", "text-field"])
        #expect(result.site.guides.map(\.title) == ["Introduction"])
        #expect(result.site.assets == ["content/patterns/controls/images/button.png"])
        #expect(result.fileCount == 4)
    }

    @Test("two entries with the same file name in different folders clash, reported on the whole file")
    func duplicateSlug() throws {
        let site = try TemporarySite()
        try site.write("patterns.yml", Self.config)
        try site.write("content/patterns/controls/button.md", Self.entry("Button"))
        try site.write("content/patterns/forms/button.md", Self.entry("Form button"))
        let result = try loadSite(site.root)
        #expect(result.diagnostics.summaries == ["patterns.site.duplicate-slug@-"])
        let duplicate = try #require(result.diagnostics.first)
        #expect(duplicate.file == "content/patterns/forms/button.md")
        #expect(duplicate.message.contains("content/patterns/controls/button.md"))
    }

    @Test("a relative link to a missing file is broken, reported at the link")
    func brokenLink() throws {
        let site = try TemporarySite()
        try site.write("patterns.yml", Self.config)
        let marked = MarkedText(Self.entry("Button", body: "## Notes\n\nSee the ‸[missing entry](../controls/missing.md) first.\n"))
        try site.write("content/patterns/controls/button.md", marked.text)
        let result = try loadSite(site.root)
        #expect(result.diagnostics.summaries == ["patterns.link.broken@\(marked.location)"])
        let broken = try #require(result.diagnostics.first)
        #expect(broken.file == "content/patterns/controls/button.md")
        #expect(broken.message == "link '../controls/missing.md' points to content/patterns/controls/missing.md, which does not exist")
    }

    @Test("a link that climbs out of the site is broken")
    func linkOutsideSite() throws {
        let site = try TemporarySite()
        try site.write("patterns.yml", Self.config)
        let marked = MarkedText(Self.entry("Button", body: "‸![Logo](../../../../logo.png)\n"))
        try site.write("content/patterns/controls/button.md", marked.text)
        let result = try loadSite(site.root)
        #expect(result.diagnostics.summaries == ["patterns.link.broken@\(marked.location)"])
        #expect(result.diagnostics.first?.message == "image '../../../../logo.png' points outside the site")
    }

    @Test("links to other entries and assets are resolved to the files they point to")
    func rewrittenLinks() throws {
        let site = try TemporarySite()
        try site.write("patterns.yml", Self.config)
        try site.write("content/patterns/controls/button.md", Self.entry("Button"))
        try site.write("content/patterns/controls/images/toggle.png", "png")
        try site.write("content/guides/components/card.md", "# Card\n\nSee [the button](../../patterns/controls/button.md#name).\n")
        try site.write("content/patterns/forms/toggle.md", Self.entry("Toggle", body: """
        See the [button](../controls/button.md), its [name](../controls/button.md#name),
        the [card guide](../../guides/components/card.md) and [Apple](https://developer.apple.com).

        ![A toggle](../controls/images/toggle.png)
        """))
        let result = try loadSite(site.root)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.summaries)")
        let toggle = try #require(result.site.entries.first { $0.slug == "toggle" })
        #expect(toggle.body.localReferences.map(\.targetPath) == [
            "content/patterns/controls/button.md", "content/patterns/controls/button.md",
            "content/guides/components/card.md", "content/patterns/controls/images/toggle.png",
        ])
        #expect(toggle.body.localReferences.map(\.fragment) == [nil, "name", nil, nil])
        let card = try #require(result.site.guides.first)
        #expect(card.body.localReferences.map(\.targetPath) == ["content/patterns/controls/button.md"])
    }

    @Test("a missing patterns.yml throws")
    func missingConfig() throws {
        let site = try TemporarySite()
        try site.write("content/patterns/controls/button.md", Self.entry("Button"))
        #expect(throws: SiteLoader.Failure.self) {
            try loadSite(site.root)
        }
    }

    @Test("diagnostics from several files come out sorted by file and position")
    func sortedDiagnostics() throws {
        let site = try TemporarySite()
        try site.write("patterns.yml", Self.config)
        let slider = MarkedText(Self.entry("Slider", body: "‸![](a.png)\n")
            .replacingOccurrences(of: "categories: controls", with: "categories: ‸sliders"))
        try site.write("content/patterns/controls/slider.md", slider.text)
        let button = MarkedText("‸## No front matter\n")
        try site.write("content/patterns/controls/button.md", button.text)
        let result = try loadSite(site.root)
        #expect(result.diagnostics.map(\.file) == [
            "content/patterns/controls/button.md",
            "content/patterns/controls/slider.md", "content/patterns/controls/slider.md",
            "content/patterns/controls/slider.md",
        ])
        #expect(result.diagnostics.summaries == [
            "patterns.frontmatter.missing@\(button.location)",
            "patterns.entry.unknown-category@\(slider[0])",
            "patterns.link.broken@\(slider[1])",
            "patterns.markdown.image-alt@\(slider[1])",
        ])
    }

    @Test("a link to an entry that failed to parse is not also reported as broken")
    func linkToUnparsableEntry() throws {
        let site = try TemporarySite()
        try site.write("patterns.yml", Self.config)
        let bad = MarkedText("---\ntitle: ‸[unclosed\n---\n")
        try site.write("content/patterns/controls/bad.md", bad.text)
        try site.write("content/patterns/controls/good.md", Self.entry("Good", body: "See [the bad one](bad.md).\n"))
        let result = try loadSite(site.root)
        #expect(result.diagnostics.map(\.rule.id) == [Rule.yamlSyntax.id])
        #expect(result.diagnostics.first?.file == "content/patterns/controls/bad.md")
        #expect(result.diagnostics.first?.location?.line == bad.location.line)
    }

    @Test("links to files with spaces and accents are decoded to check them")
    func percentEncodedLinks() throws {
        let site = try TemporarySite()
        try site.write("patterns.yml", Self.config)
        try site.write("content/guides/mon guide é.md", "# Mon guide\n")
        try site.write("content/patterns/controls/button.md",
                       Self.entry("Button", body: "Read [the guide](../../guides/mon%20guide%20%C3%A9.md).\n"))
        let result = try loadSite(site.root)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.summaries)")
        let button = try #require(result.site.entries.first)
        #expect(button.body.localReferences.map(\.targetPath) == ["content/guides/mon guide é.md"])
    }

    @Test("the home page lists each category once, in patterns.yml order, then unconfigured ones")
    func categoryGroups() throws {
        let site = try TemporarySite()
        try site.write("patterns.yml", "categories: [forms, controls]\n")
        try site.write("content/patterns/controls/button.md", Self.entry("Button"))
        try site.write("content/patterns/forms/text-field.md", Self.entry("Text field")
            .replacingOccurrences(of: "categories: controls", with: "categories: forms inputs"))
        try site.write("content/patterns/forms/checkbox.md", Self.entry("Checkbox")
            .replacingOccurrences(of: "categories: controls", with: "categories: [forms]"))
        let result = try loadSite(site.root)
        #expect(result.diagnostics.map(\.rule.id) == [Rule.unknownCategory.id])
        let groups = result.site.categoryGroups
        #expect(groups.map(\.category.id) == ["forms", "controls", "inputs"])
        #expect(groups.map { $0.entries.map(\.slug) } == [["checkbox", "text-field"], ["button"], ["text-field"]])
    }

    @Test("a category listed twice in patterns.yml still appears once on the home page")
    func repeatedCategory() throws {
        let site = try TemporarySite()
        try site.write("patterns.yml", "categories: [controls, forms, controls]\n")
        try site.write("content/patterns/controls/button.md", Self.entry("Button"))
        let result = try loadSite(site.root)
        #expect(result.site.categoryGroups.map(\.category.id) == ["controls"])
    }
}

/// What loading a site gave: the site and every finding, in output order.
struct LoadedSite {
    var site: Site
    var diagnostics: [Diagnostic]
    var fileCount: Int
}

/// Loads a site with a fresh diagnostic engine, as `validate` does; entry pages provide one template anchor, `#keyboard`.
func loadSite(_ root: String) throws -> LoadedSite {
    let (result, diagnostics) = try reporting { engine in
        try SiteLoader(root: root).load(renderer: nil, templateAnchors: { _ in TemplateAnchors(entry: ["keyboard"], guide: []) }, diagnostics: engine)
    }
    return LoadedSite(site: result.site, diagnostics: diagnostics, fileCount: result.fileCount)
}
