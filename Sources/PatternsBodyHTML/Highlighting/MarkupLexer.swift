import PatternsCore

/// Marks the tokens of XML or HTML: tag names, attribute names and values, comments,
/// declarations (`<!DOCTYPE …>`, `<?xml …?>`); in HTML, a `<script>` element's contents go to the
/// JavaScript lexer and a `<style>` element's to the CSS lexer.
///
/// Linear: each byte is read once by this lexer, and once more by the lexer of an embedded script
/// or style sheet; a tag left open runs to the end of the code, as an unterminated comment does.
struct MarkupLexer {
    /// HTML: tag names in any case, and scripts and style sheets inside.
    let isHTML: Bool

    /// What starts with `<` but is not a tag, longest opening first: each runs to its closing or the end of the code.
    private static let sections: [(open: [UInt8], close: [UInt8], kind: TokenClass)] = [
        (open: "<!--", close: "-->", kind: TokenClass.comment), ("<![CDATA[", "]]>", .string),
        ("<!", ">", .attribute), ("<?", ">", .attribute),
    ].map { (Array($0.open.utf8), Array($0.close.utf8), $0.kind) }

    func mark(_ range: Range<Int>, in writer: inout HighlightWriter) {
        let bytes = writer.source
        let end = min(range.upperBound, bytes.count)
        var index = range.lowerBound
        while index < end {
            index = bytes.firstIndex(of: 0x3C, from: index, before: end)
            guard index < end else { break }
            if let section = Self.sections.first(where: { bytes.matches($0.open, at: index, before: end) }) {
                let close = bytes.firstIndex(of: section.close, from: index + section.open.count, before: end)
                let sectionEnd = min(close + section.close.count, end)
                writer.token(section.kind, index..<sectionEnd)
                index = sectionEnd
            } else if let nameStart = tagNameStart(after: index, before: end, in: bytes) {
                index = markTag(nameStart: nameStart, isClosing: nameStart > index + 1, before: end, in: &writer)
            } else {
                index += 1
            }
        }
    }

    /// Where the name of a tag opened at `index` starts (after `<` or `</`), if a tag starts there.
    private func tagNameStart(after index: Int, before end: Int, in bytes: [UInt8]) -> Int? {
        let start = index + 1 < end && bytes[index + 1] == 0x2F ? index + 2 : index + 1
        return start < end && SourceBytes.isNameStart(bytes[start]) ? start : nil
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        SourceBytes.isNameByte(byte) || byte == 0x2D || byte == 0x2E || byte == 0x3A
    }

    /// Marks a tag from its name to its `>` (or up to the next `<` when it is left open) and, in
    /// HTML, the contents of a script or style element; returns where the lexer goes on.
    private func markTag(nameStart: Int, isClosing: Bool, before end: Int, in writer: inout HighlightWriter) -> Int {
        let bytes = writer.source
        let nameEnd = bytes.end(ofRunFrom: nameStart, before: end, where: Self.isNameByte)
        writer.token(.tag, nameStart..<nameEnd)
        var index = nameEnd
        var selfClosing = false
        while index < end {
            let byte = bytes[index]
            if byte == 0x3E { index += 1; break }
            if byte == 0x3C { return index }
            if byte == 0x2F || SourceBytes.isSpace(byte) || byte == 0x22 || byte == 0x27 || byte == 0x3D {
                selfClosing = byte == 0x2F
                index += 1
                continue
            }
            selfClosing = false
            index = markAttribute(from: index, before: end, in: &writer)
        }
        guard isHTML, !isClosing, !selfClosing, let embedded = embeddedLexer(bytes[nameStart..<nameEnd]) else { return index }
        let closing = bytes.firstIndex(of: embedded.closingTag, from: index, before: end, ignoringCase: true)
        embedded.mark(index..<closing, &writer)
        return closing
    }

    /// Marks `name`, `name=value` or `name="value"`; returns the index after it.
    private func markAttribute(from start: Int, before end: Int, in writer: inout HighlightWriter) -> Int {
        let bytes = writer.source
        let nameEnd = bytes.end(ofRunFrom: start, before: end) { byte in
            !(SourceBytes.isSpace(byte) || byte == 0x3D || byte == 0x3E || byte == 0x2F || byte == 0x3C
              || byte == 0x22 || byte == 0x27)
        }
        writer.token(.attributeName, start..<nameEnd)
        var index = bytes.end(ofRunFrom: nameEnd, before: end, where: SourceBytes.isSpace)
        guard index < end, bytes[index] == 0x3D else { return max(nameEnd, start + 1) }
        index = bytes.end(ofRunFrom: index + 1, before: end, where: SourceBytes.isSpace)
        guard index < end else { return index }
        let valueEnd: Int
        if bytes[index] == 0x22 || bytes[index] == 0x27 {
            valueEnd = min(bytes.firstIndex(of: bytes[index], from: index + 1, before: end) + 1, end)
        } else {
            valueEnd = bytes.end(ofRunFrom: index, before: end) { !SourceBytes.isSpace($0) && $0 != 0x3E && $0 != 0x3C }
        }
        writer.token(.attributeValue, index..<valueEnd)
        return max(valueEnd, index)
    }

    private struct Embedded {
        let closingTag: [UInt8]
        let mark: (Range<Int>, inout HighlightWriter) -> Void
    }

    private func embeddedLexer(_ name: ArraySlice<UInt8>) -> Embedded? {
        let lowered = String(decoding: name.map { SourceBytes.isUpperCase($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
        switch lowered {
        case "script": return Embedded(closingTag: Array("</script".utf8)) { HighlightLanguage.javaScript.mark($0, in: &$1) }
        case "style": return Embedded(closingTag: Array("</style".utf8)) { HighlightLanguage.css.mark($0, in: &$1) }
        default: return nil
        }
    }
}
