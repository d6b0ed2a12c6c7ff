import PatternsDiagnostics
import Testing

/// `containsByte` asks `memchr` over a string's UTF-8: it must answer as a byte-by-byte search does,
/// at either end, past a NUL, inside multi-byte characters, and for the empty string.
@Suite("Byte search")
struct ContainsByteTests {
    @Test("memchr answers as the byte-by-byte search", arguments: [
        "", "a", "\r", "line\r\nnext", "no carriage return", "ends with \r", "\0 then \r", "é€🎉", "café\r",
        String(repeating: "x", count: 10_000) + "\r",
    ])
    func matchesTheByteSearch(text: String) {
        for byte: UInt8 in [0x0D, 0x00, 0xC3, 0x80, 0x78, 0xFF] {
            #expect(TextEscaping.containsByte(byte, in: text) == text.utf8.contains(byte), "\(text.debugDescription) \(byte)")
        }
    }
}
