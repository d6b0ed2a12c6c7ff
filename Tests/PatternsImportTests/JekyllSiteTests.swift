import Testing
@testable import PatternsCore
import PatternsDiagnostics
@testable import PatternsImport

@Suite("Jekyll site settings")
struct JekyllSiteTests {
    @Test("collection permalinks keep their addresses with :slug; placeholders a collection cannot fill give nil",
          arguments: [
              ("/:collection/:name/", false, "/checklist-web/:slug/"),
              ("/:collection/:path:output_ext", false, "/checklist-web/:slug.html"),
              (nil, false, "/checklist-web/:slug.html"),
              (nil, true, "/checklist-web/:slug/"),
              ("pretty", false, "/checklist-web/:slug/"),
              ("/web/:title/", false, "/web/:slug/"),
          ] as [(String?, Bool, String)])
    func collectionPermalinks(permalink: String?, pretty: Bool, expected: String) {
        #expect(JekyllPermalink.collection(permalink, id: "checklist-web", pretty: pretty) == expected)
    }

    @Test func unusablePermalinks() {
        #expect(JekyllPermalink.collection("/:categories/:name/", id: "web", pretty: false) == nil)
        #expect(JekyllPermalink.collection("/:year/:month/:name/", id: "web", pretty: false) == nil)
    }

    @Test("pages: Jekyll's default addresses, and one spelling for the forms it serves alike")
    func pageAddresses() {
        #expect(JekyllPermalink.page("how-to.md", pretty: false) == "/how-to.html")
        #expect(JekyllPermalink.page("docs/how-to.md", pretty: true) == "/docs/how-to/")
        #expect(JekyllPermalink.page("docs/index.md", pretty: true) == "/docs/")
        let keys = ["/a/b/", "/a/b", "/a/b.html", "/a/b/index.html", "a/b"].map(JekyllAddressBook.key)
        #expect(Set(keys) == ["/a/b"])
    }

    @Test("_config.yml: url and baseurl become one baseURL; collections as a mapping or a list; orders and video demos with their lines")
    func config() throws {
        let config = try JekyllConfig.read("""
        title: Catalog
        url: https://example.org/
        baseurl: /cat/
        collections:
          checklist-web:
            permalink: /:collection/:name/
        web-categories-order: [controls, forms]
        video-demos:
          - { title: iOS VoiceOver, directory: ios }
          - { title: no directory }
        """).get()
        #expect(config.baseURL == "https://example.org/cat/")
        #expect(config.collections == [.init(id: "checklist-web", permalink: "/:collection/:name/")])
        #expect(config.categoryOrders == [.init(shortName: "web", categories: ["controls", "forms"], line: 7)])
        #expect(config.videoDemos == [.init(title: "iOS VoiceOver", directory: "ios")])
        #expect(try JekyllConfig.read("collections: [a, b]").get().collections.map(\.id) == ["a", "b"])
        #expect(try JekyllConfig.read("url: https://example.org").get().baseURL == "https://example.org/")
        #expect((try? JekyllConfig.read("title: [unclosed").get()) == nil)
    }

    @Test("an empty _config.yml, which Jekyll accepts, is an empty config; a list still is not one",
          arguments: ["", "\n", "# only a comment\n", "---\n", "~\n"])
    func emptyConfig(_ text: String) throws {
        let config = try JekyllConfig.read(text).get()
        #expect(config == JekyllConfig())
        #expect((try? JekyllConfig.read("- a\n- b\n").get()) == nil)
        // What such a site imports as (no categories, no collections) loads with no finding.
        let engine = DiagnosticEngine()
        let text = PatternsConfigText(title: "Patterns", categories: [], collections: [], videos: []).text
        _ = SiteConfigReader.read(text, diagnostics: FileDiagnosticSink(file: "patterns.yml", engine: engine))
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics.map(\.message))")
    }

    @Test("the patterns.yml written loads with no finding but the videos the site's reader does not know yet")
    func patternsConfigLoads() {
        let text = PatternsConfigText(
            title: "A \"quoted\" catalog", description: "Two\nlines", baseURL: "https://example.org/",
            categories: ["controls", "Form Fields"],
            collections: [.init(id: "checklist-web", title: "Web", permalink: "/checklist-web/:slug/", platforms: ["web"], categories: ["controls"])],
            videos: [.init(title: "iOS VoiceOver", directory: "ios")]).text
        let engine = DiagnosticEngine()
        let config = SiteConfigReader.read(text, diagnostics: FileDiagnosticSink(file: "patterns.yml", engine: engine))
        #expect(engine.diagnostics.filter { !$0.message.contains("'videos'") }.isEmpty, "\(engine.diagnostics.map(\.message))")
        #expect(config.title == "A \"quoted\" catalog")
        #expect(config.categories.map(\.id) == ["controls", "Form Fields"])
        #expect(config.collections.map(\.permalink) == ["/checklist-web/:slug/"])
        #expect(text.contains("  - { id: ios-voiceover, title: \"iOS VoiceOver\", folder: ios }"))
        #expect(PatternsConfigText.platforms(forCollection: "checklist-native") == ["ios", "android"])
        #expect(PatternsConfigText.platforms(forCollection: "components").isEmpty)
    }
}
