import PatternsDiagnostics
import PatternsMarkdown
import PatternsYAML

/// Reads a guide or component doc; front matter is optional and any keys are accepted.
struct GuideReader {
    let config: SiteConfig
    /// The site's example files, which the body's example fences may show.
    var examples = ExampleLibrary()
    /// What the reading keeps of the body (its search terms), or hands to `renderer` (`.pages`).
    var parts: BodyParts = .all
    /// The renderer that keeps the body for its page when `parts` holds `.pages`.
    var renderer: (any BodyRenderer)?

    func read(_ file: SourceFile, diagnostics: FileDiagnosticSink) -> Guide? {
        let split = FrontMatter.split(file.text, diagnostics: diagnostics)
        let reader = YAMLFieldReader(diagnostics: diagnostics)
        var title: String?
        var description: String?
        var sources: [SourceReference] = []
        var backs: [KeyReference] = []
        if let yaml = split.yaml {
            let parsed = YAMLParser().parse(yaml, file: file.path, firstLine: split.yamlFirstLine,
                                         firstLineColumnOffset: split.yamlFirstLineColumnOffset)
            diagnostics.emit(contentsOf: parsed.diagnostics)
            // After a syntax error (already reported) the body is still read and checked.
            if parsed.isComplete, let root = parsed.root, root.mappingEntries != nil {
                Placeholder.inFrontMatter(root, text: file.text, diagnostics: diagnostics)
                title = root["title"].flatMap { reader.text($0, field: "title") }?.collapsedWhitespace
                description = (root["description"] ?? root["excerpt"]).flatMap { reader.text($0, field: "description") }?.collapsedWhitespace
                (sources, backs) = root[FrontMatterField.sources.name].map { SourcesReader(reader: reader).sources($0) } ?? ([], [])
            } else if parsed.isComplete, let root = parsed.root, !root.isNull {
                reader.diagnose(.guideFrontMatterNotMapping(found: root.kindDescription), at: root.range)
            }
        }
        let pagePath = SiteLayout.guidePage(forSource: file.path)
        let document = MarkdownDocument(parsing: split.body, options: config.markdown, firstLine: split.bodyFirstLine)
        let output = MarkdownBodyReader(diagnostics: diagnostics, handle: file.bodyHandle(after: split, kind: .guide), pagePath: pagePath,
                                        collections: config.collections, examples: examples,
                                        allowsRawHTML: config.markdown.allowsRawHTML, parts: parts, findsTips: false)
            .read(document, takesLeadingTitle: true)
        if let renderer, parts.contains(.pages) { _ = renderer.keep(output.parsed, searchTerms: output.searchTerms, of: output.body.handle) }
        let finalTitle = title ?? output.leadingTitle ?? file.stem
        SourcesReader.check(backs, field: "sources.backs", known: output.body.headings.map(\.anchor), diagnostics: diagnostics)
        var guide = Guide(sourcePath: SourcePath(listed: file.path), title: finalTitle, description: description, body: output.body)
        guide.sources = sources
        return guide
    }
}
