import Foundation
import PatternsDiagnostics

/// Loads a site from disk: config, then every source file in parallel, then cross-file checks.
///
/// This is the shared front half of `validate` and `build`; validation stops here. Every problem
/// goes to the caller's `DiagnosticEngine`, which takes the site's rule settings from `patterns.yml`.
public struct SiteLoader: Sendable {
    public struct Result: Sendable {
        public var site: Site
        /// How many source files were read (config included).
        public var fileCount: Int
        /// Hash of each Markdown source's and example file's bytes, by path (for the build cache).
        public var contentHashes: [String: UInt64] = [:]
    }

    public enum Failure: Error, CustomStringConvertible {
        case noConfig(String)

        public var description: String {
            switch self {
            case .noConfig(let root):
                return "no \(SiteLayout.configFile) in \(root): run from the site's folder or pass --site DIR"
            }
        }
    }

    public let directory: SiteDirectory
    public var baseURLOverride: String?

    public init(root: String, baseURLOverride: String? = nil) {
        self.directory = SiteDirectory(root: root)
        self.baseURLOverride = baseURLOverride
    }

    /// The site's configuration as read from `patterns.yml`, with the hash of its bytes and of the
    /// files `examples:` lists, for the build cache.
    public struct LoadedConfig: Sendable {
        public var config: SiteConfig
        public var contentHash: UInt64
    }

    /// Reads `patterns.yml` and hands its rule settings to `diagnostics`; nil when it exists but
    /// cannot be used at all.
    public func loadConfig(diagnostics: DiagnosticEngine) throws -> LoadedConfig? {
        let file = SiteLayout.configFile
        guard directory.exists(file) else { throw Failure.noConfig(directory.root) }
        let sink = FileDiagnosticSink(file: file, engine: diagnostics)
        guard let bytes = directory.bytes(of: file, diagnostics: sink),
              let source = SourceDecoder.decode(bytes, diagnostics: sink) else { return nil }
        var config = SiteConfigReader.read(source.text, diagnostics: sink)
        if let override = baseURLOverride {
            config.baseURL = SiteConfigReader.normalizedBaseURL(override)
        }
        for collection in config.collections where collection.folderRange != nil && !directory.exists(collection.sourceFolder) {
            sink.diagnose(.missingCollectionFolder(collection.folder), at: collection.folderRange)
        }
        // The files every example frame carries are part of the config: the build cache's key changes with them.
        var hasher = StableHasher()
        hasher.combine(StableHasher.hash(bytes))
        readExampleResources(&config.examples, sizeLimit: config.fileSizeLimit, config: sink, hasher: &hasher)
        diagnostics.adopt(config.rules)
        return LoadedConfig(config: config, contentHash: hasher.value)
    }

    /// Walks `content/`, reads every source in parallel and runs the cross-file checks; links may
    /// target headings and the anchors the page templates provide for the site's config. With a
    /// `renderer` (a build) each body's HTML is made as it is read; without one (validate) the files
    /// are only checked.
    public func load(renderer: (any BodyRenderer)?, templateAnchors: (SiteConfig) -> TemplateAnchors,
                     diagnostics: DiagnosticEngine) throws -> Result {
        try load(renderer: { _ in renderer }, templateAnchors: templateAnchors, diagnostics: diagnostics)
    }

    /// As `load(renderer:templateAnchors:diagnostics:)`, with a renderer made for the config once it
    /// is read (one that needs the site's address, say) making the `parts` of each body.
    public func load(renderer: (SiteConfig) -> (any BodyRenderer)?, parts: BodyParts = .all,
                     templateAnchors: (SiteConfig) -> TemplateAnchors, diagnostics: DiagnosticEngine) throws -> Result {
        guard let loaded = try loadConfig(diagnostics: diagnostics) else {
            return Result(site: Site(config: SiteConfig(), entries: [], guides: [], assets: []), fileCount: 1)
        }
        let contentFiles = directory.files(under: SiteLayout.contentFolder, diagnostics: diagnostics)
        return load(renderer: renderer(loaded.config), parts: parts, config: loaded, contentFiles: contentFiles,
                    templateAnchors: templateAnchors(loaded.config), diagnostics: diagnostics)
    }

    /// The entries and guides among `content/` files, in the order they are read.
    public static func sources(in contentFiles: [String], config: SiteConfig) -> [String] {
        contentFiles.filter { SiteLayout.isPageSource($0, collections: config.collections) }
    }

    /// Reads the given `content/` files (a walk done by the caller) with an already loaded config.
    /// `parts` says what the renderer makes of each body.
    public func load(renderer: (any BodyRenderer)?, parts: BodyParts = .all, config loaded: LoadedConfig, contentFiles: [String],
                     templateAnchors: TemplateAnchors, diagnostics: DiagnosticEngine) -> Result {
        let config = loaded.config
        let contentFiles = FileNameClashes.unclashed(contentFiles, reportingTo: diagnostics)
        let sourcePaths = Self.sources(in: contentFiles, config: config)
        let videos = VideoLibrary.scan(paths: contentFiles, config: config, directory: directory)
        let assets = contentFiles.filter {
            SiteLayout.kind(ofSource: $0, collections: config.collections) == .asset && !videos.unpublished.contains($0)
        }
        let examples = ExampleLibrary.load(paths: contentFiles, directory: directory, sizeLimit: config.fileSizeLimit, diagnostics: diagnostics)
        let reader = ContentFileReader(config: config, renderer: renderer, sizeLimit: config.fileSizeLimit, examples: examples, parts: parts)
        let outputs = sourcePaths.concurrentMap { read($0, with: reader, diagnostics: diagnostics) }
        var entries: [PatternEntry] = []
        var guides: [Guide] = []
        var hashes: [String: UInt64] = [:]
        for file in examples.files.values { hashes[file.sourcePath] = file.contentHash }
        for (path, output) in zip(sourcePaths, outputs) {
            hashes[path] = output.contentHash
            switch output.content {
            case .entry(let entry): entries.append(entry)
            case .guide(let guide): guides.append(guide)
            case nil: break
            }
        }
        videos.report(entries: entries, to: diagnostics)
        let site = SiteAssembler(templateAnchors: templateAnchors, diagnostics: diagnostics).assemble(
            config: config, entries: videos.attach(to: entries), guides: guides, assets: assets, examples: examples, sourcePaths: sourcePaths)
        return Result(site: site, fileCount: 1 + sourcePaths.count + examples.files.count, contentHashes: hashes)
    }

    /// Reads one source file into its model, reporting to `diagnostics`.
    public func read(_ path: String, with reader: ContentFileReader, diagnostics: DiagnosticEngine) -> ContentFileReader.Output {
        guard let bytes = directory.bytes(of: path, diagnostics: FileDiagnosticSink(file: path, engine: diagnostics)) else {
            return ContentFileReader.Output(content: nil)
        }
        return reader.read(bytes, path: path, diagnostics: diagnostics)
    }
}
