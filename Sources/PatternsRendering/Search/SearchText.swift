import Foundation
import PatternsCore
import PatternsDiagnostics

/// The readable text of a page's HTML for search results: the sentence a match is in and the
/// section (heading anchor) it is under. Written beside the index, one small script per page
/// (`static/search/text/<page>.js`) by the page's own rendering job, and loaded only for the results
/// a reader is shown, so the per-keystroke shards stay as small as before.
enum SearchText {
    /// One section: the anchor of the heading it starts at (empty before the first heading) and its text.
    struct Section: Equatable {
        var anchor: String
        var text: String
    }

    /// The text of an HTML fragment: tags dropped (a block's end ends a sentence), entities decoded,
    /// white space collapsed.
    static func plain(_ html: String) -> String {
        sections(of: withoutLinkTargets(html), headings: []).map(\.text).joined(separator: " ")
    }

    /// Markdown (a tip as `patterns mcp` reads it) without the `(address)` of its links, so its words
    /// are the words of the same tip as HTML.
    private static func withoutLinkTargets(_ text: String) -> String {
        guard text.contains("](") else { return text }
        var result = ""
        var rest = text[...]
        while let open = rest.range(of: "](") {
            result += rest[..<open.lowerBound] + "]"
            guard let close = rest[open.upperBound...].firstIndex(of: ")") else { return result + rest[open.upperBound...] }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// The text of a page body, cut at each heading whose text matches the next of `headings` in
    /// order, which gives the section its anchor. Code blocks are left out: a sentence reads better.
    static func sections(of html: String, headings: [MarkdownBody.Heading]) -> [Section] {
        var sections = [Section(anchor: "", text: "")]
        var nextHeading = headings.startIndex
        var text = ""
        var headingText: String?
        var inCode = 0
        var index = html.startIndex
        func append(_ piece: Substring) {
            if headingText != nil { headingText! += piece } else if inCode == 0 { text += piece }
        }
        while index < html.endIndex {
            guard html[index] == "<", let close = html[index...].firstIndex(of: ">") else {
                // Text up to the next tag; a "<" that opens no tag (Markdown text) is text too.
                let after = html[index] == "<" ? html.index(after: index) : index
                let end = html[after...].firstIndex(of: "<") ?? html.endIndex
                append(html[index..<end])
                index = end
                continue
            }
            let tag = html[html.index(after: index)..<close].lowercased()
            let name = tag.prefix { $0.isLetter || $0.isNumber || $0 == "/" }
            if name.count == 2 || name.count == 3, name.hasPrefix("h") || name.hasPrefix("/h"), name.last!.isNumber {
                if name.hasPrefix("/") {
                    let heading = decode(headingText ?? "").collapsed
                    headingText = nil
                    // Headings the page shows elsewhere (a section of only tips) are not in the HTML.
                    if let found = headings[nextHeading...].firstIndex(where: { $0.text.collapsed == heading }) {
                        sections[sections.count - 1].text = (sections[sections.count - 1].text + " " + decode(text)).collapsed
                        sections.append(Section(anchor: headings[found].anchor, text: heading + "."))
                        text = ""
                        nextHeading = found + 1
                    } else {
                        text += " " + heading + ". "
                    }
                } else {
                    headingText = ""
                }
            } else if name == "pre" {
                inCode += 1
            } else if name == "/pre" {
                inCode = max(0, inCode - 1)
            } else if ["/p", "/li", "br", "/td", "/th", "/dd", "/dt", "/div", "/blockquote", "/tr"].contains(String(name)) {
                // The end of a block ends its sentence, so a sentence never runs into the next item.
                text += text.hasSuffix(".") ? " " : ". "
            } else {
                text += " "
            }
            index = html.index(after: close)
        }
        sections[sections.count - 1].text = (sections[sections.count - 1].text + " " + decode(text)).collapsed
        return sections.filter { !$0.text.isEmpty }
    }

    /// An entry page's text: its notes by section, each section's platform tips under the section's
    /// anchor (the tips take it), and the criteria under the criteria's.
    static func sections(of entry: PatternEntry, criteria lines: [String]) -> [Section] {
        sections(of: entry.body.html, headings: entry.body.headings)
            + entry.tipSections.map { Section(anchor: $0.anchor, text: $0.tips.map { plain($0.html) }.joined(separator: " ")) }
            + [Section(anchor: "condensed", text: lines.map { $0.hasSuffix(".") ? $0 : $0 + "." }.joined(separator: " "))]
    }

    /// The script a page's text is in: `window.patternsSearchText(url, [[anchor, text]…])`.
    static func file(url: String, sections: [Section]) -> RenderedFile {
        var writer = JSONWriter(style: .compact, scriptSafe: true)
        writer.beginArray()
        for section in sections { writer.strings([section.anchor, section.text]) }
        writer.endArray()
        var urlWriter = JSONWriter(style: .compact, scriptSafe: true)
        urlWriter.string(url)
        return RenderedFile(path: path(of: url), text: "window.patternsSearchText(\(urlWriter.take()),\(writer.take()));\n")
    }

    /// `patterns/slider/index.html` → `static/search/text/patterns/slider.js` (as `patterns.js` names it).
    static func path(of url: String) -> String {
        var page = url
        if page.hasSuffix("/index.html") { page.removeLast("/index.html".count) }
        if page.hasSuffix(".html") { page.removeLast(".html".count) }
        return "\(SiteLayout.searchFolder)/text/\(page).js"
    }

    private static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&#x27;", with: "'").replacingOccurrences(of: "&nbsp;", with: " ")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}

private extension String {
    /// White space runs as one space, none at the ends, none before a full stop that ends a sentence
    /// (`.labelStyle` keeps its space), no doubled full stops.
    var collapsed: String {
        var result = ""
        var space = false
        let characters = Array(self)
        for (index, character) in characters.enumerated() {
            if character.isWhitespace { space = !result.isEmpty; continue }
            let endsSentence = character == "." && (index + 1 == characters.count || characters[index + 1].isWhitespace)
            if space, !endsSentence { result.append(" ") }
            if !(endsSentence && result.hasSuffix(".")) { result.append(character) }
            space = false
        }
        return result
    }
}
