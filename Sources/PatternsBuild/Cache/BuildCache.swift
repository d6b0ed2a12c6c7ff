import Foundation
import PatternsCore
import PatternsDiagnostics

/// The build cache folder (`.patterns-cache/` in the site): the last build's manifest and its findings.
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

    /// The last build's manifest and diagnostics, if both are readable.
    func load() -> (manifest: BuildManifest, diagnostics: [Diagnostic])? {
        if let remembered = memory?.remembered(matching: SourceSnapshot.state(of: manifestPath)) { return remembered }
        guard let data = FileManager.default.contents(atPath: manifestPath),
              let manifest = BuildManifest(decoding: [UInt8](data)),
              let findings = FileManager.default.contents(atPath: diagnosticsPath),
              let diagnostics = try? JSONDecoder().decode([Diagnostic].self, from: findings) else { return nil }
        return (manifest, diagnostics)
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
        try JSONEncoder().encode(diagnostics).write(to: URL(fileURLWithPath: diagnosticsPath), options: .atomic)
        try Data(manifest.encoded()).write(to: URL(fileURLWithPath: manifestPath), options: .atomic)
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
