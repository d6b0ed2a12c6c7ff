import Foundation
import PatternsDiagnostics

/// How text becomes search terms, for the index the build writes and (mirrored in `patterns.js`)
/// for what a reader types: lower-cased, diacritics folded (`Écran` → `ecran`), split at everything
/// that is not a letter or digit (`app:contentDescription` → `app`, `contentdescription`).
///
/// Terms shorter than two characters, longer than `maximumLength` and the `stopWords` are left out:
/// they would fill the index without telling pages apart.
///
/// The index also holds the parts of a name written in camel case (`accessibilityLabel` →
/// `accessibility`, `label`; `UIAccessibilityTraits` → `ui`, `accessibility`, `traits`), so a reader
/// who types "label" finds the pages about `accessibilityLabel`; what a reader types is not split,
/// so `accessibilityLabel` typed still asks for the whole name.
public enum SearchTerms {
    public static let minimumLength = 2
    public static let maximumLength = 40

    /// Words nearly every page holds; a reader who types one still narrows by the other words.
    public static let stopWords: Set<String> = [
        "an", "and", "are", "as", "at", "be", "by", "for", "from", "if", "in", "is", "it", "its",
        "of", "on", "or", "so", "that", "the", "this", "to", "with",
    ]

    /// The length of the longest stop word, in bytes.
    static let stopWordLength = 4

    /// The stop words, each packed into a number as `packed(_:)` packs a term's bytes.
    private static let packedStopWords: [UInt32] = stopWords.map { packed(Array($0.utf8)[...]) }

    /// Up to four bytes as one number, the first in the highest byte used: no two different terms
    /// of one to four letters or digits pack alike, as none holds a zero byte.
    private static func packed(_ bytes: some Collection<UInt8>) -> UInt32 {
        bytes.reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// Whether lower-cased ASCII `bytes` are a stop word, without making a string or hashing one:
    /// most terms are longer than any stop word, and the rest are compared as numbers.
    static func isStopWord(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.count <= stopWordLength && packedStopWords.contains(packed(bytes))
    }

    /// The words of what a reader typed: success-criterion numbers whole (`2.4.7`, or `1.4` while
    /// it is being typed), then the terms of the rest. The search script reads a query the same way.
    public static func queryTerms(in text: String) -> [String] {
        var numbers: [String] = []
        var rest = ""
        var current = ""
        func flush() {
            // A number with at least one dot is a criterion's; a plain number goes back to the text.
            if current.contains("."), let last = current.last, last != "." {
                numbers.append(current)
            } else {
                rest += " " + current
            }
            current = ""
        }
        for character in text {
            if character.isASCII, character.isNumber || (character == "." && current.last?.isNumber == true) {
                current.append(character)
            } else {
                if !current.isEmpty { flush() }
                rest.append(character)
            }
        }
        if !current.isEmpty { flush() }
        return numbers + terms(in: rest)
    }

    /// The terms of `text` in order, repeats included.
    public static func terms(in text: String) -> [String] {
        var terms: [String] = []
        forEachTerm(in: text) { terms.append($0) }
        return terms
    }

    /// Calls `visit` with each term of `text` in order, repeats included.
    public static func forEachTerm(in text: String, _ visit: (String) -> Void) {
        forEachTerm(in: text, camelCaseParts: false, visit)
    }

    /// Calls `visit` with each term of `text` the index holds, in order, repeats included: each
    /// term, then the parts of a camel-case name.
    public static func forEachIndexTerm(in text: String, _ visit: (String) -> Void) {
        forEachTerm(in: text, camelCaseParts: true, visit)
    }

    /// The same as `forEachIndexTerm(in:_:)`, each term as its UTF-8 bytes, valid only during the
    /// call: the terms of ASCII text (nearly all) never become `String`s.
    public static func forEachIndexTermBytes(in text: String, _ visit: (UnsafeBufferPointer<UInt8>) -> Void) {
        var text = text
        text.withUTF8 { forEachIndexTermBytes(inUTF8: $0, visit) }
    }

    /// The same as `forEachIndexTermBytes(in:_:)` for text given as its UTF-8 bytes.
    public static func forEachIndexTermBytes(inUTF8 bytes: UnsafeBufferPointer<UInt8>, _ visit: (UnsafeBufferPointer<UInt8>) -> Void) {
        if TextEscaping.isASCII(bytes) {
            forEachASCIITerm(in: bytes, camelCaseParts: true, visit)
            return
        }
        forEachUnicodeTerm(in: String(decoding: bytes, as: UTF8.self), camelCaseParts: true) { term in
            var term = term
            term.withUTF8(visit)
        }
    }

    private static func forEachTerm(in text: String, camelCaseParts: Bool, _ visit: (String) -> Void) {
        let utf8 = text.utf8
        if utf8.withContiguousStorageIfAvailable({ bytes in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return false }
            forEachASCIITerm(in: bytes, camelCaseParts: camelCaseParts) { visit(String(decoding: $0, as: UTF8.self)) }
            return true
        }) == true {
            return
        }
        forEachUnicodeTerm(in: text, camelCaseParts: camelCaseParts, visit)
    }

    /// The terms of text that is not all ASCII: folded by Foundation, split at scalars that are
    /// neither letters nor digits.
    private static func forEachUnicodeTerm(in text: String, camelCaseParts: Bool, _ visit: (String) -> Void) {
        let folded = fold(text)
        var current = String.UnicodeScalarView()
        var length = 0
        func flush() {
            if length >= minimumLength, length <= maximumLength {
                let term = String(current)
                if !stopWords.contains(term) { visit(term) }
            }
            current.removeAll(keepingCapacity: true)
            length = 0
        }
        for scalar in folded.unicodeScalars {
            if isTermScalar(scalar) {
                current.append(scalar)
                length += 1
            } else if length > 0 {
                flush()
            }
        }
        flush()
        if camelCaseParts { forEachCamelCasePart(inUnicode: text, visit) }
    }

    /// The same terms for ASCII text (nearly all of it), read run by run: each run of letters and
    /// digits is found first. A run without capitals (nearly every one) is its own term, handed on
    /// from the text itself; only a run with capitals is lower-cased into a small buffer on the stack,
    /// and only there are the starts of its camel-case parts looked for. Term collection was the
    /// costliest part of reading a body when every byte was copied and its case tracked.
    private static func forEachASCIITerm(in bytes: UnsafeBufferPointer<UInt8>, camelCaseParts: Bool, _ visit: (UnsafeBufferPointer<UInt8>) -> Void) {
        func emit(_ term: UnsafeBufferPointer<UInt8>) {
            guard term.count >= minimumLength, !isStopWord(term) else { return }
            visit(term)
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLength) { lowered in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: maximumLength) { partStarts in
                let count = bytes.count
                var index = 0
                while index < count {
                    let start = index
                    var hasCapital = false
                    while index < count {
                        let byte = bytes[index]
                        if byte &- 0x61 < 26 || byte &- 0x30 < 10 {
                            index += 1
                        } else if byte &- 0x41 < 26 {
                            hasCapital = true
                            index += 1
                        } else {
                            break
                        }
                    }
                    let length = index - start
                    if length == 0 {
                        index += 1
                        continue
                    }
                    // A run longer than a term may be is left out whole, its parts too.
                    guard length <= maximumLength else { continue }
                    let run = UnsafeBufferPointer(rebasing: bytes[start..<index])
                    guard hasCapital else {
                        emit(run)
                        continue
                    }
                    var parts = 0
                    var last = LetterCase.other, beforeLast = LetterCase.other
                    for position in 0..<length {
                        let byte = run[position]
                        let letterCase: LetterCase = byte &- 0x41 < 26 ? .upper : byte &- 0x61 < 26 ? .lower : .other
                        if camelCaseParts, let partStart = LetterCase.partStart(at: position, letter: letterCase, last: last, beforeLast: beforeLast) {
                            partStarts[parts] = partStart
                            parts += 1
                        }
                        lowered[position] = letterCase == .upper ? byte | 0x20 : byte
                        beforeLast = last
                        last = letterCase
                    }
                    let term = UnsafeBufferPointer(rebasing: lowered[0..<length])
                    emit(term)
                    guard parts > 0 else { continue }
                    var partStart = 0
                    for part in 0..<parts {
                        emit(UnsafeBufferPointer(rebasing: term[partStart..<partStarts[part]]))
                        partStart = partStarts[part]
                    }
                    emit(UnsafeBufferPointer(rebasing: term[partStart..<length]))
                }
            }
        }
    }

    /// The parts of the camel-case names in text that is not all ASCII (the terms themselves come
    /// from the folding pass), each folded as a term is.
    private static func forEachCamelCasePart(inUnicode text: String, _ visit: (String) -> Void) {
        var word = String.UnicodeScalarView()
        var partStarts: [Int] = []
        var last = LetterCase.other, beforeLast = LetterCase.other
        func flush() {
            if !partStarts.isEmpty {
                let scalars = Array(word)
                let bounds = [0] + partStarts + [scalars.count]
                for index in bounds.indices.dropLast() {
                    let part = fold(String(String.UnicodeScalarView(scalars[bounds[index]..<bounds[index + 1]])))
                    let length = part.unicodeScalars.count
                    if length >= minimumLength, length <= maximumLength, !stopWords.contains(part) { visit(part) }
                }
            }
            word.removeAll()
            partStarts.removeAll()
            last = .other
            beforeLast = .other
        }
        for scalar in text.unicodeScalars {
            guard scalar.properties.isAlphabetic || scalar.properties.numericType != nil else {
                flush()
                continue
            }
            let letterCase: LetterCase = scalar.properties.isUppercase ? .upper : scalar.properties.isLowercase ? .lower : .other
            if let start = LetterCase.partStart(at: word.count, letter: letterCase, last: last, beforeLast: beforeLast) {
                partStarts.append(start)
            }
            word.append(scalar)
            beforeLast = last
            last = letterCase
        }
        flush()
    }

    /// Lower-cased with diacritics removed; ASCII text (nearly all of it) skips Foundation's folding.
    public static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        return text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
    }

    /// The distinct terms of every text `collect` hands on, sorted and joined by spaces: a compact
    /// digest of a body that the search index reads and the cross-page digest hashes.
    public static func digest(_ collect: ((String) -> Void) -> Void) -> String {
        var texts: [String] = []
        collect { texts.append($0) }
        return utf8Digest { visit in
            for var text in texts { text.withUTF8(visit) }
        }
    }

    /// `digest(_:)` of texts handed on as their UTF-8 bytes (`MarkdownDocument.forEachVisibleUTF8`).
    public static func utf8Digest(_ collect: ((UnsafeBufferPointer<UInt8>) -> Void) -> Void) -> String {
        var seen = TermTable()
        collect { bytes in forEachIndexTermBytes(inUTF8: bytes) { _ = seen.add($0) } }
        return seen.sortedTerms(joinedBy: " ")
    }

    private static func isTermScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (value >= 0x61 && value <= 0x7A) || (value >= 0x30 && value <= 0x39)
        }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
}

/// The case of a letter, for finding where the parts of a camel-case name start.
private enum LetterCase {
    case upper, lower, other

    /// Where a part starts when a letter of case `letter` comes at `position`, after letters of case
    /// `last` and `beforeLast`: at an upper-case letter after a lower-case one (`accessibility|Label`),
    /// or one letter back when a lower-case letter ends a run of capitals (`UI|Accessibility`).
    static func partStart(at position: Int, letter: LetterCase, last: LetterCase, beforeLast: LetterCase) -> Int? {
        if letter == .upper, last == .lower { return position }
        if letter == .lower, last == .upper, beforeLast == .upper { return position - 1 }
        return nil
    }
}
