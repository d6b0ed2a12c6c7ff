/// A 64-bit hash that is the same in every process and on every run, unlike Swift's seeded `Hasher`,
/// so the build cache can store it and compare it with the next build's.
///
/// It detects changes to content the author controls; it is not meant to resist deliberate collisions.
public struct StableHasher: Sendable {
    private var state: UInt64 = 0x9E37_79B9_7F4A_7C15

    public init() {}

    /// Mixes in raw bytes, eight at a time, so hashing whole pages stays cheap.
    public mutating func combine(bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while offset + 8 <= bytes.count {
            mix(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        mix(tail ^ (UInt64(bytes.count) << 56))
    }

    /// Mixes in bytes that arrive in pieces, with the same result as one `combine(bytes:)` of them
    /// all: a file written piece by piece gets the hash the same file made whole would get.
    public struct ByteStream: Sendable {
        private var hasher: StableHasher
        private var pending: [UInt8] = []
        private var count = 0

        public init(into hasher: StableHasher = StableHasher()) { self.hasher = hasher }

        public mutating func append(_ bytes: UnsafeRawBufferPointer) {
            count += bytes.count
            var offset = 0
            while !pending.isEmpty, offset < bytes.count {
                pending.append(bytes[offset])
                offset += 1
                if pending.count == 8 {
                    pending.withUnsafeBytes { hasher.mix($0.loadUnaligned(as: UInt64.self)) }
                    pending.removeAll(keepingCapacity: true)
                }
            }
            while offset + 8 <= bytes.count {
                hasher.mix(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset += 8
            }
            pending.append(contentsOf: bytes[offset...])
        }

        /// The hasher with the stream's last bytes and length mixed in.
        public func finished() -> StableHasher {
            var result = hasher
            var tail: UInt64 = 0
            for (index, byte) in pending.enumerated() { tail |= UInt64(byte) << (8 * UInt64(index)) }
            result.mix(tail ^ (UInt64(count) << 56))
            return result
        }
    }

    public mutating func combine(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { combine(bytes: $0) }
    }

    /// Mixes in a string; its length goes in too, so `("ab", "c")` and `("a", "bc")` differ.
    public mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    public mutating func combine(_ text: String?) {
        if let text { mix(1); combine(text) } else { mix(0) }
    }

    public mutating func combine(_ number: Int) { mix(UInt64(bitPattern: Int64(number))) }

    public mutating func combine(_ flag: Bool) { mix(flag ? 1 : 2) }

    public mutating func combine(_ hash: UInt64) { mix(hash) }

    public var value: UInt64 {
        var x = state
        x ^= x >> 33
        x &*= 0xFF51_AFD7_ED55_8CCD
        x ^= x >> 33
        x &*= 0xC4CE_B9FE_1A85_EC53
        x ^= x >> 33
        return x
    }

    fileprivate mutating func mix(_ word: UInt64) {
        state = (state ^ (word &* 0x8764_2AD3_3C3B_53D9)).rotatedLeft(by: 29) &* 0x9FB2_1C65_1E98_DF25
    }

    /// The hash of one buffer.
    public static func hash(_ bytes: [UInt8]) -> UInt64 {
        var hasher = StableHasher()
        hasher.combine(bytes)
        return hasher.value
    }
}

extension UInt64 {
    fileprivate func rotatedLeft(by count: UInt64) -> UInt64 { (self << count) | (self >> (64 - count)) }
}
