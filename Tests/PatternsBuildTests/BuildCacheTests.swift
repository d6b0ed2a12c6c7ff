import Foundation
import Testing
@testable import PatternsBuild

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
}
