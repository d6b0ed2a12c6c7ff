import Foundation
import PatternsCore
import PatternsDiagnostics
import PatternsExports

/// The build cache folder (`.patterns-cache/` in the site): the last build's manifest, its findings
/// and its search index.
///
/// Anything unreadable or from another tool version is treated as absent, which only costs a full build.
struct BuildCache: Sendable {
    let folder: String
    /// The last stored manifest, kept by a long-running `serve` so it need not read it back.
    let memory: BuildCacheMemory?

    init(siteRoot: String, memory: BuildCacheMemory? = nil) {
        folder = SiteLayout(root: siteRoot).absolute(SiteLayout.cacheFolder)
        self.memory = memory
    }

    private var manifestPath: String { folder + "/manifest" }
    private var diagnosticsPath: String { folder + "/diagnostics.json" }
    private var searchPath: String { folder + "/search" }

    /// The last build's manifest and diagnostics, if both are readable.
    func load() -> (manifest: BuildManifest, diagnostics: [Diagnostic])? {
        if let remembered = memory?.remembered(matching: SourceSnapshot.state(of: manifestPath)) { return remembered }
        guard let data = FileManager.default.contents(atPath: manifestPath),
              let manifest = BuildManifest(decoding: [UInt8](data)),
              let findings = FileManager.default.contents(atPath: diagnosticsPath),
              let diagnostics = try? JSONDecoder().decode([Diagnostic].self, from: findings) else { return nil }
        return (manifest, diagnostics)
    }

    /// The search index of `manifest`: the one it holds (kept in memory), or its file when that file
    /// has the manifest's stamp (one left by a build that stopped half-way has another).
    func search(of manifest: BuildManifest) -> SearchIndexCache? {
        if let search = manifest.search { return search }
        guard manifest.searchStamp != 0, let data = FileManager.default.contents(atPath: searchPath) else { return nil }
        return SearchIndexCache(decoding: [UInt8](data), stamp: manifest.searchStamp)
    }

    /// Stores a build's manifest; the folder ignores itself in git, so sites need no `.gitignore` entry.
    func store(_ manifest: BuildManifest, diagnostics: [Diagnostic]) throws {
        guard let memory else { return try write(manifest, diagnostics: diagnostics) }
        // A long-running caller keeps the manifest in memory and writes it after answering, so a
        // rebuild's reload is not held up by writing 30,000 records.
        memory.rememberWhileWriting(manifest, diagnostics: diagnostics) {
            try? write(manifest, diagnostics: diagnostics)
            return SourceSnapshot.state(of: manifestPath)
        }
    }

    private func write(_ manifest: BuildManifest, diagnostics: [Diagnostic]) throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try writeGitignore()
        // Codable's round trip (`load` decodes it with JSONDecoder): a private file whose keys are
        // the Diagnostic type's own, so no JSONWriter key list to keep in step with the decoder.
        try JSONEncoder().encode(diagnostics).write(to: URL(fileURLWithPath: diagnosticsPath), options: .atomic)
        // A manifest holding its index has a new one, stamped anew; one without left its file as it was.
        // Each is written as it is encoded, never held whole: at 100,000 entries the search index is
        // 65 MB and the manifest 53 MB, and encoding them into memory first made the build's peak.
        if let search = manifest.search {
            var file = try StreamedFile(path: searchPath)
            search.encode(stamp: manifest.searchStamp, into: &file)
            try file.finish()
        }
        var file = try StreamedFile(path: manifestPath)
        manifest.encode(into: &file)
        try file.finish()
    }

    /// What the cache's `.gitignore` holds: the folder ignores itself.
    static let gitignore = "# Written by `patterns build`: the build cache, safe to delete.\n*\n"

    /// Writes `.gitignore` unless it already says exactly that. Written to a temporary file and
    /// renamed, so a full disk leaves the old file or none (never an empty one), and one left empty
    /// or changed by an earlier failure is written again.
    private func writeGitignore() throws {
        let ignore = folder + "/.gitignore"
        guard FileManager.default.contents(atPath: ignore) != Data(Self.gitignore.utf8) else { return }
        try Data(Self.gitignore.utf8).write(to: URL(fileURLWithPath: ignore), options: .atomic)
    }

    /// Forgets the last build, so the next one is a clean build.
    func clear() {
        memory?.forget()
        try? FileManager.default.removeItem(atPath: manifestPath)
    }
}
