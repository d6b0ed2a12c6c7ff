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

        let contentFiles = directory.files(under: "content", diagnostics: &diagnostics)
        let patternPaths = contentFiles.filter { $0.hasPrefix("content/patterns/") && $0.hasSuffix(".md") }
        let guidePaths = contentFiles.filter { $0.hasPrefix("content/guides/") && $0.hasSuffix(".md") }
        let assets = contentFiles.filter { !$0.hasSuffix(".md") }
        let directory = self.directory

        let reader = ContentFileReader(config: config, rendersHTML: purpose == .build, sizeLimit: config.fileSizeLimit)
        let outputs = (patternPaths + guidePaths).concurrentMap { path in
            var found: [Diagnostic] = []
            guard let bytes = directory.bytes(of: path, diagnostics: &found) else {
                return ContentFileReader.Output(content: nil, diagnostics: found)
            }
            return reader.read(bytes, path: path)
        }
        var entries: [PatternEntry] = []
        var guides: [Guide] = []
        for output in outputs {
            diagnostics += output.diagnostics
            switch output.content {
            case .entry(let entry): entries.append(entry)
            case .guide(let guide): guides.append(guide)
            case nil: break
            }
        }
        let site = SiteAssembler.assemble(
            config: config, entries: entries, guides: guides,
            assets: assets, sourcePaths: patternPaths + guidePaths, diagnostics: &diagnostics)
        return Result(site: site, diagnostics: Diagnostic.sortedForOutput(config.applyingRuleSeverities(to: diagnostics)),
                      fileCount: 1 + patternPaths.count + guidePaths.count)
    }
}
