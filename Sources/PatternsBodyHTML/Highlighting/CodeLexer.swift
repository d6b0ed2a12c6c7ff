import PatternsCore

/// Marks the tokens of a programming language's code, as its `CodeSyntax` spells them.
///
/// One pass over the bytes: every test looks ahead a bounded distance or consumes what it reads,
/// so time is linear in the code's length, and an unterminated string or comment simply runs to
/// the end of its line or of the code.
struct CodeLexer {
    let syntax: CodeSyntax
    private let nameBytes: [Bool]

    init(_ syntax: CodeSyntax) {
        self.syntax = syntax
        var table = (0...255).map { SourceBytes.isNameByte(UInt8($0)) }
        for byte in syntax.extraNameBytes { table[Int(byte)] = true }
        nameBytes = table
    }

    private func isNameStart(_ byte: UInt8) -> Bool { nameBytes[Int(byte)] && !SourceBytes.isDigit(byte) }

    func mark(_ range: Range<Int>, in writer: inout HighlightWriter) {
        let bytes = writer.source
        let end = min(range.upperBound, bytes.count)
        var index = range.lowerBound
        var atLineStart = true
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A {
                atLineStart = true
                index += 1
                continue
            }
            if byte == 0x20 || byte == 0x09 || byte == 0x0D {
                index += 1
                continue
            }
            let lineStart = atLineStart
            atLineStart = false
            if let (kind, tokenEnd) = token(at: index, before: end, in: bytes, lineStart: lineStart, rangeStart: range.lowerBound) {
                if let kind { writer.token(kind, index..<tokenEnd) }
                index = max(tokenEnd, index + 1)
            } else {
                index += 1
            }
        }
    }

    /// The token starting at `index` and where it ends; a nil kind for a plain name.
    private func token(at index: Int, before end: Int, in bytes: [UInt8], lineStart: Bool,
                       rangeStart: Int) -> (TokenClass?, Int)? {
        let byte = bytes[index]
        if let comment = syntax.blockComment, bytes.matches(comment.open, at: index, before: end) {
            return (.comment, blockCommentEnd(from: index, before: end, in: bytes))
        }
        if startsLineComment(at: index, before: end, in: bytes, lineStart: lineStart, rangeStart: rangeStart) {
            return (.comment, bytes.firstIndex(of: 0x0A, from: index, before: end))
        }
        if byte == 0x23, let hashToken = hashToken(at: index, before: end, in: bytes, lineStart: lineStart) {
            return hashToken
        }
        if let quote = syntax.quotes.first(where: { bytes.matches($0.open, at: index, before: end) }) {
            return (.string, stringEnd(quote, from: index + quote.open.count, before: end, in: bytes))
        }
        if byte == 0x40, syntax.annotations, index + 1 < end, isNameStart(bytes[index + 1]) {
            let nameEnd = bytes.end(ofRunFrom: index + 1, before: end) { nameBytes[Int($0)] }
            let word = String(decoding: bytes[index..<nameEnd], as: UTF8.self)
            return (syntax.keywords.contains(word) ? .keyword : .attribute, nameEnd)
        }
        if SourceBytes.isDigit(byte) || (byte == 0x2E && index + 1 < end && SourceBytes.isDigit(bytes[index + 1])
                                          && (index == rangeStart || !nameBytes[Int(bytes[index - 1])])) {
            return (.number, numberEnd(from: index, before: end, in: bytes))
        }
        if isNameStart(byte) {
            let nameEnd = bytes.end(ofRunFrom: index, before: end) { nameBytes[Int($0)] }
            return (nameClass(bytes[index..<nameEnd]), nameEnd)
        }
        return nil
    }

    private func nameClass(_ name: ArraySlice<UInt8>) -> TokenClass? {
        let word = String(decoding: name, as: UTF8.self)
        if syntax.keywords.contains(word) { return .keyword }
        if syntax.types.contains(word) { return .type }
        if syntax.capitalisedNamesAreTypes, let first = name.first, SourceBytes.isUpperCase(first),
           name.contains(where: SourceBytes.isLowerCase) {
            return .type
        }
        return nil
    }

    private func startsLineComment(at index: Int, before end: Int, in bytes: [UInt8], lineStart: Bool, rangeStart: Int) -> Bool {
        switch syntax.lineCommentPosition {
        case .lineStart where !lineStart: return false
        case .afterSpace where index > rangeStart && !SourceBytes.isSpace(bytes[index - 1]): return false
        default: break
        }
        return syntax.lineComments.contains { bytes.matches($0, at: index, before: end) }
    }

    /// `#if` and `#available` in Swift, a preprocessor line in Objective-C, or a Swift `#"…"#` string.
    private func hashToken(at index: Int, before end: Int, in bytes: [UInt8], lineStart: Bool) -> (TokenClass?, Int)? {
        if syntax.extendedStringDelimiters, let stringEnd = extendedStringEnd(from: index, before: end, in: bytes) {
            return (.string, stringEnd)
        }
        switch syntax.hashDirective {
        case .line where lineStart:
            return (.attribute, bytes.firstIndex(of: 0x0A, from: index, before: end))
        case .word where index + 1 < end && isNameStart(bytes[index + 1]):
            return (.attribute, bytes.end(ofRunFrom: index + 1, before: end) { nameBytes[Int($0)] })
        default:
            return nil
        }
    }

    private func blockCommentEnd(from start: Int, before end: Int, in bytes: [UInt8]) -> Int {
        guard let comment = syntax.blockComment else { return start }
        var index = start + comment.open.count
        var depth = 1
        while index < end {
            if bytes.matches(comment.close, at: index, before: end) {
                index += comment.close.count
                depth -= 1
                if depth == 0 { return index }
            } else if syntax.nestedBlockComments, bytes.matches(comment.open, at: index, before: end) {
                index += comment.open.count
                depth += 1
            } else {
                index += 1
            }
        }
        return end
    }

    /// Where a literal whose contents start at `start` ends: after its closing delimiter, at the
    /// line break that ends an unterminated one-line literal, or at the end of the code.
    private func stringEnd(_ quote: CodeSyntax.Quote, from start: Int, before end: Int, in bytes: [UInt8]) -> Int {
        var index = start
        while index < end {
            let byte = bytes[index]
            if bytes.matches(quote.close, at: index, before: end) { return index + quote.close.count }
            if byte == 0x0A, !quote.spansLines { return index }
            if let interpolation = quote.interpolation, bytes.matches(interpolation.opener, at: index, before: end) {
                index = balancedEnd(interpolation, from: index + interpolation.opener.count, before: end, in: bytes,
                                    stopsAtLineBreak: !quote.spansLines)
            } else if byte == 0x5C, quote.escapes {
                index = index + 1 < end && (bytes[index + 1] != 0x0A || quote.spansLines) ? index + 2 : index + 1
            } else {
                index += 1
            }
        }
        return end
    }

    /// The index after the bracket that closes an interpolation whose inside starts at `start`.
    private func balancedEnd(_ interpolation: CodeSyntax.Interpolation, from start: Int, before end: Int,
                             in bytes: [UInt8], stopsAtLineBreak: Bool) -> Int {
        var depth = 1
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A, stopsAtLineBreak { return index }
            index += 1
            if byte == interpolation.openBracket {
                depth += 1
            } else if byte == interpolation.closeBracket {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return end
    }

    /// Swift's `#"…"#` or `##"""…"""##`: nil when the `#`s are not followed by a quote.
    private func extendedStringEnd(from start: Int, before end: Int, in bytes: [UInt8]) -> Int? {
        let hashesEnd = bytes.end(ofRunFrom: start, before: end) { $0 == 0x23 }
        let hashes = [UInt8](repeating: 0x23, count: hashesEnd - start)
        for delimiter in [Array("\"\"\"".utf8), [UInt8(0x22)]] where bytes.matches(delimiter, at: hashesEnd, before: end) {
            let quote = CodeSyntax.Quote(open: delimiter, close: delimiter + hashes, spansLines: delimiter.count == 3)
            return stringEnd(quote, from: hashesEnd + delimiter.count, before: end, in: bytes)
        }
        return nil
    }

    /// A number's end: digits, letters (hex digits, suffixes, units), `_`, a `.` before a digit,
    /// and a sign after a decimal exponent (`1e-5`).
    private func numberEnd(from start: Int, before end: Int, in bytes: [UInt8]) -> Int {
        let isHex = start + 1 < end && bytes[start] == 0x30 && bytes[start + 1] | 0x20 == 0x78
        var index = start
        while index < end {
            let byte = bytes[index]
            if SourceBytes.isLetter(byte) || SourceBytes.isDigit(byte) || byte == 0x5F {
                index += 1
                if !isHex, byte | 0x20 == 0x65, index < end, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
            } else if byte == 0x2E, index + 1 < end, SourceBytes.isDigit(bytes[index + 1]) {
                index += 1
            } else {
                break
            }
        }
        return index
    }
}

extension CodeSyntax.Quote {
    init(open: [UInt8], close: [UInt8], spansLines: Bool) {
        self.init("", spansLines: spansLines, escapes: false)
        self.open = open
        self.close = close
    }
}
