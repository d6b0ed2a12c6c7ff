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
        public var diagnostics: [Diagnostic]
    }

    public let config: SiteConfig
    /// Whether to render Markdown to HTML (a build) or only check it (validate).
    public let rendersHTML: Bool
    public let sizeLimit: Int

    public init(config: SiteConfig, rendersHTML: Bool, sizeLimit: Int = SourceDecoder.defaultSizeLimit) {
        self.config = config
        self.rendersHTML = rendersHTML
        self.sizeLimit = sizeLimit
    }

    /// Reads one file; `path` (relative to the site root) decides whether it is an entry or a guide.
    public func read(_ bytes: [UInt8], path: String) -> Output {
        var diagnostics: [Diagnostic] = []
        guard let file = SourceDecoder.decode(bytes, path: path, sizeLimit: sizeLimit, diagnostics: &diagnostics) else {
            return Output(content: nil, diagnostics: diagnostics)
        }
        diagnostics += Mojibake.find(in: file.text, path: path)
        let content: Content?
        if path.hasPrefix("content/patterns/") {
            content = PatternEntryReader(config: config, rendersHTML: rendersHTML)
                .read(file, diagnostics: &diagnostics).map(Content.entry)
        } else {
            content = GuideReader(config: config, rendersHTML: rendersHTML)
                .read(file, diagnostics: &diagnostics).map(Content.guide)
        }
        return Output(content: content, diagnostics: diagnostics)
    }
}
