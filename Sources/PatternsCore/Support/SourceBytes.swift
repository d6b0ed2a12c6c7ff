/// Byte tests the lexers share. Every delimiter they look for is ASCII, and UTF-8 never uses an
/// ASCII byte inside a multi-byte character, so cutting code at them never splits a character;
/// bytes of non-ASCII characters count as letters (Swift and Kotlin names may hold any).
public enum SourceBytes {
    public static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    public static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
    }

    public static func isUpperCase(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }

    public static func isLowerCase(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }

    /// Space, tab, line feed, carriage return or form feed.
    public static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C
    }

    /// A byte that may start a name: a letter, `_` or part of a non-ASCII character.
    public static func isNameStart(_ byte: UInt8) -> Bool { isLetter(byte) || byte == 0x5F || byte >= 0x80 }

    /// A byte that may continue a name.
    public static func isNameByte(_ byte: UInt8) -> Bool { isNameStart(byte) || isDigit(byte) }
}

extension Array where Element == UInt8 {
    /// Whether `pattern` is at `index`, wholly before `end`.
    public func matches(_ pattern: [UInt8], at index: Int, before end: Int) -> Bool {
        guard index >= 0, pattern.count <= end - index else { return false }
        for offset in pattern.indices where self[index + offset] != pattern[offset] { return false }
        return true
    }

    /// Whether `pattern` is at `index` in any letter case (`</SCRIPT` for `</script`).
    public func matchesIgnoringCase(_ pattern: [UInt8], at index: Int, before end: Int) -> Bool {
        guard index >= 0, pattern.count <= end - index else { return false }
        for offset in pattern.indices {
            let byte = self[index + offset], wanted = pattern[offset]
            if byte != wanted, !(SourceBytes.isLetter(byte) && byte | 0x20 == wanted | 0x20) { return false }
        }
        return true
    }

    /// The first index at or after `start` holding `pattern` wholly before `end`, or `end`.
    public func firstIndex(of pattern: [UInt8], from start: Int, before end: Int, ignoringCase: Bool = false) -> Int {
        guard let first = pattern.first else { return start }
        var index = start
        while index < end {
            if self[index] == first || (ignoringCase && self[index] | 0x20 == first | 0x20),
               ignoringCase ? matchesIgnoringCase(pattern, at: index, before: end) : matches(pattern, at: index, before: end) {
                return index
            }
            index += 1
        }
        return end
    }

    /// The first index at or after `start` holding `byte`, or `end`.
    public func firstIndex(of byte: UInt8, from start: Int, before end: Int) -> Int {
        var index = start
        while index < end, self[index] != byte { index += 1 }
        return index
    }

    /// The index after the run of bytes matching `test` that starts at `start`.
    public func end(ofRunFrom start: Int, before end: Int, where test: (UInt8) -> Bool) -> Int {
        var index = start
        while index < end, test(self[index]) { index += 1 }
        return index
    }
}
