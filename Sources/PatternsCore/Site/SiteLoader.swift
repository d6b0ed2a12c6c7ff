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
        /// Hash of each Markdown source's bytes, by path (for the build cache).
        public var contentHashes: [String: UInt64] = [:]
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

    /// The site's configuration as read from `patterns.yml`, with the bytes' hash for the build cache.
    public struct LoadedConfig: Sendable {
        public var config: SiteConfig
        public var diagnostics: [Diagnostic]
        public var contentHash: UInt64
    }

    /// Reads `patterns.yml`; nil (with diagnostics) when it exists but cannot be used at all.
    public func loadConfig(diagnostics: inout [Diagnostic]) throws -> LoadedConfig? {
        var found: [Diagnostic] = []
        guard directory.exists(SiteConfigReader.fileName) else { throw Failure.noConfig(directory.root) }
        guard let bytes = directory.bytes(of: SiteConfigReader.fileName, diagnostics: &found),
              let file = SourceDecoder.decode(bytes, path: SiteConfigReader.fileName, diagnostics: &found) else {
            diagnostics += found
            return nil
        }
        var config = SiteConfigReader.read(file.text, diagnostics: &found)
        if let override = baseURLOverride {
            config.baseURL = SiteConfigReader.normalizedBaseURL(override)
        }
        return LoadedConfig(config: config, diagnostics: found, contentHash: StableHasher.hash(bytes))
    }

    /// Walks `content/`, reads every source in parallel and runs the cross-file checks.
    public func load(for purpose: Purpose) throws -> Result {
        var diagnostics: [Diagnostic] = []
        guard let loaded = try loadConfig(diagnostics: &diagnostics) else {
            return Result(site: Site(config: SiteConfig(), entries: [], guides: [], assets: []),
                          diagnostics: diagnostics, fileCount: 1)
        }
        let contentFiles = directory.files(under: "content", diagnostics: &diagnostics)
        var result = load(for: purpose, config: loaded, contentFiles: contentFiles)
        if !diagnostics.isEmpty {
            result.diagnostics = Diagnostic.sortedForOutput(loaded.config.applyingRuleSeverities(to: diagnostics) + result.diagnostics)
        }
        return result
    }

    /// The Markdown sources among `content/` files, in the order they are read.
    public static func sources(in contentFiles: [String]) -> [String] {
        contentFiles.filter { ($0.hasPrefix("content/patterns/") || $0.hasPrefix("content/guides/")) && $0.hasSuffix(".md") }
    }

    /// Reads the given `content/` files (a walk done by the caller) with an already loaded config.
    public func load(for purpose: Purpose, config loaded: LoadedConfig, contentFiles: [String]) -> Result {
        let config = loaded.config
        let sourcePaths = Self.sources(in: contentFiles)
        let assets = contentFiles.filter { !$0.hasSuffix(".md") }
        let reader = ContentFileReader(config: config, rendersHTML: purpose == .build, sizeLimit: config.fileSizeLimit)
        let outputs = sourcePaths.concurrentMap { read($0, with: reader) }
        var diagnostics = loaded.diagnostics
        var entries: [PatternEntry] = []
        var guides: [Guide] = []
        var hashes: [String: UInt64] = [:]
        for (path, output) in zip(sourcePaths, outputs) {
            hashes[path] = output.contentHash
            diagnostics += output.diagnostics
            switch output.content {
            case .entry(let entry): entries.append(entry)
            case .guide(let guide): guides.append(guide)
            case nil: break
            }
        }
        let site = SiteAssembler.assemble(
            config: config, entries: entries, guides: guides,
            assets: assets, sourcePaths: sourcePaths, diagnostics: &diagnostics)
        return Result(site: site, diagnostics: Diagnostic.sortedForOutput(config.applyingRuleSeverities(to: diagnostics)),
                      fileCount: 1 + sourcePaths.count, contentHashes: hashes)
    }

    /// Reads one source file into its model; what the incremental build uses for an edited file.
    public func read(_ path: String, with reader: ContentFileReader) -> ContentFileReader.Output {
        var found: [Diagnostic] = []
        guard let bytes = directory.bytes(of: path, diagnostics: &found) else {
            return ContentFileReader.Output(content: nil, diagnostics: found)
        }
        return reader.read(bytes, path: path)
    }
}
