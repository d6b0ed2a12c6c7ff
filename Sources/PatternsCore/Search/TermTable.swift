/// Distinct search terms, each numbered in the order first added, looked up by their UTF-8 bytes:
/// what a page's terms are gathered in (`SearchTerms.digest`, `SearchDocument`, which keeps a value
/// per term in an array of its own, by number). Not generic: a generic table used from another
/// module ran unspecialized, looking up its type's metadata on every call.
///
/// A `Set<String>` or `[String: Value]` made a `String` of every occurrence of every term and hashed it
/// with SipHash: about a tenth of a build, for terms of a few ASCII bytes. Here a term's bytes are
/// hashed with FNV-1a and compared in place, and a `String` is made once per distinct term, when asked.
///
/// Terms are equal as `String`s are: ASCII terms (nearly all) by their bytes; a term outside ASCII is
/// looked up as a `String`, so two spellings of it in different normal forms are one term. (No ASCII
/// term equals one outside ASCII: the terms are lower-cased, and the only scalar whose canonical form
/// is an ASCII letter or digit is the Kelvin sign, whose lower case is `k`.)
public struct TermTable: Sendable {
    /// Every term's bytes, one after another.
    private var bytes: [UInt8] = []
    /// Where each term's bytes start in `bytes`, and one more: the end of the last.
    private var ends: [Int] = [0]
    /// Each term's hash, to grow the slots without hashing again.
    private var hashes: [UInt32] = []
    /// Open addressing: a term's index + 1, or 0 for an empty slot; a power of two long.
    private var slots = [Int32](repeating: 0, count: 64)
    /// The terms outside ASCII, by the index of the term.
    private var unicode: [String: Int] = [:]

    public init() {}

    public var count: Int { hashes.count }

    /// The term at `index` (0 ..< count), in the order terms were first added.
    public func term(at index: Int) -> String {
        String(decoding: bytes[ends[index]..<ends[index + 1]], as: UTF8.self)
    }

    /// The UTF-8 bytes of the term at `index`, valid only during `body`.
    public func withTermBytes<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[ends[index]..<ends[index + 1]])) }
    }

    /// The number of `term`, and whether it was added now: the next number (`count` before).
    public mutating func add(_ term: UnsafeBufferPointer<UInt8>) -> (index: Int, isNew: Bool) {
        var hash: UInt32 = 2_166_136_261
        var isASCII = true
        for byte in term {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
            if byte >= 0x80 { isASCII = false }
        }
        guard isASCII else { return addUnicode(String(decoding: term, as: UTF8.self), hash: hash) }
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while slots[slot] != 0 {
            let index = Int(slots[slot]) - 1
            if hashes[index] == hash, sameBytes(at: index, as: term) { return (index, false) }
            slot = (slot + 1) & mask
        }
        let index = append(term, hash: hash)
        slots[slot] = Int32(index + 1)
        growIfFull()
        return (index, true)
    }

    /// The number of `term`, and whether it was added now.
    public mutating func add(_ term: String) -> (index: Int, isNew: Bool) {
        var term = term
        return term.withUTF8 { add($0) }
    }

    /// Every term, as `String`s, in the order they were first added.
    public var terms: [String] { (0..<count).map(term(at:)) }

    /// Every term in the order `String`s sort, joined by `separator`. ASCII terms (nearly always all
    /// of them) are sorted by their bytes, which is the order `String` gives them.
    public func sortedTerms(joinedBy separator: String) -> String {
        guard unicode.isEmpty else { return terms.sorted().joined(separator: separator) }
        return bytes.withUnsafeBufferPointer { stored in
            // Each term's first eight bytes as one big-endian number, zero-padded: terms hold no zero
            // byte, so the numbers order as the terms' starts do, a shorter start first, and only
            // terms whose first eight bytes agree are compared byte by byte.
            let keys = (0..<count).map { index -> (prefix: UInt64, index: Int) in
                var prefix: UInt64 = 0
                for offset in 0..<8 {
                    let at = ends[index] + offset
                    prefix = prefix << 8 | UInt64(at < ends[index + 1] ? stored[at] : 0)
                }
                return (prefix, index)
            }
            let order = keys.sorted { first, second in
                if first.prefix != second.prefix { return first.prefix < second.prefix }
                let firstStart = ends[first.index] + 8, firstEnd = ends[first.index + 1]
                let secondStart = ends[second.index] + 8, secondEnd = ends[second.index + 1]
                var offset = 0
                while firstStart + offset < firstEnd, secondStart + offset < secondEnd {
                    let a = stored[firstStart + offset], b = stored[secondStart + offset]
                    if a != b { return a < b }
                    offset += 1
                }
                return firstEnd - firstStart < secondEnd - secondStart
            }.map(\.index)
            var joined: [UInt8] = []
            joined.reserveCapacity(bytes.count + count * separator.utf8.count)
            for (position, index) in order.enumerated() {
                if position > 0 { joined.append(contentsOf: separator.utf8) }
                joined.append(contentsOf: stored[ends[index]..<ends[index + 1]])
            }
            return String(decoding: joined, as: UTF8.self)
        }
    }

    private func sameBytes(at index: Int, as term: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = ends[index], end = ends[index + 1]
        guard end - start == term.count else { return false }
        return bytes.withUnsafeBufferPointer { stored in
            var offset = 0
            while offset < term.count {
                if stored[start + offset] != term[offset] { return false }
                offset += 1
            }
            return true
        }
    }

    private mutating func append(_ term: UnsafeBufferPointer<UInt8>, hash: UInt32) -> Int {
        bytes.append(contentsOf: term)
        ends.append(bytes.count)
        hashes.append(hash)
        return hashes.count - 1
    }

    /// A term outside ASCII: found as a `String`, kept with the other terms (it has no slot).
    private mutating func addUnicode(_ term: String, hash: UInt32) -> (index: Int, isNew: Bool) {
        if let index = unicode[term] { return (index, false) }
        var bytes = term
        let index = bytes.withUTF8 { append($0, hash: hash) }
        unicode[term] = index
        return (index, true)
    }

    /// At three quarters full, twice as many slots, each term placed again by its hash.
    private mutating func growIfFull() {
        guard (count - unicode.count) * 4 >= slots.count * 3 else { return }
        var grown = [Int32](repeating: 0, count: slots.count * 2)
        let mask = grown.count - 1
        for slot in slots where slot != 0 {
            var place = Int(hashes[Int(slot) - 1]) & mask
            while grown[place] != 0 { place = (place + 1) & mask }
            grown[place] = slot
        }
        slots = grown
    }
}

