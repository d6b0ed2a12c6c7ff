import Foundation
import Testing
@testable import PatternsBuild
@testable import PatternsExports
@testable import PatternsRendering

/// The cache folder ignores itself in git, even after a build that failed to write it.
@Suite struct BuildCacheTests {
    @Test("an empty or changed .gitignore (a build on a full disk) is written again", arguments: ["", "# mine\n"])
    func gitignoreIsRewritten(_ damaged: String) throws {
        let site = FileManager.default.temporaryDirectory.appendingPathComponent("patterns-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: site) }
        let cache = BuildCache(siteRoot: site.path)
        try FileManager.default.createDirectory(atPath: cache.folder, withIntermediateDirectories: true)
        let ignore = cache.folder + "/.gitignore"
        try damaged.write(toFile: ignore, atomically: false, encoding: .utf8)
        try cache.store(BuildManifest(key: 1, outputIdentity: "", writtenAt: 0), diagnostics: [])
        #expect(try String(contentsOfFile: ignore, encoding: .utf8) == BuildCache.gitignore)
        let left = try FileManager.default.contentsOfDirectory(atPath: cache.folder).sorted()
        #expect(left == [".gitignore", "diagnostics.json", "manifest"], "no temporary file is left behind")
    }

    /// The search index is read only when asked for, and only the file written with the manifest's stamp.
    @Test func theSearchIndexIsTheOneStoredWithTheManifest() throws {
        let site = FileManager.default.temporaryDirectory.appendingPathComponent("patterns-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: site) }
        let cache = BuildCache(siteRoot: site.path)
        var manifest = BuildManifest(key: 1, outputIdentity: "", writtenAt: 0)
        manifest.search = SearchIndexCache.empty
        manifest.searchStamp = 7
        try cache.store(manifest, diagnostics: [])
        let loaded = try #require(cache.load()).manifest
        #expect(loaded.search == nil && loaded.searchStamp == 7)
        #expect(cache.search(of: loaded) != nil)
        var other = loaded
        other.searchStamp = 8
        #expect(cache.search(of: other) == nil, "an index written for another manifest")
        // A manifest stored without its index (nothing changed it) keeps the file it names.
        try cache.store(loaded, diagnostics: [])
        #expect(cache.search(of: try #require(cache.load()).manifest) != nil)
    }
}
