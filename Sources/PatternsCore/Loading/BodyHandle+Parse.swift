import PatternsDiagnostics
import PatternsMarkdown

extension BodyHandle {
    /// A body read again for its page: what the renderer made of it, and its search terms when asked for.
    public struct Reading<Rendered: Sendable>: Sendable {
        public var rendered: Rendered
        /// `MarkdownBody.searchTerms` when the reading asked for `.searchTerms`; "" otherwise.
        public var searchTerms: String

        public init(rendered: Rendered, searchTerms: String) {
            self.rendered = rendered
            self.searchTerms = searchTerms
        }
    }

    /// The body in `bytes` (the file's, as read now) rendered by `renderer`: nil when the bytes are
    /// not those the loader checked (the file changed since), so unchecked content is never shown.
    ///
    /// Only the body is parsed, from where the handle says it starts: no front matter, no checks,
    /// nothing reported (the loader reported this file's problems). The same site settings as the
    /// loader's (`config`, `examples`) find the same tips, anchors and links.
    public func parse<Renderer: BodyRenderer>(_ bytes: [UInt8], config: SiteConfig, examples: ExampleLibrary, renderer: Renderer,
                                              parts: BodyParts) -> Reading<Renderer.Rendered>? {
        guard StableHasher.hash(bytes) == contentHash, start.byteOffset <= bytes.count,
              let text = String(validating: bytes[start.byteOffset...], as: UTF8.self) else { return nil }
        let path = source.text
        let pagePath: OutputPath
        var platforms: [Platform] = []
        switch kind {
        case .entry:
            let collection = config.collection(holding: path) ?? .implicit
            pagePath = collection.page(slug: source.stem)
            platforms = PatternEntryReader.bodyPlatforms(config: config, collection: collection)
        case .guide:
            pagePath = SiteLayout.guidePage(forSource: path)
        }
        let sink = FileDiagnosticSink(file: path, engine: .discarding("the load that read this file first reported its problems"))
        let document = MarkdownDocument(parsing: SourceDecoder.normalizingLoneCarriageReturns(text), options: config.markdown,
                                        firstLine: start.line)
        var reader = MarkdownBodyReader(diagnostics: sink, handle: self, pagePath: pagePath, collections: config.collections,
                                        examples: examples, allowsRawHTML: config.markdown.allowsRawHTML, parts: parts, checks: false,
                                        findsTips: kind == .entry)
        // The same platforms as the loader's reading, so the same items are tips (and left out of the notes).
        reader.platforms = platforms
        let output = reader.read(document, takesLeadingTitle: kind == .guide)
        return Reading(rendered: renderer.render(output.parsed, parts: parts), searchTerms: output.body.searchTerms)
    }

    /// The body as `parse(_:config:examples:renderer:parts:)` gives it, its bytes read from `directory`
    /// now; nil when the file is gone or changed since the loader checked it.
    public func parse<Renderer: BodyRenderer>(from directory: SiteDirectory, config: SiteConfig, examples: ExampleLibrary,
                                              renderer: Renderer, parts: BodyParts) -> Reading<Renderer.Rendered>? {
        directory.bytes(of: source.text).flatMap { parse($0, config: config, examples: examples, renderer: renderer, parts: parts) }
    }
}
