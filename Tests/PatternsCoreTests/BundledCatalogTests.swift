import Foundation
import PatternsDiagnostics
import Testing
@testable import PatternsCore

/// Our own catalog is the first thing a new user sees and the model of how to write one: every
/// entry complete for every platform of its collection, and all of it our own words.
@Suite struct BundledCatalogTests {
    static let seedsFolder = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/seeds")

    static func site() throws -> Site {
        let diagnostics = DiagnosticEngine()
        let loaded = try SiteLoader(root: packageRoot.path).load(
            renderer: nil, templateAnchors: { _ in TemplateAnchors(entry: [], guide: []) }, diagnostics: diagnostics)
        #expect(diagnostics.diagnostics.isEmpty, "\(diagnostics.diagnostics.map(\.message))")
        return loaded.site
    }

    @Test func twoCollectionsOfAtLeastFortyEightEntries() throws {
        let site = try Self.site()
        let native = site.entries.filter { $0.collection == "native" }
        let web = site.entries.filter { $0.collection == "web" }
        #expect(native.count >= 28 && web.count >= 20 && site.entries.count >= 48, "\(native.count) native, \(web.count) web")
        #expect(site.guides.filter { $0.sourcePath.text.hasPrefix("content/guides/testing/") }.count >= 7)
    }

    /// Complete by the coverage report's measure: a tip for each platform of its collection in each
    /// of Name, Role, Groupings, State and Focus, WCAG references and (web) a working example.
    @Test func everyEntryHasTipsForEachPlatformInEachSectionAndCitesWCAG() throws {
        let coverage = CatalogCoverage(site: try Self.site())
        var gaps: [String] = []
        for entry in coverage.entries {
            gaps += entry.missingTips.map { "\(entry.entry.sourcePath): no \($0.platform.displayName) tip under \($0.section.title)" }
            if !entry.citesWCAG { gaps.append("\(entry.entry.sourcePath): no WCAG references") }
            if entry.example == .missing { gaps.append("\(entry.entry.sourcePath): no working example") }
        }
        #expect(gaps.isEmpty, "\(gaps.joined(separator: "\n"))")
        #expect(coverage.totals.overall.missing == 0)
    }

    /// No run of eight words of our content appears in the seed material we read but must not copy.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: seedsFolder.path)))
    func noEightWordRunComesFromTheSeeds() throws {
        let seeds = try FileManager.default.contentsOfDirectory(atPath: Self.seedsFolder.path)
            .map { try String(contentsOf: Self.seedsFolder.appendingPathComponent($0), encoding: .utf8) }
        var seedRuns = Set<String>()
        for text in seeds { seedRuns.formUnion(Self.runs(of: text)) }
        var copied: [String] = []
        let content = packageRoot.appendingPathComponent("content")
        for case let path as String in FileManager.default.enumerator(atPath: content.path) ?? NSEnumerator()
        where path.hasSuffix(".md") || path.hasSuffix(".html") {
            let text = try String(contentsOf: content.appendingPathComponent(path), encoding: .utf8)
            if let run = Self.runs(of: text).first(where: seedRuns.contains) { copied.append("content/\(path): \"\(run)\"") }
        }
        #expect(copied.isEmpty, "\(copied.joined(separator: "\n"))")
    }

    /// Every run of eight consecutive words, lower-cased, punctuation ignored. Web addresses are left
    /// out: citing the same W3C page as the seeds (`https://www.w3.org/WAI/standards-guidelines/wcag/`)
    /// is a reference, not copied prose.
    static func runs(of text: String) -> Set<String> {
        let prose = text.split(separator: " ", omittingEmptySubsequences: false)
            .map { $0.contains("://") ? " " : $0 }.joined(separator: " ")
        let words = prose.lowercased().split { !$0.isLetter && !$0.isNumber }
        guard words.count >= 8 else { return [] }
        return Set((0...(words.count - 8)).map { words[$0..<($0 + 8)].joined(separator: " ") })
    }
}
