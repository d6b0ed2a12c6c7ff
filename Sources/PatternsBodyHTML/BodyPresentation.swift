import PatternsCore
import PatternsDiagnostics
import PatternsMarkdown

/// The theme's presentation touches applied to a body before it is rendered: tables that scroll on small
/// screens (the site script makes a wrapper a named, focusable region only while it scrolls), code blocks labelled with their language, and adjacent samples in several languages
/// (Swift and Objective-C, UIKit and SwiftUI, Views and Compose) turned into a tab set.
///
/// Each wrapper is plain HTML that reads well without JavaScript; the site script upgrades
/// `data-tabs` containers to ARIA tabs.
struct BodyPresentation {
    let document: MarkdownDocument

    /// Sample headings that, side by side, hold the same code in different languages or frameworks.
    static let sampleLabels: Set<String> = [
        "swift", "objective-c", "objc", "uikit", "swiftui", "kotlin", "java", "android views", "views",
        "jetpack compose", "compose", "xml", "html", "javascript",
    ]

    func apply(to blocks: [MarkdownNode]) {
        var sampleGroup = 0
        var index = 0
        while index < blocks.count {
            let block = blocks[index]
            if case .heading(let level) = block.kind,
               let run = sampleRun(in: blocks, from: index, level: level), run.count >= 2 {
                sampleGroup += 1
                wrapSamples(run, group: sampleGroup)
                index += run.count * 2
                continue
            }
            switch block.kind {
            case .table:
                document.wrap([block], opening: "<div class=\"table-scroll\">", closing: "</div>")
            case .codeBlock(let language):
                labelCode(block, language: language)
            default:
                break
            }
            index += 1
        }
    }

    /// `(heading, code block)` pairs at the same level starting at `start`, each heading a sample label.
    private func sampleRun(in blocks: [MarkdownNode], from start: Int, level: Int) -> [(heading: MarkdownNode, code: MarkdownNode)]? {
        var run: [(MarkdownNode, MarkdownNode)] = []
        var index = start
        while index + 1 < blocks.count, case .heading(level) = blocks[index].kind,
              Self.sampleLabels.contains(blocks[index].plainText.trimmingWhitespace().lowercased()),
              case .codeBlock = blocks[index + 1].kind {
            run.append((blocks[index], blocks[index + 1]))
            index += 2
        }
        return run.isEmpty ? nil : run
    }

    private func wrapSamples(_ run: [(heading: MarkdownNode, code: MarkdownNode)], group: Int) {
        let labels = run.map { $0.heading.plainText.trimmingWhitespace() }
        for (pair, label) in zip(run, labels) {
            let id = "sample-\(group)-" + Self.slug(label)
            document.wrap([pair.heading, pair.code],
                          opening: "<div class=\"tab-panel sample\" id=\"\(id)\">", closing: "</div>")
        }
        let panels = run.compactMap { $0.heading.parent }
        document.wrap(panels,
                      opening: "<div class=\"tabs samples\" data-tabs data-tabs-label=\"Code samples: \(TextEscaping.markup(labels.joined(separator: ", ")))\">",
                      closing: "</div>")
    }

    /// Captions a code block with its language, and with its title when the fence gives one
    /// (```` ```html title="Bad example" ```` → "Bad example — HTML").
    private func labelCode(_ block: MarkdownNode, language: String) {
        let title = block.fenceInfo.flatMap(Self.fenceTitle)
        guard !language.isEmpty || title != nil else { return }
        let name = language.isEmpty ? nil : CodeLanguage.named(language)?.title ?? language
        let caption = [title, name].compactMap { $0 }.joined(separator: " — ")
        document.wrap([block], opening: "<figure class=\"code\"><figcaption>\(TextEscaping.markup(caption))</figcaption>",
                      closing: "</figure>")
    }

    /// `title="…"` in a fence's info string, after the language.
    static func fenceTitle(_ info: String) -> String? {
        guard let start = info.range(of: " title=\"") else { return nil }
        let rest = info[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        let title = rest[..<end].trimmingWhitespace()
        return title.isEmpty ? nil : title
    }

    static func slug(_ text: String) -> String {
        var names = AnchorNamer()
        return names.anchor(for: text)
    }
}
