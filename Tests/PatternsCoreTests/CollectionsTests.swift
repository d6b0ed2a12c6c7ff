import PatternsTestSupport
import Testing
@testable import PatternsCore
import PatternsDiagnostics

@Suite("Collections")
struct CollectionsTests {
    private func read(_ text: String) -> (SiteConfig, [Diagnostic]) {
        reporting(SiteLayout.configFile) { SiteConfigReader.read(text, diagnostics: $0) }
    }

    @Test("a site without collections keeps content/patterns and /patterns/<slug>/")
    func implicitCollection() {
        let (config, diagnostics) = read("title: Plain\n")
        #expect(diagnostics.isEmpty)
        #expect(config.collections == [.implicit])
        #expect(!config.declaresCollections)
        #expect(EntryCollection.implicit.page(slug: "button") == "patterns/button/index.html")
        #expect(SiteLayout.kind(ofSource: "content/patterns/controls/button.md", collections: config.collections) == .entry(.implicit))
        #expect(SiteLayout.categoryPage("controls", collection: .implicit) == "categories/controls/index.html")
    }

    @Test("collections read with their folders, permalinks, platforms, category order and required keys")
    func declared() throws {
        let (config, diagnostics) = read("""
        collections:
          - id: web
            title: "Web"
            folder: web
            permalink: "/checklist-web/:slug/"
            platforms: [web]
            categories: [html, forms]
            required:
              screenreader: [name, role, state]
          - id: native
            folder: apps/native
            platforms: [ios, android]
        """)
        #expect(diagnostics.isEmpty, "\(diagnostics.summaries)")
        let web = try #require(config.collection("web"))
        let native = try #require(config.collection("native"))
        #expect(web.page(slug: "button") == "checklist-web/button/index.html")
        #expect(native.page(slug: "button") == "native/button/index.html")
        #expect(native.title == "Native")
        #expect(web.categories == ["html", "forms"])
        #expect(web.requiredScreenReaderKeys == ["name", "role", "state"])
        #expect(native.requiredScreenReaderKeys == ScreenReaderOutput.standardKeys)
        #expect(SiteLayout.kind(ofSource: "content/apps/native/x/button.md", collections: config.collections) == .entry(native))
        #expect(SiteLayout.kind(ofSource: "content/patterns/button.md", collections: config.collections) == nil)
        #expect(SiteLayout.categoryPage("forms", collection: web) == "web/categories/forms/index.html")
    }

    @Test("each problem with collections is reported where it stands")
    func problems() {
        let marked = MarkedText("""
        collections:
          - id: web
            ‸colour: blue
          - id: web2
            folder: ‸web
          - id: ‸web
            folder: other
          - ‸title: No id
          - id: app
            permalink: ‸"/web/:slug/"
            required:
              screenreader: [name, ‸rol]
          - id: nos
            permalink: ‸"/nos/"
          - id: ‸Bad Name
        """)
        let (config, diagnostics) = read(marked.text)
        #expect(diagnostics.summaries == [
            "patterns.config.unknown-key@\(marked[0])",
            "patterns.config.invalid@\(marked[1])",
            "patterns.config.invalid@\(marked[2])",
            "patterns.config.invalid@\(marked[3])",
            "patterns.config.invalid@\(marked[4])",
            "patterns.config.invalid@\(marked[5])",
            "patterns.config.invalid@\(marked[6])",
            "patterns.config.invalid@\(marked[7])",
        ])
        #expect(diagnostics.first { $0.location == marked[1] }?.message == "folder 'web' already holds collection 'web'")
        #expect(diagnostics.first { $0.location == marked[2] }?.message == "collection 'web' is listed twice")
        #expect(diagnostics.first { $0.location == marked[4] }?.message == "permalink '/web/:slug/' gives the same addresses as collection 'web'")
        #expect(diagnostics.first { $0.location == marked[5] }?.hint == "did you mean 'role'?")
        #expect(diagnostics.first { $0.location == marked[6] }?.message.contains("has no ':slug'") == true)
        #expect(config.collections.map(\.id) == ["web"])
    }

    @Test("a collection's page or permalink may not take a folder the site writes itself")
    func reservedFolders() {
        let marked = MarkedText("""
        collections:
          - id: ‸coverage
          - id: apps
            permalink: ‸/wcag/:slug/
          - id: web
            permalink: /components/:slug/
        """)
        let (config, diagnostics) = read(marked.text)
        #expect(diagnostics.summaries == ["patterns.config.invalid@\(marked[0])", "patterns.config.invalid@\(marked[1])"])
        #expect(diagnostics.first?.message == "collection id uses 'coverage/', a folder the site writes itself")
        #expect(diagnostics.last?.message == "collection permalink uses 'wcag/', a folder the site writes itself")
        #expect(diagnostics.first?.hint?.contains("checklist, static, categories, platforms, guides, changes, wcag, coverage, features, examples") == true)
        #expect(config.collections.map(\.id) == ["web"])
    }

    @Test("names and keys carry the collection only on sites that declare collections")
    func namingAndKeys() {
        let plain = SiteConfig()
        #expect(plain.naming("Controls", in: "patterns") == "Controls")
        #expect(plain.key("button", in: "patterns") == "button")
        var declared = SiteConfig()
        declared.collections = [EntryCollection(id: "web"), EntryCollection(id: "native", title: "Native apps")]
        #expect(declared.naming("Controls", in: "native") == "Controls (Native apps)")
        #expect(declared.key("button", in: "web") == "web-button")
    }
}
