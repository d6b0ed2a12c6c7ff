import Testing
@testable import PatternsCore

@Suite("Stable hashes of bytes in pieces")
struct StableHasherStreamTests {
    @Test("any split of the bytes hashes as the whole does", arguments: [0, 1, 7, 8, 9, 23, 64, 301])
    func splits(length: Int) {
        let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        var whole = StableHasher()
        whole.combine(bytes)
        for pieceSize in [1, 3, 8, 13, max(1, length)] {
            var stream = StableHasher.ByteStream()
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + pieceSize)
                Array(bytes[start..<end]).withUnsafeBytes { stream.append($0) }
                start = end
            }
            if bytes.isEmpty { [UInt8]().withUnsafeBytes { stream.append($0) } }
            #expect(stream.finished().value == whole.value, "length \(length), pieces of \(pieceSize)")
        }
    }
}
