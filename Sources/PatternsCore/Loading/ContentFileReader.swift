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
        /// `StableHasher` hash of the file's bytes, which the build cache keys the file by; 0 when unreadable.
        public var contentHash: UInt64 = 0
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
        var output = readContent(bytes, path: path)
        output.contentHash = StableHasher.hash(bytes)
        return output
    }

    private func readContent(_ bytes: [UInt8], path: String) -> Output {
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
        return Output(content: content, diagnostics: Self.capped(diagnostics))
    }

    /// At most this many diagnostics of one rule per file; the rest are summed up in one more.
    public static let diagnosticsPerRuleLimit = 50

    /// A pathological file (thousands of duplicate keys or raw tags on one line) should produce a
    /// readable report, and printing it must stay linear: keep the first of each rule, count the rest.
    static func capped(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var counts: [String: Int] = [:]
        var kept: [Diagnostic] = []
        var firstDropped: [String: Diagnostic] = [:]
        for diagnostic in diagnostics {
            let count = counts[diagnostic.rule.id, default: 0] + 1
            counts[diagnostic.rule.id] = count
            if count <= diagnosticsPerRuleLimit {
                kept.append(diagnostic)
            } else if firstDropped[diagnostic.rule.id] == nil {
                firstDropped[diagnostic.rule.id] = diagnostic
            }
        }
        for (id, first) in firstDropped.sorted(by: { $0.key < $1.key }) {
            var summary = first
            let more = counts[id, default: 0] - diagnosticsPerRuleLimit
            summary.message = "\(more) more '\(id)' problems in this file, from here on, are not listed"
            summary.hint = "fix the ones listed first; the rest are usually the same mistake repeated"
            kept.append(summary)
        }
        return kept
    }
}
