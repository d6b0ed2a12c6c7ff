import Foundation
import PatternsDiagnostics
import Testing
@testable import PatternsAuthoring

/// Which archetype `patterns new` writes from: the site's, else the built-in one.
@Suite("Archetype")
struct ArchetypeTests {
    /// A site folder holding `files` (path → text), removed after `body`.
    private func withSite(_ files: [String: String], _ body: (String) throws -> Void) throws {
        let root = NSTemporaryDirectory() + "patterns-archetype-tests-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try body(root)
    }

    @Test("with no archetype of its own, a site gets the built-in one")
    func builtIn() throws {
        try withSite([:]) { site in
            let engine = DiagnosticEngine()
            let archetype = try #require(Archetype.load(.guide, siteRoot: site, diagnostics: engine))
            #expect(archetype.source == "(built-in)/archetypes/guide.md")
            #expect(engine.diagnostics.isEmpty)
        }
    }

    @Test("the site's archetype replaces the built-in one")
    func siteWins() throws {
        try withSite(["templates/archetypes/guide.md": "---\ntitle: {{titleYAML}}\n---\n"]) { site in
            let archetype = try #require(Archetype.load(.guide, siteRoot: site, diagnostics: DiagnosticEngine()))
            #expect(archetype.source == "templates/archetypes/guide.md")
        }
    }

    @Test("a linked archetype is refused with the link's error, not reported missing")
    func linkRefused() throws {
        try withSite(["elsewhere.md": "x"]) { site in
            try FileManager.default.createDirectory(atPath: site + "/templates/archetypes", withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: site + "/templates/archetypes/guide.md", withDestinationPath: site + "/elsewhere.md")
            let engine = DiagnosticEngine()
            #expect(Archetype.load(.guide, siteRoot: site, diagnostics: engine) == nil)
            #expect(engine.diagnostics.map(\.rule.id) == ["patterns.file.symlink"])
            #expect(engine.diagnostics.map(\.file) == ["templates/archetypes/guide.md"])
        }
    }
}
