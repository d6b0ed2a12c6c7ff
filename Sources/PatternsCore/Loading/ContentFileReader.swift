import PatternsDiagnostics

/// The per-file half of the pipeline: bytes → checked text → front matter and Markdown → typed model.
///
/// Everything a single file can tell about itself happens here, independently of other files,
/// so files are read in parallel; cross-file checks happen later in `SiteAssembler`. It is also
/// the entry point the fuzzer drives with arbitrary bytes.
public struct ContentFileReader: Sendable {
    public enum Content: Sendable {
        case entry(PatternEntry)
        case guide(Guide)
    }

    public struct Output: Sendable {
        /// The model, or nil when the file is unusable (the diagnostics say why).
        public var content: Content?
        /// `StableHasher` hash of the file's bytes, which the build cache keys the file by; 0 when unreadable.
        public var contentHash: UInt64 = 0
    }

    public let config: SiteConfig
    /// The theme's renderer, which makes each entry's tips for their digest only
    /// (`PatternEntry.tipContentDigest`, when `parts` asks for it); nil to only check the files (validate).
    public let renderer: (any BodyRenderer)?
    public let sizeLimit: Int
    /// The site's example files, which bodies' example fences show.
    public let examples: ExampleLibrary
    /// What a reading keeps of each body: its search terms, its tips' digest (`BodyParts`).
    public let parts: BodyParts

    public init(config: SiteConfig, renderer: (any BodyRenderer)?, sizeLimit: Int = SourceDecoder.defaultSizeLimit,
                examples: ExampleLibrary = ExampleLibrary(), parts: BodyParts = .all) {
        self.config = config
        self.renderer = renderer
        self.sizeLimit = sizeLimit
        self.examples = examples
        self.parts = parts
    }

    /// Reads one file, reporting its problems to `diagnostics`; `path` (relative to the site root)
    /// decides whether it is an entry or a guide.
    public func read(_ bytes: [UInt8], path: String, diagnostics: DiagnosticEngine) -> Output {
        let sink = FileDiagnosticSink(file: path, engine: diagnostics)
        let hash = StableHasher.hash(bytes)
        return Output(content: readContent(bytes, hash: hash, diagnostics: sink), contentHash: hash)
    }

    private func readContent(_ bytes: [UInt8], hash: UInt64, diagnostics: FileDiagnosticSink) -> Content? {
        guard var file = SourceDecoder.decode(bytes, sizeLimit: sizeLimit, diagnostics: diagnostics) else { return nil }
        file.contentHash = hash
        Mojibake.find(in: file.text, diagnostics: diagnostics)
        if case .entry = SiteLayout.kind(ofSource: file.path, collections: config.collections) {
            return PatternEntryReader(config: config, renderer: renderer, examples: examples, parts: parts)
                .read(file, diagnostics: diagnostics).map(Content.entry)
        }
        return GuideReader(config: config, examples: examples, parts: parts, renderer: renderer)
            .read(file, diagnostics: diagnostics).map(Content.guide)
    }
}
