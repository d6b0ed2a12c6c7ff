import PatternsDiagnostics
import PatternsMarkdown
import PatternsYAML

/// Reads a guide or component doc; front matter is optional and any keys are accepted.
struct GuideReader {
    let config: SiteConfig
    let rendersHTML: Bool

    func read(_ file: SourceFile, diagnostics: inout [Diagnostic]) -> Guide? {
        let split = FrontMatter.split(file.text, file: file.path, diagnostics: &diagnostics)
        var reader = YAMLFieldReader(file: file.path)
        var title: String?
        var description: String?
        if let yaml = split.yaml {
            let parsed = YAMLParser().parse(yaml, file: file.path, firstLine: split.yamlFirstLine,
                                         firstLineColumnOffset: split.yamlFirstLineColumnOffset)
            diagnostics += parsed.diagnostics
            // After a syntax error (already reported) the body is still read and checked.
            if parsed.isComplete, let root = parsed.root, root.mappingEntries != nil {
                diagnostics += Placeholder.inFrontMatter(root, text: file.text, file: file.path)
                title = root["title"].flatMap { reader.text($0, field: "title") }?.collapsedWhitespace
                description = (root["description"] ?? root["excerpt"]).flatMap { reader.text($0, field: "description") }?.collapsedWhitespace
            } else if parsed.isComplete, let root = parsed.root, !root.isNull {
                reader.report(.wrongType, "front matter must be a mapping, found \(root.kindDescription)", at: root.range)
            }
        }
        diagnostics += reader.diagnostics
        let pagePath = SitePaths.pagePath(forSource: file.path) ?? "guides/\(file.stem)/index.html"
        let document = MarkdownDocument(parsing: split.body, options: config.markdown, firstLine: split.bodyFirstLine)
        let output = MarkdownBodyReader(file: file.path, pagePath: pagePath, rendersHTML: rendersHTML,
                                        allowsRawHTML: config.markdown.allowsRawHTML)
            .read(document, takesLeadingTitle: true, diagnostics: &diagnostics)
        let finalTitle = title ?? output.leadingTitle ?? file.stem
        return Guide(sourcePath: file.path, title: finalTitle, description: description, body: output.body)
    }
}
