import PatternsDiagnostics
import PatternsMarkdown

extension ContentFileReader {
    /// The notes of a file already read and checked, rendered again when its page is rendered, and
    /// its search terms and its tips when `parts` asks for them; the body's other facts are as a first reading found them.
    ///
    /// A build reads every file for its model and tips first; holding every body's HTML from then
    /// until its page is written would cost as much memory as the bodies themselves. This skips the
    /// front matter and every check, and reports nothing. Nil without a renderer or usable text.
    public func notes(_ bytes: [UInt8], path: String) -> (body: MarkdownBody, tipSections: [TipSection])? {
        let sink = FileDiagnosticSink(file: path, engine: .discarding("the load that read this file first reported its problems"))
        guard let renderer, let file = SourceDecoder.decode(bytes, sizeLimit: sizeLimit, diagnostics: sink) else { return nil }
        let pagePath: OutputPath
        var isEntry = false
        var platforms: [Platform] = []
        if case .entry(let collection) = SiteLayout.kind(ofSource: path, collections: config.collections) {
            isEntry = true
            pagePath = collection.page(slug: file.stem)
            platforms = PatternEntryReader.bodyPlatforms(config: config, collection: collection)
        } else {
            pagePath = SiteLayout.guidePage(forSource: path)
        }
        let split = FrontMatter.split(file.text, diagnostics: sink)
        let document = MarkdownDocument(parsing: split.body, options: config.markdown, firstLine: split.bodyFirstLine)
        var reader = MarkdownBodyReader(diagnostics: sink, pagePath: pagePath, collections: config.collections, renderer: renderer,
                                        examples: examples, allowsRawHTML: config.markdown.allowsRawHTML, parts: parts, checks: false,
                                        findsTips: isEntry)
        // The same platforms as the first reading, so the same items are tips (and left out of the notes).
        reader.platforms = platforms
        var output = reader.read(document, takesLeadingTitle: !isEntry)
        PatternEntryReader.title(&output.tipSections, by: platforms)
        return (output.body, output.tipSections)
    }
}
