/// A block whose text kramdown or Liquid passes through untouched: `{::nomarkdown}` … `{:/}` (HTML
/// shown as HTML) or `{% raw %}` … `{% endraw %}` (template text shown as text), with markers on
/// lines of their own or on the first and last lines of the content.
struct LiteralBlock {
    enum Kind { case nomarkdown, raw }

    var kind: Kind
    /// The lines between the markers, markers removed.
    var contentLines: [Substring]
    /// Index of the block's last line.
    var lastLine: Int

    /// The block starting at `lines[start]`, if one starts there and closes.
    init?(lines: [Substring], start: Int) {
        let first = lines[start].drop { $0 == " " || $0 == "\t" }
        let kind: Kind
        let opening: String
        if first.hasPrefix(KramdownSyntax.nomarkdownOpening) {
            (kind, opening) = (.nomarkdown, KramdownSyntax.nomarkdownOpening)
        } else if let tag = LiquidTag(at: first), tag.form == .tag, tag.name == "raw" {
            (kind, opening) = (.raw, String(first.prefix(tag.length)))
        } else {
            return nil
        }
        var content: [Substring] = []
        var index = start
        var rest = first.dropFirst(opening.count)
        while index < lines.count {
            if let end = Self.closing(in: rest, kind: kind) {
                let before = rest[..<end.lowerBound]
                if !before.trimmingWhitespace().isEmpty { content.append(before) }
                self.kind = kind
                self.contentLines = content
                self.lastLine = index
                return
            }
            if index > start || !rest.trimmingWhitespace().isEmpty { content.append(rest) }
            index += 1
            if index < lines.count { rest = lines[index] }
        }
        return nil
    }

    /// Where the block's closing marker is in `text`.
    private static func closing(in text: Substring, kind: Kind) -> Range<Substring.Index>? {
        switch kind {
        case .nomarkdown:
            return KramdownSyntax.nomarkdownClosings.lazy.compactMap { text.range(of: $0) }.first
        case .raw:
            var rest = text[...]
            while let open = rest.range(of: "{%") {
                let candidate = rest[open.lowerBound...]
                if let tag = LiquidTag(at: candidate), tag.form == .tag, tag.name == "endraw" {
                    return open.lowerBound..<candidate.index(candidate.startIndex, offsetBy: tag.length)
                }
                rest = rest[open.upperBound...]
            }
            return nil
        }
    }

    /// Whether the content is one `<example>` element: a live example written inline.
    var isExample: Bool {
        let text = contentLines.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
        guard let first = text.first, let last = text.last else { return false }
        return first.hasPrefix("<example") && last.hasSuffix("</example>")
    }

    /// The examples the content includes (`{% include /examples/NAME.html %}` lines), in order.
    var includedExamples: [String] {
        contentLines.compactMap { LiquidTag(wholeLine: $0)?.exampleName }
    }

    /// The HTML inside the `<example>` element, each example include replaced by the example's text.
    func exampleLines(exampleText: (String) -> String?) -> [Substring] {
        var lines: [Substring] = []
        for (offset, line) in contentLines.enumerated() {
            var text = line
            if offset == 0, let open = text.range(of: "<example"), let end = text[open.upperBound...].firstIndex(of: ">") {
                text = text[text.index(after: end)...]
            }
            if offset == contentLines.count - 1, let close = text.range(of: "</example>", options: .backwards) {
                text = text[..<close.lowerBound]
            }
            if let name = LiquidTag(wholeLine: text)?.exampleName, let included = exampleText(name) {
                let indent = JekyllBodyConverter.indent(of: text)
                lines += included.split(separator: "\n", omittingEmptySubsequences: false).map { Substring(indent + $0) }
                continue
            }
            if (offset == 0 || offset == contentLines.count - 1), text.trimmingWhitespace().isEmpty { continue }
            lines.append(text)
        }
        while let last = lines.last, last.trimmingWhitespace().isEmpty { lines.removeLast() }
        return lines
    }
}
