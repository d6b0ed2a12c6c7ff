import Foundation
import PatternsDiagnostics

/// Loads a site from disk: config, then every source file in parallel, then cross-file checks.
///
/// This is the shared front half of `validate` and `build`; validation stops here.
public struct SiteLoader: Sendable {
    /// What the caller will do with the site; validation skips HTML rendering.
    public enum Purpose: Sendable { case validate, build }

    public struct Result: Sendable {
        public var site: Site
        /// Every problem found, in stable order.
        public var diagnostics: [Diagnostic]
        /// How many source files were read (config included).
        public var fileCount: Int
    }

    public enum Failure: Error, CustomStringConvertible {
        case noConfig(String)

        public var description: String {
            switch self {
            case .noConfig(let root):
                return "no \(SiteConfigReader.fileName) in \(root): run from the site's folder or pass --site DIR"
            }
        }
    }

    public let directory: ContentDirectory
    public var baseURLOverride: String?

    public init(root: String, baseURLOverride: String? = nil) {
        self.directory = ContentDirectory(root: root)
        self.baseURLOverride = baseURLOverride
    }

    public func load(for purpose: Purpose) throws -> Result {
        var diagnostics: [Diagnostic] = []
        guard directory.exists(SiteConfigReader.fileName),
              let configFile = directory.read(SiteConfigReader.fileName, diagnostics: &diagnostics) else {
            if !diagnostics.isEmpty {
                return Result(site: Site(config: SiteConfig(), entries: [], guides: [], assets: []),
                              diagnostics: diagnostics, fileCount: 1)
            }
            throw Failure.noConfig(directory.root)
        }
        var config = SiteConfigReader.read(configFile.text, diagnostics: &diagnostics)
        if let override = baseURLOverride {
            config.baseURL = SiteConfigReader.normalizedBaseURL(override)
        }

        let patternPaths = directory.files(under: "content/patterns").filter { $0.hasSuffix(".md") }
        let guidePaths = directory.files(under: "content/guides").filter { $0.hasSuffix(".md") }
        let assets = directory.files(under: "content").filter { !$0.hasSuffix(".md") }
        let rendersHTML = purpose == .build
        let directory = self.directory
        let frozenConfig = config

        let entryResults = patternPaths.concurrentMap { path -> (PatternEntry?, [Diagnostic]) in
            var found: [Diagnostic] = []
            guard let file = directory.read(path, diagnostics: &found) else { return (nil, found) }
            let entry = PatternEntryReader(config: frozenConfig, rendersHTML: rendersHTML).read(file, diagnostics: &found)
            return (entry, found)
        }
        let guideResults = guidePaths.concurrentMap { path -> (Guide?, [Diagnostic]) in
            var found: [Diagnostic] = []
            guard let file = directory.read(path, diagnostics: &found) else { return (nil, found) }
            let guide = GuideReader(config: frozenConfig, rendersHTML: rendersHTML).read(file, diagnostics: &found)
            return (guide, found)
        }
        diagnostics += entryResults.flatMap(\.1) + guideResults.flatMap(\.1)
        let site = SiteAssembler.assemble(
            config: config, entries: entryResults.compactMap(\.0), guides: guideResults.compactMap(\.0),
            assets: assets, sourcePaths: patternPaths + guidePaths, diagnostics: &diagnostics)
        return Result(site: site, diagnostics: Diagnostic.sortedForOutput(diagnostics),
                      fileCount: 1 + patternPaths.count + guidePaths.count)
    }
}
