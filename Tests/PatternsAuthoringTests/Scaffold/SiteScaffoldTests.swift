import Foundation
import Testing
@testable import PatternsAuthoring

/// The files `patterns init` writes.
@Suite("Site scaffold")
struct SiteScaffoldTests {
    @Test("the starter site, then a copy of every built-in template, theme file and archetype under templates/, each list sorted")
    func withTemplates() throws {
        let paths = try SiteScaffold(copiesTemplates: true).files().map(\.path)
        let starter = paths.filter { !$0.hasPrefix("templates/") }
        let templates = paths.filter { $0.hasPrefix("templates/") }
        #expect(starter.contains("patterns.yml"))
        #expect(starter == starter.sorted() && templates == templates.sorted())
        #expect(paths == starter + templates)
        #expect(templates.contains("templates/entry.mustache"))
        #expect(templates.contains("templates/archetypes/pattern.md"))
        #expect(templates.contains("templates/static/style.css"))
    }

    @Test("with the built-in templates kept, no templates/ folder")
    func builtInTemplates() throws {
        let paths = try SiteScaffold(copiesTemplates: false).files().map(\.path)
        #expect(!paths.isEmpty)
        #expect(!paths.contains { $0.hasPrefix("templates/") })
    }

    @Test("missing resources are said as such, naming the folders to keep beside the executable")
    func missingResourcesMessage() {
        let failure: any Error = SiteScaffold.Failure.missingResources("templates")
        #expect(failure.localizedDescription.hasPrefix("the built-in templates are missing; keep the patterns_PatternsTemplates.resources"))
    }
}
