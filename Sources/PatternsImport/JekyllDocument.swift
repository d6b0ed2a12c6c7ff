import PatternsCore
import PatternsDiagnostics
import PatternsYAML

/// A Jekyll page or collection document: its front matter exactly as written, and its body.
struct JekyllDocument {
    /// The opening `---` through the closing line, byte for byte: copied unchanged so every finding
    /// about the front matter points at the same line as in SRC. Empty when there is none.
    var frontMatterText: Substring
    var body: String
    /// Line of the file the body starts on.
    var bodyFirstLine: Int
    /// The parsed front matter; nil when there is none or it is not a mapping.
    var frontMatter: YAMLNode?

    init(path: String, text: String) {
        // A byte-order mark stays where it was, before the front matter.
        let byteOrderMark = text.hasPrefix("\u{FEFF}") ? "\u{FEFF}" : ""
        let split = FrontMatter.split(String(text.dropFirst(byteOrderMark.count)),
                                      diagnostics: FileDiagnosticSink(file: path, engine: .discarding("front matter is copied byte for byte; validate reports its problems")))
        guard split.form == .dashes, let yaml = split.yaml else {
            self.frontMatterText = ""
            self.body = text
            self.bodyFirstLine = 1
            return
        }
        self.body = split.body
        self.bodyFirstLine = split.bodyFirstLine
        self.frontMatterText = text.utf8.count > split.body.utf8.count
            ? Substring(text.utf8.dropLast(split.body.utf8.count)) : ""
        self.frontMatter = YAMLParser().parse(yaml, file: path, firstLine: split.yamlFirstLine).root
    }

    var hasFrontMatter: Bool { !frontMatterText.isEmpty }

    /// True for a pattern entry: front matter with testing criteria.
    var isPatternEntry: Bool {
        ["keyboard", "mobile", "screenreader"].contains { frontMatter?[$0] != nil }
    }

    /// The `categories:` ids, from a list or space-separated text.
    var categories: [String] {
        guard let node = frontMatter?["categories"] else { return [] }
        if let items = node.sequenceItems { return items.compactMap { $0.scalar?.value.trimmingWhitespace() }.filter { !$0.isEmpty } }
        return node.scalar.map { $0.value.split(separator: " ").map(String.init) } ?? []
    }

    var permalink: String? { frontMatter?["permalink"]?.scalar?.value }

    /// `slug:` in the front matter, which Jekyll uses instead of the file's name where it names a document.
    var slug: String? { frontMatter?["slug"]?.scalar?.value }
}
