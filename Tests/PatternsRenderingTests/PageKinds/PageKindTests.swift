import Foundation
import PatternsCore
import PatternsDiagnostics
import Testing
@testable import PatternsRendering

@Suite("The registry of page kinds")
struct PageKindTests {
    static let builtIn = TemplateAnchorsTests.builtIn

    @Test("the page kinds' contexts name exactly the built-in page templates, each once")
    func templatesComeFromTheRegistry() {
        let builtInFiles = Set(Self.builtIn.sources.keys.filter { !$0.contains("/") })
        let named = PageTemplate.allCases.map(\.rawValue)
        #expect(Set(named) == builtInFiles)
        #expect(named.count == Set(named).count)
    }

    @Test("every kind has a name of its own")
    func namesAreUnique() {
        let names = PageKind.all.map(\.name)
        #expect(names.count == Set(names).count)
    }

    @Test("what the kinds reserve lies in the folders the config readers keep collections and redirects out of")
    func reservedFoldersAgree() {
        let config = Self.config(collections: ["web"])
        let outputs = PageKind.all.flatMap { $0.outputs(config, Self.builtIn) } + SiteRenderer.closingOutputs
        let reservedFolders = Set(SiteLayout.generatedFolders)
        for output in outputs where output.path.hasSuffix("/") && !output.path.hasPrefix("web/") {
            let top = String(output.path.split(separator: "/")[0])
            #expect(reservedFolders.contains(top), "\(output.path) (\(output.what)) is not in SiteLayout.generatedFolders")
        }
    }

    @Test("the site's own paths are reserved, with what the site writes there; content paths are not",
          arguments: [
            ("index.html", "the home page"), ("404.html", "the not-found page"), ("robots.txt", "the robots file"),
            ("sitemap.xml", "the sitemap"), ("llms.txt", "the llms.txt summary"), ("criteria.csv", "the criteria export"),
            ("criteria.schema.json", "the criteria export's schema"), ("search/index.html", "the search page"),
            ("guides/index.html", "the list of guides"), ("guides/page/2/index.html", "the later pages of the list of guides"),
            ("checklist/data/x.js", "the checklist"), ("defects/index.html", "the defect reporter"),
            ("categories/forms/index.html", "the category pages"), ("platforms/ios/index.html", "the platform pages"),
            ("wcag/1.1.1/index.html", "the WCAG pages"), ("coverage/index.html", "the coverage pages"),
            ("changes/index.html", "the changes page"), ("features/button.feature", "the feature files"),
            ("static/search/bu.js", "the search index"), ("static/style.css", "a file of the theme"),
            ("web/index.html", "the page of the collection 'web'"),
            ("web/categories/forms/index.html", "the category pages of the collection 'web'"),
          ] as [(String, String)])
    func reserved(path: String, what: String) {
        let config = Self.config(collections: ["web", "native"])
        #expect(SiteRenderer.generatedOutputs(config: config, templates: Self.builtIn).generated(at: OutputPath(composed: path)) == what)
    }

    @Test("content's own pages are not reserved, nor are collection paths on a site without collections",
          arguments: ["patterns/button/index.html", "guides/setup/index.html", "images/a.png", "web/index.html", "static/searchable.js"])
    func notReserved(path: String) {
        #expect(SiteRenderer.generatedOutputs(config: SiteConfig(), templates: Self.builtIn).generated(at: OutputPath(composed: path)) == nil)
    }

    private static func config(collections: [String]) -> SiteConfig {
        var config = SiteConfig()
        config.collections = collections.map { EntryCollection(id: $0) }
        return config
    }
}
