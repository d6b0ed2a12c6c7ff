import PatternsCore

/// Marks the tokens of CSS: selectors (type `g`, class and id `t`, pseudo-classes and at-rules `a`,
/// attribute selectors `m` and `v`), property names `m`, numbers with their units and hex colours
/// `n`, strings, comments and `!important`.
///
/// The style sheet is read in segments ending at `{`, `;` or `}`: a segment ending at `{` (or at
/// the top level) is a selector or an at-rule's prelude, any other is a declaration. Finding a
/// segment's end and marking it read each byte once, so time stays linear, nested rules work,
/// and an unbalanced brace costs at most the colours of what follows it.
struct StyleSheetLexer {
    private enum Mode { case selector, declaration }

    func mark(_ range: Range<Int>, in writer: inout HighlightWriter) {
        let bytes = writer.source
        let end = min(range.upperBound, bytes.count)
        var index = range.lowerBound
        var depth = 0
        while index < end {
            let segmentEnd = self.segmentEnd(from: index, before: end, in: bytes)
            let terminator = segmentEnd < end ? bytes[segmentEnd] : nil
            markSegment(index..<segmentEnd, as: terminator == 0x7B || depth == 0 ? .selector : .declaration, in: &writer)
            if terminator == 0x7B { depth += 1 } else if terminator == 0x7D { depth = max(0, depth - 1) }
            index = segmentEnd + 1
        }
    }

    /// The index of the first `{`, `;` or `}` from `start` outside strings and comments, or `end`.
    private func segmentEnd(from start: Int, before end: Int, in bytes: [UInt8]) -> Int {
        var index = start
        while index < end {
            switch bytes[index] {
            case 0x7B, 0x3B, 0x7D: return index
            case 0x22, 0x27: index = stringEnd(from: index, before: end, in: bytes)
            case 0x2F where index + 1 < end && bytes[index + 1] == 0x2A: index = commentEnd(from: index, before: end, in: bytes)
            default: index += 1
            }
        }
        return end
    }

    private func markSegment(_ range: Range<Int>, as mode: Mode, in writer: inout HighlightWriter) {
        let bytes = writer.source
        let end = range.upperBound
        var index = range.lowerBound
        var isAtRule = false, afterColon = false, inBrackets = false, afterEquals = false
        while index < end {
            let byte = bytes[index]
            let next: UInt8? = index + 1 < end ? bytes[index + 1] : nil
            let follows = index > range.lowerBound && Self.isNameByte(bytes[index - 1])
            var token: (TokenClass?, Int)?
            switch byte {
            case 0x22, 0x27:
                token = (.string, stringEnd(from: index, before: end, in: bytes))
            case 0x2F where next == 0x2A:
                token = (.comment, commentEnd(from: index, before: end, in: bytes))
            case 0x40 where next.map(Self.isNameStart) == true:
                isAtRule = true
                token = (.attribute, nameEnd(from: index + 1, before: end, in: bytes))
            case _ where !follows && startsNumber(at: index, before: end, in: bytes):
                token = (.number, numberEnd(from: index, before: end, in: bytes))
            case 0x23 where next.map(Self.isNameByte) == true:
                token = (mode == .selector ? .type : .number, nameEnd(from: index + 1, before: end, in: bytes))
            case 0x2E where mode == .selector && next.map(Self.isNameStart) == true:
                token = (.type, nameEnd(from: index + 1, before: end, in: bytes))
            case 0x3A where mode == .selector && !inBrackets:
                let nameStart = next == 0x3A ? index + 2 : index + 1
                if nameStart < end, Self.isNameStart(bytes[nameStart]) {
                    token = (.attribute, nameEnd(from: nameStart, before: end, in: bytes))
                }
            case 0x3A:
                afterColon = true
            case 0x21 where mode == .declaration && next.map(Self.isNameStart) == true:
                token = (.keyword, nameEnd(from: index + 1, before: end, in: bytes))
            case 0x5B: inBrackets = true; afterEquals = false
            case 0x5D: inBrackets = false
            case 0x3D where inBrackets: afterEquals = true
            case _ where Self.isNameStart(byte):
                let wordEnd = nameEnd(from: index, before: end, in: bytes)
                token = (nameClass(mode: mode, isAtRule: isAtRule, afterColon: afterColon, inBrackets: inBrackets,
                                   afterEquals: afterEquals, isFunction: wordEnd < end && bytes[wordEnd] == 0x28), wordEnd)
            default:
                break
            }
            if let (kind, tokenEnd) = token {
                if let kind { writer.token(kind, index..<tokenEnd) }
                index = max(tokenEnd, index + 1)
            } else {
                index += 1
            }
        }
    }

    private func nameClass(mode: Mode, isAtRule: Bool, afterColon: Bool, inBrackets: Bool, afterEquals: Bool,
                           isFunction: Bool) -> TokenClass? {
        if isFunction || isAtRule { return nil }
        switch mode {
        case .selector: return inBrackets ? (afterEquals ? .attributeValue : .attributeName) : .tag
        case .declaration: return afterColon ? nil : .attributeName
        }
    }

    private static func isNameStart(_ byte: UInt8) -> Bool { SourceBytes.isNameStart(byte) || byte == 0x2D }

    private static func isNameByte(_ byte: UInt8) -> Bool { SourceBytes.isNameByte(byte) || byte == 0x2D }

    private func nameEnd(from start: Int, before end: Int, in bytes: [UInt8]) -> Int {
        bytes.end(ofRunFrom: start, before: end, where: Self.isNameByte)
    }

    /// A digit, or `.`, `-` or `+` before one (`.5em`, `-1px`).
    private func startsNumber(at index: Int, before end: Int, in bytes: [UInt8]) -> Bool {
        let byte = bytes[index]
        if SourceBytes.isDigit(byte) { return true }
        var next = index + 1
        if byte == 0x2D || byte == 0x2B {
            if next < end, bytes[next] == 0x2E { next += 1 }
        } else if byte != 0x2E {
            return false
        }
        return next < end && SourceBytes.isDigit(bytes[next])
    }

    /// A number's end, with its unit or `%`.
    private func numberEnd(from start: Int, before end: Int, in bytes: [UInt8]) -> Int {
        let digitsEnd = bytes.end(ofRunFrom: start + 1, before: end) { SourceBytes.isDigit($0) || $0 == 0x2E }
        return bytes.end(ofRunFrom: digitsEnd, before: end) { SourceBytes.isLetter($0) || $0 == 0x25 }
    }

    /// After a quoted string: its closing quote, the line break that ends it unterminated, or `end`.
    private func stringEnd(from start: Int, before end: Int, in bytes: [UInt8]) -> Int {
        let quote = bytes[start]
        var index = start + 1
        while index < end {
            let byte = bytes[index]
            if byte == quote { return index + 1 }
            if byte == 0x0A { return index }
            index += byte == 0x5C ? 2 : 1
        }
        return end
    }

    private func commentEnd(from start: Int, before end: Int, in bytes: [UInt8]) -> Int {
        var index = start + 2
        while index + 1 < end {
            if bytes[index] == 0x2A, bytes[index + 1] == 0x2F { return index + 2 }
            index += 1
        }
        return end
    }
}
