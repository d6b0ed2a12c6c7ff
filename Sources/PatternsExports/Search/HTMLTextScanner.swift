import PatternsCore

/// Reads the text of a body's HTML for `SearchText`, byte by byte: tags dropped (a block's end ends a
/// sentence), code blocks left out, entities decoded, white space collapsed, cut into sections at
/// the headings the body's tree found.
///
/// Works on UTF-8 bytes because every byte it looks for is ASCII (`<`, `>`, `&`, `.`, white space):
/// a multi-byte character is copied through whole. It replaced a walk over `Character`s that took
/// a sixth of a 10,000-entry build; `SearchTextTests` checks it against that walk's rules.
struct HTMLTextScanner {
    /// A section as bytes: the anchor of the heading it starts at and its text.
    struct Section {
        var anchor: String
        var text: [UInt8]
    }

    private let headings: [MarkdownBody.Heading]
    /// Each heading's text collapsed as the HTML's is, to compare with it.
    private let headingTexts: [[UInt8]]

    init(headings: [MarkdownBody.Heading]) {
        self.headings = headings
        headingTexts = headings.map { Self.collapsed(Array($0.text.utf8)) }
    }

    func sections(of html: UnsafeBufferPointer<UInt8>) -> [Section] {
        var sections = [Section(anchor: "", text: [])]
        var nextHeading = 0
        var text: [UInt8] = []
        var headingText: [UInt8]?
        var inCode = 0
        var index = 0
        while index < html.count {
            guard html[index] == Self.lessThan, let close = html[(index + 1)...].firstIndex(of: Self.greaterThan) else {
                // Text up to the next tag; a "<" that opens no tag (Markdown text) is text too.
                let after = html[index] == Self.lessThan ? index + 1 : index
                let end = html[after...].firstIndex(of: Self.lessThan) ?? html.count
                if headingText != nil { headingText!.append(contentsOf: html[index..<end]) }
                else if inCode == 0 { text.append(contentsOf: html[index..<end]) }
                index = end
                continue
            }
            switch Tag(html[(index + 1)..<close]) {
            case .headingOpen:
                headingText = []
            case .headingClose:
                let heading = Self.collapsed(Self.decoded(headingText ?? []))
                headingText = nil
                // Headings the page shows elsewhere (a section of only tips) are not in the HTML.
                if let found = headingTexts[nextHeading...].firstIndex(where: { Self.same($0, heading) }) {
                    finish(&sections[sections.count - 1], adding: text)
                    sections.append(Section(anchor: headings[found].anchor, text: heading + [Self.fullStop]))
                    text = []
                    nextHeading = found + 1
                } else {
                    text += [Self.space] + heading + [Self.fullStop, Self.space]
                }
            case .codeOpen:
                inCode += 1
            case .codeClose:
                inCode = max(0, inCode - 1)
            case .blockEnd:
                // The end of a block ends its sentence, so a sentence never runs into the next item.
                text += text.last == Self.fullStop ? [Self.space] : [Self.fullStop, Self.space]
            case .other:
                text.append(Self.space)
            }
            index = close + 1
        }
        finish(&sections[sections.count - 1], adding: text)
        return sections.filter { !$0.text.isEmpty }
    }

    /// Equal as text: the same bytes, or (outside ASCII) the same characters written in another
    /// normal form, as `String` compares them.
    private static func same(_ first: [UInt8], _ second: [UInt8]) -> Bool {
        if first == second { return true }
        guard first.contains(where: { $0 >= 0x80 }) || second.contains(where: { $0 >= 0x80 }) else { return false }
        return String(decoding: first, as: UTF8.self) == String(decoding: second, as: UTF8.self)
    }

    private func finish(_ section: inout Section, adding text: [UInt8]) {
        section.text = Self.collapsed(section.text + [Self.space] + Self.decoded(text))
    }

    /// What a tag means to the text, from its name (the letters, digits and `/` it starts with, lower-cased).
    enum Tag {
        case headingOpen, headingClose, codeOpen, codeClose, blockEnd, other

        /// A name of up to `longestName` bytes packed into two numbers, the first byte lowest, so a
        /// tag is classed without making an array of its name (one per tag, a fifth of the scan).
        struct Name: Equatable {
            var low: UInt64 = 0
            var high: UInt64 = 0
            var count = 0

            init() {}

            init(_ text: String) {
                for byte in text.utf8 { append(byte) }
            }

            /// Room for `longestName` bytes, checked by the caller.
            mutating func append(_ byte: UInt8) {
                if count < 8 { low |= UInt64(byte) << (8 * count) } else { high |= UInt64(byte) << (8 * (count - 8)) }
                count += 1
            }

            subscript(index: Int) -> UInt8 {
                UInt8(truncatingIfNeeded: index < 8 ? low >> (8 * index) : high >> (8 * (index - 8)))
            }
        }

        private static let blockEnds = ["/p", "/li", "br", "/td", "/th", "/dd", "/dt", "/div", "/blockquote", "/tr"].map(Name.init)
        private static let pre = Name("pre"), preEnd = Name("/pre")
        /// `/blockquote`: a longer name is none of these.
        private static let longestName = 11

        init(_ inside: Slice<UnsafeBufferPointer<UInt8>>) {
            var name = Name()
            for byte in inside {
                if SourceBytes.isLetter(byte) || SourceBytes.isDigit(byte) || byte == UInt8(ascii: "/") {
                    guard name.count < Self.longestName else { self = .other; return }
                    name.append(SourceBytes.isUpperCase(byte) ? byte | 0x20 : byte)
                } else if byte >= 0x80 {
                    // A name going on in another script is none of the names below.
                    self = .other
                    return
                } else {
                    break
                }
            }
            let isHeading = (name.count == 2 || name.count == 3) && (name[0] == UInt8(ascii: "h") || (name[0] == UInt8(ascii: "/") && name[1] == UInt8(ascii: "h")))
                && SourceBytes.isDigit(name[name.count - 1])
            if isHeading {
                self = name[0] == UInt8(ascii: "/") ? .headingClose : .headingOpen
            } else if name == Self.pre {
                self = .codeOpen
            } else if name == Self.preEnd {
                self = .codeClose
            } else if Self.blockEnds.contains(name) {
                self = .blockEnd
            } else {
                self = .other
            }
        }
    }

    static let lessThan = UInt8(ascii: "<"), greaterThan = UInt8(ascii: ">"), fullStop = UInt8(ascii: "."), space = UInt8(ascii: " ")

    private static let entities: [(name: [UInt8], replacement: UInt8)] = [
        ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&#x27;", "'"), ("&nbsp;", " "), ("&amp;", "&"),
    ].map { (Array($0.0.utf8), UInt8(ascii: $0.1)) }

    /// The entities the renderer writes, decoded in one pass (`&amp;lt;` stays `&lt;`).
    static func decoded(_ text: [UInt8]) -> [UInt8] {
        guard text.contains(UInt8(ascii: "&")) else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        var index = 0
        next: while index < text.count {
            if text[index] == UInt8(ascii: "&") {
                for entity in entities where text[index...].starts(with: entity.name) {
                    result.append(entity.replacement)
                    index += entity.name.count
                    continue next
                }
            }
            result.append(text[index])
            index += 1
        }
        return result
    }

    /// White space runs as one space, none at the ends, none before a full stop that ends a sentence
    /// (`.labelStyle` keeps its space), no doubled full stops. White space is Unicode's; a mark that
    /// combines with a space or a full stop makes them one character, neither space nor full stop.
    ///
    /// Written into an array of the input's length (the result is never longer), byte by byte.
    static func collapsed(_ text: [UInt8]) -> [UInt8] {
        text.withUnsafeBufferPointer { text in
            [UInt8](unsafeUninitializedCapacity: text.count) { result, count in
                count = 0
                func append(_ byte: UInt8) {
                    result[count] = byte
                    count += 1
                }
                var space = false
                /// A full stop that is a character of its own; one that ends a sentence has no space
                /// before it and is not doubled.
                func appendFullStop(endsSentence: Bool) {
                    if space, !endsSentence { append(Self.space) }
                    if !(endsSentence && count > 0 && result[count - 1] == fullStop) { append(fullStop) }
                    space = false
                }
                var index = 0
                while index < text.count {
                    let byte = text[index]
                    // A run of ASCII that is neither white space nor a full stop (most of any text) is
                    // copied whole: what follows such a byte cannot change what it is.
                    if isPlainASCII(byte) {
                        let start = index
                        index += 1
                        while index < text.count, isPlainASCII(text[index]) { index += 1 }
                        if space { append(Self.space) }
                        (result.baseAddress! + count).initialize(from: text.baseAddress! + start, count: index - start)
                        count += index - start
                        space = false
                        continue
                    }
                    // A full stop or white space before an ASCII byte (or at the end), without asking
                    // Unicode: no mark follows it, so it is a character of its own.
                    if byte < 0x80, index + 1 == text.count || text[index + 1] < 0x80 {
                        if byte == fullStop {
                            appendFullStop(endsSentence: index + 1 == text.count || isASCIIWhitespace(text[index + 1]))
                        } else {
                            space = count > 0
                        }
                        index += 1
                        continue
                    }
                    let (current, length) = scalar(in: text, at: index)
                    let end = index + length
                    let extended = end < text.count && isExtender(in: text, at: end)
                    if current.properties.isWhitespace {
                        space = count > 0
                        index = endOfCharacter(in: text, from: end)
                        continue
                    }
                    if current == "." && !extended {
                        appendFullStop(endsSentence: end == text.count || scalar(in: text, at: end).0.properties.isWhitespace)
                        index = end
                        continue
                    }
                    if space { append(Self.space) }
                    let characterEnd = endOfCharacter(in: text, from: end)
                    for offset in index..<characterEnd { append(text[offset]) }
                    space = false
                    index = characterEnd
                }
            }
        }
    }

    /// An ASCII byte other than white space and the full stop: a character of its own, copied as it is.
    private static func isPlainASCII(_ byte: UInt8) -> Bool {
        byte < 0x80 && byte != fullStop && !isASCIIWhitespace(byte)
    }

    /// Tab, line feed, vertical tab, form feed, carriage return, space: the ASCII of Unicode's White_Space.
    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == space || (byte >= 0x09 && byte <= 0x0D)
    }

    private static func scalar(in text: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
        let lead = text[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        var end = index + 1
        while end < min(index + length, text.count) {
            value = value << 6 | UInt32(text[end] & 0x3F)
            end += 1
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", end - index)
    }

    /// Past the marks that combine with the character ending at `index`.
    private static func endOfCharacter(in text: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        var end = index
        while end < text.count, isExtender(in: text, at: end) { end += scalar(in: text, at: end).1 }
        return end
    }

    /// Whether the scalar at `index` extends the character before it (a combining mark, a joiner, a
    /// variation selector); only ever true for a multi-byte scalar.
    private static func isExtender(in text: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard text[index] >= 0x80 else { return false }
        let scalar = scalar(in: text, at: index).0
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return scalar == "\u{200D}" || (0xFE00...0xFE0F).contains(scalar.value)
        }
    }
}
