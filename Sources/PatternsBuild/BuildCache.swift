import Foundation
import PatternsDiagnostics
import PatternsRendering

/// The build cache folder (`.patterns-cache/` in the site): the last build's manifest and its findings.
///
/// Anything unreadable or from another tool version is treated as absent, which only costs a full build.
struct BuildCache: Sendable {
    let folder: String

    init(siteRoot: String) {
        folder = siteRoot + "/" + BuildCacheFolder.name
    }

    private var manifestPath: String { folder + "/manifest" }
    private var diagnosticsPath: String { folder + "/diagnostics.json" }

    /// The last build's manifest and diagnostics, if both are readable.
    func load() -> (manifest: BuildManifest, diagnostics: [Diagnostic])? {
        guard let data = FileManager.default.contents(atPath: manifestPath),
              let manifest = BuildManifest(decoding: [UInt8](data)),
              let findings = FileManager.default.contents(atPath: diagnosticsPath),
              let diagnostics = try? JSONDecoder().decode([Diagnostic].self, from: findings) else { return nil }
        return (manifest, diagnostics)
    }

    /// Stores a build's manifest; the folder ignores itself in git, so sites need no `.gitignore` entry.
    func store(_ manifest: BuildManifest, diagnostics: [Diagnostic]) throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let ignore = folder + "/.gitignore"
        if !manager.fileExists(atPath: ignore) {
            try Data("# Written by `patterns build`: the build cache, safe to delete.\n*\n".utf8).write(to: URL(fileURLWithPath: ignore))
        }
        try JSONEncoder().encode(diagnostics).write(to: URL(fileURLWithPath: diagnosticsPath), options: .atomic)
        try Data(manifest.encoded()).write(to: URL(fileURLWithPath: manifestPath), options: .atomic)
    }

    /// Forgets the last build, so the next one is a clean build.
    func clear() {
        try? FileManager.default.removeItem(atPath: manifestPath)
    }
}
