import PatternsDiagnostics
import PatternsMarkdown

extension MarkdownBodyReader {
    /// The body's live examples with the fences that hold them, in document order; problems with a
    /// fence are reported at its first line, and a fence that cannot show anything is left as code.
    func readExamples(_ document: MarkdownDocument) -> [(node: MarkdownNode, example: LiveExample)] {
        var found: [(node: MarkdownNode, example: LiveExample)] = []
        for node in document.codeBlocks() {
            guard let info = node.fenceInfo, let fence = ExampleFence(info: info) else { continue }
            let range = node.range.map { SourceRange(at: $0.start) }
            for word in fence.unknownWords {
                let key = String(word.prefix { $0 != "=" })
                diagnostics.diagnose(.exampleUnknownOption(word, suggestion: closestMatch(to: key, in: ExampleFence.knownWords)), at: range)
            }
            let written = node.literal ?? ""
            let html: String
            let framePath: OutputPath
            if let name = fence.fileName {
                guard let file = examples[name] else {
                    diagnostics.diagnose(.exampleMissingFile(name, suggestion: closestMatch(to: name, in: examples.files.keys.sorted())), at: range)
                    continue
                }
                if !written.trimmingWhitespace().isEmpty { diagnostics.diagnose(.exampleIgnoredBody(name), at: range) }
                html = file.html
                framePath = SiteLayout.exampleFrame(name: name)
            } else {
                guard !written.trimmingWhitespace().isEmpty else {
                    diagnostics.diagnose(.exampleEmpty, at: range)
                    continue
                }
                html = written
                // Numbered among all the page's examples, as the page labels them.
                framePath = SiteLayout.inlineExampleFrame(pagePath: pagePath, number: found.count + 1)
            }
            let location = node.range?.start ?? SourceLocation(line: 1, column: 1)
            found.append((node, LiveExample(label: fence.label, fileName: fence.fileName, isInaccessible: fence.isInaccessible,
                                            html: html, framePath: framePath, location: location)))
        }
        return found
    }
}
