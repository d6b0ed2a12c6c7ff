extension Substring {
    /// The text without leading and trailing spaces, tabs and line breaks.
    ///
    /// Ends of ASCII (nearly all) are read on their bytes, where Unicode's white space is tab to
    /// carriage return and space; an end outside ASCII asks each scalar's properties.
    public func trimmingWhitespace() -> String {
        var text = self
        // Nil when an end is outside ASCII.
        let trimmed = text.withUTF8 { bytes -> String? in
            func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
            var first = 0
            while first < bytes.count, isSpace(bytes[first]) { first += 1 }
            guard first < bytes.count else { return "" }
            var last = bytes.count - 1
            while isSpace(bytes[last]) { last -= 1 }
            // Both ends ASCII, so both are character boundaries: the bytes between are copied as
            // they are, without walking characters to find the end (`Substring.index(after:)`).
            guard bytes[first] < 0x80, bytes[last] < 0x80 else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[first...last]), as: UTF8.self)
        }
        if let trimmed { return trimmed }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        return String(self[first...last])
    }
}

extension String {
    /// The text without leading and trailing spaces, tabs and line breaks.
    public func trimmingWhitespace() -> String { Substring(self).trimmingWhitespace() }

    /// Block scalars end with a line break and may hold several lines; criteria read as one line.
    var collapsedWhitespace: String {
        var text = self
        if let collapsed = text.withUTF8(Self.collapsedASCIIWhitespace) { return collapsed }
        return split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }

    /// `collapsedWhitespace` read on the bytes of ASCII text, where each character is one byte; nil
    /// for other text, and for text holding a CRLF, which is one character and splits nothing.
    private static func collapsedASCIIWhitespace(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var space = false
        for index in bytes.indices {
            let byte = bytes[index]
            guard byte < 0x80, !(byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A) else { return nil }
            if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D {
                space = !result.isEmpty
                continue
            }
            if space { result.append(0x20) }
            space = false
            result.append(byte)
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The text with its first letter capitalised and the rest untouched (`tab or arrow keys` → `Tab or arrow keys`).
    var capitalizingFirstLetter: String {
        prefix(1).uppercased() + dropFirst()
    }

    /// The text with its first letter lower-cased, for a sentence that goes on after a Gherkin keyword
    /// (`Focus moves` → `focus moves`); unchanged when its first word has a capital after its first
    /// letter (an acronym or a product's name: `NVDA`, `VoiceOver`, `TalkBack`) or is the pronoun `I`.
    ///
    /// A first word of ASCII (most criteria) is read on its bytes, where each character is one byte.
    var lowercasingFirstLetter: String {
        let utf8 = self.utf8
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        let wordEnd = utf8.firstIndex(where: isSpace) ?? utf8.endIndex
        let word = utf8[..<wordEnd]
        guard let first = word.first, word.allSatisfy({ $0 < 0x80 }) else { return lowercasingFirstLetterByCharacters }
        let isCapital = { (byte: UInt8) in byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        guard isCapital(first), !word.dropFirst().contains(where: isCapital),
              !(first == UInt8(ascii: "I") && (word.count == 1 || word.dropFirst().first == UInt8(ascii: "'"))) else { return self }
        var bytes = Array(utf8)
        bytes[0] = first + 32
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `lowercasingFirstLetter` read by characters, for a first word that is not ASCII.
    var lowercasingFirstLetterByCharacters: String {
        let word = prefix { !$0.isWhitespace }
        if word.dropFirst().contains(where: \.isUppercase) { return self }
        if word == "I" || word.hasPrefix("I'") { return self }
        return prefix(1).lowercased() + dropFirst()
    }
}

/// Edit distance between two short strings, for "did you mean" suggestions: insertions, deletions,
/// substitutions and swaps of neighbouring letters (`wehn` for `when`) each count one.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                current[j] = min(current[j], beforePrevious[j - 2] + 1)
            }
        }
        (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
}

/// The closest candidate to `word`: a case-only difference, or one edit away (two for words of six letters or more).
public func closestMatch(to word: String, in candidates: [String]) -> String? {
    if let sameIgnoringCase = candidates.first(where: { $0.lowercased() == word.lowercased() }) {
        return sameIgnoringCase
    }
    let scored = candidates.map { ($0, editDistance(word.lowercased(), $0.lowercased())) }
    // Two edits turn many short words into others (`owner` and `order`), so they get one.
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= (word.count <= 5 ? 1 : 2) else { return nil }
    return best.0
}

/// Up to `limit` candidates near `word`, nearest first, for an error that offers several names:
/// those `closestMatch` would accept (by edit distance), then those containing what was typed or
/// contained in it (`dialog` → `alert-dialog`, `modal-dialog`), in the candidates' order.
public func closestMatches(to word: String, in candidates: [String], limit: Int = 3) -> [String] {
    let typed = word.lowercased()
    guard !typed.isEmpty else { return [] }
    let reach = word.count <= 5 ? 1 : 2
    let near = candidates.enumerated().map { (name: $0.element, rank: (editDistance(typed, $0.element.lowercased()), $0.offset)) }
        .filter { $0.rank.0 <= reach }
        .sorted { $0.rank < $1.rank }
        .map(\.name)
    let containing = candidates.filter { candidate in
        let name = candidate.lowercased()
        return name.contains(typed) || (name.count >= 3 && typed.contains(name))
    }
    var seen = Set<String>()
    return (near + containing).filter { seen.insert($0).inserted }.prefix(limit).map { $0 }
}
