import Foundation
import PatternsCore
import PatternsDiagnostics

/// The readable text of a page's HTML for search results: the sentence a match is in and the
/// section (heading anchor) it is under. Written beside the index, one small script per page
/// (`static/search/text/<page>.js`) by the page's own rendering job, and loaded only for the results
/// a reader is shown, so the per-keystroke shards stay as small as before.
public enum SearchText {
    /// One section: the anchor of the heading it starts at (empty before the first heading) and its text.
    public struct Section: Equatable {
        public var anchor: String
        public var text: String
    }

    /// The text of an HTML fragment: tags dropped (a block's end ends a sentence), entities decoded,
    /// white space collapsed.
    static func plain(_ html: String) -> String {
        sections(of: withoutLinkTargets(html), headings: []).map(\.text).joined(separator: " ")
    }

    /// Markdown (a tip as `patterns mcp` reads it) without the `(address)` of its links, so its words
    /// are the words of the same tip as HTML.
    private static func withoutLinkTargets(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            var result: [UInt8] = []
            var rest = 0
            var index = 0
            while index + 1 < bytes.count {
                guard bytes[index] == UInt8(ascii: "]"), bytes[index + 1] == UInt8(ascii: "(") else { index += 1; continue }
                result.append(contentsOf: bytes[rest...index])
                guard let close = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: ")")) else {
                    rest = index + 2
                    break
                }
                rest = close + 1
                index = rest
            }
            guard !result.isEmpty || rest > 0 else { return String(decoding: bytes, as: UTF8.self) }
            result.append(contentsOf: bytes[rest...])
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// The text of a page body, cut at each heading whose text matches the next of `headings` in
    /// order, which gives the section its anchor. Code blocks are left out: a sentence reads better.
    public static func sections(of html: String, headings: [MarkdownBody.Heading]) -> [Section] {
        var html = html
        return html.withUTF8 { HTMLTextScanner(headings: headings).sections(of: $0) }
            .map { Section(anchor: $0.anchor, text: String(decoding: $0.text, as: UTF8.self)) }
    }

    /// An entry page's text: its notes (`notesHTML`, as its page shows them) by section, each
    /// section's platform tips under the section's anchor (the tips take it), and the criteria under
    /// the criteria's. `tips` are `tips(_:)` of its rendered tips, which the page's search document reads too.
    public static func sections(of entry: PatternEntry, notesHTML: String, tips: [[String]], criteria lines: [String]) -> [Section] {
        sections(of: notesHTML, headings: entry.body.headings)
            + zip(entry.tipOutline, tips).map { Section(anchor: $0.anchor, text: $1.joined(separator: " ")) }
            + [Section(anchor: "condensed", text: lines.map { $0.hasSuffix(".") ? $0 : $0 + "." }.joined(separator: " "))]
    }

    /// Each tip's text, by tip section, from the tips as rendered (HTML for a page, Markdown for
    /// `patterns mcp`): made once per entry for its search terms and its search text.
    public static func tips(_ rendered: [[String]]) -> [[String]] {
        rendered.map { $0.map(plain) }
    }

    /// The script a page's text is in: `window.patternsSearchText(url, [[anchor, text]…])`.
    public static func file(url: String, sections: [Section]) -> RenderedFile {
        var writer = JSONWriter(style: .compact, scriptSafe: true)
        writer.beginArray()
        for section in sections { writer.strings([section.anchor, section.text]) }
        writer.endArray()
        var urlWriter = JSONWriter(style: .compact, scriptSafe: true)
        urlWriter.string(url)
        return RenderedFile(path: path(of: url), text: "window.patternsSearchText(\(urlWriter.take()),\(writer.take()));\n")
    }

    /// `patterns/slider/index.html` → `static/search/text/patterns/slider.js` (as `patterns.js` names it).
    static func path(of url: String) -> OutputPath {
        var page = url
        if page.hasSuffix("/index.html") { page.removeLast("/index.html".count) }
        if page.hasSuffix(".html") { page.removeLast(".html".count) }
        return OutputPath(composed: "\(SiteLayout.searchFolder)/text/\(page).js")
    }
}
