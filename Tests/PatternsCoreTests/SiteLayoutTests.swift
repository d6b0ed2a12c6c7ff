import Testing
@testable import PatternsCore

@Suite("Site layout")
struct SiteLayoutTests {
    @Test("entries are published by file name, whatever sub-folder holds them", arguments: [
        ("content/patterns/button.md", "patterns/button/index.html"),
        ("content/patterns/controls/button.md", "patterns/button/index.html"),
        ("content/patterns/a/b/c/slider.md", "patterns/slider/index.html"),
    ])
    func entryPagePath(source: String, page: String) {
        #expect(SiteLayout.page(forSource: source, collections: [.implicit])?.text == page)
    }

    @Test("a file's stem is its last part without its extension; a path of no part is itself", arguments: [
        ("content/patterns/controls/button.md", "button"), ("button.md", "button"), ("a/b.c.d", "b.c"), ("a/.md", ""),
        ("a/b/", "b"), ("noext", "noext"), ("", ""), ("//", "//"), ("a/café.md", "café"), ("a/e\u{301}.md", "e\u{301}"),
    ])
    func stem(path: String, stem: String) {
        #expect(Array(SiteLayout.stem(of: path).utf8) == Array(stem.utf8))
    }

    @Test("example frames are the examples folder's pages and example-*.html files", arguments: [
        ("examples/x.html", true), ("patterns/button/example-1.html", true), ("patterns/button/index.html", false),
        ("example-1.html", true), ("patterns/example-1.htm", false),
    ])
    func exampleFrames(page: String, isFrame: Bool) {
        #expect(SiteLayout.isExampleFrame(OutputPath(composed: page)) == isFrame)
    }

    @Test("guides keep their sub-folders", arguments: [
        ("content/guides/intro.md", "guides/intro/index.html"),
        ("content/guides/components/card.md", "guides/components/card/index.html"),
        ("content/guides/a/b/deep.md", "guides/a/b/deep/index.html"),
        // Folders and name split on bytes alike: a mark after a slash starts the next part.
        ("content/guides/a/\u{301}b.md", "guides/a/\u{301}b/index.html"),
    ])
    func guidePagePath(source: String, page: String) {
        #expect(SiteLayout.page(forSource: source, collections: [.implicit]).map { Array($0.text.utf8) } == Array(page.utf8))
    }

    @Test("files that make no page have no page path", arguments: [
        "content/patterns/controls/images/button.png",
        "content/other/readme.md",
        "content/readme.md",
        "patterns.yml",
        "templates/entry.mustache",
        "docs/patterns/button.md",
    ])
    func notAPage(source: String) {
        #expect(!SiteLayout.isPageSource(source, collections: [.implicit]))
    }

    @Test("assets keep their place under the output")
    func assetPath() {
        #expect(SiteLayout.assetOutput(forSource: "content/patterns/controls/images/toggle.png") == "patterns/controls/images/toggle.png")
        #expect(SiteLayout.assetOutput(forSource: "patterns.yml") == nil)
    }

    @Test("content files are entries, guides or assets by folder and extension", arguments: [
        ("content/patterns/controls/button.md", SiteLayout.SourceKind.entry(.implicit)),
        ("content/guides/intro.md", SiteLayout.SourceKind.guide),
        ("content/patterns/controls/images/button.png", SiteLayout.SourceKind.asset),
        ("content/readme.txt", SiteLayout.SourceKind.asset),
    ])
    func sourceKind(path: String, kind: SiteLayout.SourceKind) {
        #expect(SiteLayout.kind(ofSource: path, collections: [.implicit]) == kind)
    }

    @Test("Markdown outside the entry and guide folders, and files outside content/, are not site files")
    func notSiteFiles() {
        #expect(SiteLayout.kind(ofSource: "content/other/readme.md", collections: [.implicit]) == nil)
        #expect(SiteLayout.kind(ofSource: "templates/entry.mustache", collections: [.implicit]) == nil)
    }

    @Test("new files go where the bundled content keeps them")
    func newSources() {
        #expect(SiteLayout.entrySource(collection: .implicit, category: "controls", slug: "button") == "content/patterns/controls/button.md")
        #expect(SiteLayout.guideSource(slug: "intro") == "content/guides/intro.md")
        #expect(SiteLayout(root: "/site").absolute(SiteLayout.configFile) == "/site/patterns.yml")
    }
}
