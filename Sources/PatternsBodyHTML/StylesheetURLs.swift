import PatternsCore

/// Rewrites the relative URLs of a stylesheet (`url(…)` and `@import "…"`) for a document in
/// another folder that carries the stylesheet inline: `url(../fonts/a.woff2)` in
/// `assets/examples/site.css` becomes `../../assets/fonts/a.woff2` in `patterns/button/example-1.html`.
///
/// A small scanner over the CSS bytes (every character it looks for is ASCII): comments and other
/// strings are skipped; absolute URLs, `data:`, fragments (`#id`) and URLs that climb above the
/// output folder are left as they are.
enum StylesheetURLs {
    /// `css`, a file at output path `stylesheet`, with its relative URLs made relative to `document`.
    static func rewrite(_ css: String, stylesheet: String, document: OutputPath) -> String {
        let folder = stylesheet.split(separator: "/").dropLast().joined(separator: "/")
        guard folder != document.folder else { return css }
        let bytes = Array(css.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        func rewritten(_ url: [UInt8]) -> [UInt8] {
            Array(relocated(String(decoding: url, as: UTF8.self), from: folder, to: document).utf8)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let end = find([UInt8]("*/".utf8), in: bytes, from: index + 2).map { $0 + 2 } ?? bytes.count
                output += bytes[index..<end]
                index = end
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                let end = stringEnd(bytes, from: index)
                output += bytes[index..<end]
                index = end
            } else if matches("url(", bytes, at: index), index == 0 || !isNameByte(bytes[index - 1]) {
                output += bytes[index..<index + 4]
                index += 4
                while index < bytes.count, isSpace(bytes[index]) { output.append(bytes[index]); index += 1 }
                guard index < bytes.count else { break }
                if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                    let end = stringEnd(bytes, from: index)
                    output += quoted(bytes, index, end, rewrite: rewritten)
                    index = end
                } else {
                    var end = index
                    while end < bytes.count, bytes[end] != UInt8(ascii: ")"), !isSpace(bytes[end]) { end += 1 }
                    output += rewritten(Array(bytes[index..<end]))
                    index = end
                }
            } else if matches("@import", bytes, at: index) {
                output += bytes[index..<index + 7]
                index += 7
                while index < bytes.count, isSpace(bytes[index]) { output.append(bytes[index]); index += 1 }
                if index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                    let end = stringEnd(bytes, from: index)
                    output += quoted(bytes, index, end, rewrite: rewritten)
                    index = end
                }
            } else {
                output.append(byte)
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// A URL written in a stylesheet in `folder`, as seen from `document`; unchanged unless it is a relative path.
    static func relocated(_ url: String, from folder: String, to document: OutputPath) -> String {
        guard let first = url.first, first != "/", first != "#", !url.contains("\\"), !hasScheme(url) else { return url }
        let suffixStart = url.firstIndex { $0 == "?" || $0 == "#" } ?? url.endIndex
        guard let path = SitePaths.percentDecode(String(url[..<suffixStart])), !path.isEmpty,
              let resolved = SitePaths.resolve(path, against: folder) else { return url }
        return document.relativeURL(to: OutputPath(composed: resolved)) + url[suffixStart...]
    }

    /// `https:`, `data:`, `mailto:`: a scheme before any `/`, `?` or `#`.
    private static func hasScheme(_ url: String) -> Bool {
        guard let colon = url.firstIndex(of: ":") else { return false }
        let scheme = url[..<colon]
        return !scheme.isEmpty && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") }
    }

    /// A quoted string (`index` at its quote, `end` past its closing one) with its contents rewritten;
    /// one with escapes is left as written.
    private static func quoted(_ bytes: [UInt8], _ index: Int, _ end: Int, rewrite: ([UInt8]) -> [UInt8]) -> [UInt8] {
        let closed = end - 1 > index && bytes[end - 1] == bytes[index]
        let contents = Array(bytes[(index + 1)..<(closed ? end - 1 : end)])
        guard !contents.contains(UInt8(ascii: "\\")), !contents.contains(UInt8(ascii: "\n")) else { return Array(bytes[index..<end]) }
        return [bytes[index]] + rewrite(contents) + (closed ? [bytes[index]] : [])
    }

    /// Past the end of the string starting at `index` (its quote), backslash escapes honoured;
    /// a newline ends an unclosed string, as in CSS.
    private static func stringEnd(_ bytes: [UInt8], from index: Int) -> Int {
        let quote = bytes[index]
        var end = index + 1
        while end < bytes.count {
            if bytes[end] == UInt8(ascii: "\\") { end += 2; continue }
            if bytes[end] == quote { return end + 1 }
            if bytes[end] == UInt8(ascii: "\n") { return end }
            end += 1
        }
        return bytes.count
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// `word` at `index`, ASCII letters in any case.
    private static func matches(_ word: String, _ bytes: [UInt8], at index: Int) -> Bool {
        let word = Array(word.utf8)
        guard index + word.count <= bytes.count else { return false }
        return zip(bytes[index..<index + word.count], word).allSatisfy { lower($0) == $1 }
    }

    private static func lower(_ byte: UInt8) -> UInt8 { byte >= 65 && byte <= 90 ? byte + 32 : byte }
    private static func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 10 || byte == 13 || byte == 12 }
    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || (lower(byte) >= 97 && lower(byte) <= 122) || (byte >= 48 && byte <= 57)
    }
}
