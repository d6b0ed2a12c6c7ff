import Testing
import PatternsDiagnostics

@Suite("Percent-encoding")
struct PercentEncodingTests {
    /// Every ASCII character, then letters of two, three and four UTF-8 bytes.
    static let text = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self) + "é€😀 x/y"

    /// Encoding as RFC 3986 describes it, one unreserved character or one `%XX` per byte.
    static func reference(_ text: String, keepingSlashes: Bool) -> String {
        let unreserved = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~".utf8)
        return text.utf8.map { byte in
            unreserved.contains(byte) || (keepingSlashes && byte == UInt8(ascii: "/"))
                ? String(UnicodeScalar(byte)) : "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }.joined()
    }

    @Test("every byte but the unreserved characters becomes %XX, in upper case", arguments: [false, true])
    func everyByte(keepingSlashes: Bool) {
        #expect(TextEscaping.percentEncoded(Self.text, keepingSlashes: keepingSlashes) == Self.reference(Self.text, keepingSlashes: keepingSlashes))
        #expect(TextEscaping.percentEncoded("a b", keepingSlashes: keepingSlashes) == "a%20b")
        #expect(TextEscaping.percentEncoded("\u{7}") == "%07")
    }

    @Test("appending encodes the same bytes after what is there")
    func appending() {
        var output = Array("x=".utf8)
        Array("é/".utf8).withUnsafeBufferPointer { TextEscaping.appendPercentEncoded($0, to: &output) }
        #expect(String(decoding: output, as: UTF8.self) == "x=%C3%A9%2F")
    }

    @Test("runs that need no escape are copied whole: the same as the reference at every run's start and end", arguments: [false, true])
    func runs(keepingSlashes: Bool) {
        let alphabet = ["a", "Z", "0", "-", "~", "/", " ", "%", "é", "😀", "#"]
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        for _ in 0..<500 {
            var text = ""
            for _ in 0..<Int(seed % 12) {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                text += alphabet[Int((seed >> 33) % UInt64(alphabet.count))]
            }
            #expect(TextEscaping.percentEncoded(text, keepingSlashes: keepingSlashes) == Self.reference(text, keepingSlashes: keepingSlashes), "\(text)")
        }
    }
}
