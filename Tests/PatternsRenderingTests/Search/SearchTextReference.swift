import Foundation
import PatternsCore
@testable import PatternsExports
@testable import PatternsRendering

/// The walk over `Character`s that `HTMLTextScanner` replaced, kept as the reference it must agree with.
enum SearchTextReference {
    static func plain(_ html: String) -> String {
        sections(of: withoutLinkTargets(html), headings: []).map(\.text).joined(separator: " ")
    }

    static func withoutLinkTargets(_ text: String) -> String {
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

    static func sections(of html: String, headings: [MarkdownBody.Heading]) -> [SearchText.Section] {
        var sections = [SearchText.Section(anchor: "", text: "")]
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
                    let heading = decode(headingText ?? "").referenceCollapsed
                    headingText = nil
                    // Headings the page shows elsewhere (a section of only tips) are not in the HTML.
                    if let found = headings[nextHeading...].firstIndex(where: { $0.text.referenceCollapsed == heading }) {
                        sections[sections.count - 1].text = (sections[sections.count - 1].text + " " + decode(text)).referenceCollapsed
                        sections.append(SearchText.Section(anchor: headings[found].anchor, text: heading + "."))
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
        sections[sections.count - 1].text = (sections[sections.count - 1].text + " " + decode(text)).referenceCollapsed
        return sections.filter { !$0.text.isEmpty }
    }

    static func decode(_ text: String) -> String {
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
    var referenceCollapsed: String {
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
