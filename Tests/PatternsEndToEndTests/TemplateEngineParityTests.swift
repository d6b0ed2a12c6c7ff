import Foundation
import Testing

/// The compiled templates render every page byte for byte as swift-mustache does: each site the
/// suite has (the bundled one, every fixture site, a Jekyll catalog as `import jekyll` makes it) is built with each engine (`PATTERNS_TEMPLATE_ENGINE`) and the outputs compared.
@Suite struct TemplateEngineParityTests {
    static let fixtureSites = ["valid-site", "collections-site", "coverage-site", "example-scripts-site", "mcp-site", "media-site",
                               "real-catalog", "broken-entries", "broken-site"]

    @Test func theBundledSiteIsTheSameWithBothEngines() throws {
        try expectSameOutput(site: PatternsBinary.packageRoot)
    }

    @Test(arguments: fixtureSites)
    func aFixtureSiteIsTheSameWithBothEngines(_ name: String) throws {
        try expectSameOutput(site: PatternsBinary.fixtures.appendingPathComponent(name))
    }

    @Test func anImportedJekyllCatalogIsTheSameWithBothEngines() throws {
        let temp = try TemporaryFolder()
        let site = temp.url.appendingPathComponent("imported")
        let imported = try PatternsBinary.run(["import", "jekyll", PatternsBinary.fixtures.appendingPathComponent("jekyll-catalog").path, site.path])
        // 1: imported, with something left for the author to finish.
        try #require(imported.status <= 1, "\(imported.stderr)")
        try expectSameOutput(site: site)
    }

    /// Builds `site` with each engine into a folder of its own and compares every file.
    private func expectSameOutput(site: URL) throws {
        let temp = try TemporaryFolder()
        var outputs: [String: [String: Data]] = [:]
        var statuses: [String: Int32] = [:]
        for engine in ["compiled", "mustache"] {
            let output = temp.url.appendingPathComponent(engine)
            let run = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path, "--no-git-dates", "--quiet"],
                                             environment: ["PATTERNS_TEMPLATE_ENGINE": engine])
            statuses[engine] = run.status
            outputs[engine] = TemporaryFolder.snapshot(output)
        }
        #expect(statuses["compiled"] == statuses["mustache"])
        let compiled = outputs["compiled"] ?? [:], reference = outputs["mustache"] ?? [:]
        #expect(compiled.keys.sorted() == reference.keys.sorted())
        let differing = compiled.keys.sorted().filter { compiled[$0] != reference[$0] }
        #expect(differing.isEmpty, "differs from swift-mustache: \(differing.prefix(10))")
    }
}
