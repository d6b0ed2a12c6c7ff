import PatternsTestSupport
import Testing
@testable import PatternsCore
import PatternsDiagnostics

@Suite("Source decoding")
struct SourceDecoderTests {
    private func decode(_ bytes: [UInt8], sizeLimit: Int = SourceDecoder.defaultSizeLimit) -> (SourceFile?, [Diagnostic]) {
        reporting("content/patterns/x.md") { SourceDecoder.decode(bytes, sizeLimit: sizeLimit, diagnostics: $0) }
    }

    /// The UTF-8 bytes of `marked` with `byte` inserted where its marker stands.
    private func bytes(_ marked: MarkedText, inserting byte: UInt8) -> [UInt8] {
        let lines = marked.text.split(separator: "\n", omittingEmptySubsequences: false)
        var result: [UInt8] = []
        for (index, line) in lines.enumerated() {
            if index > 0 { result.append(UInt8(ascii: "\n")) }
            if index + 1 == marked.location.line {
                let scalars = Array(String(line).unicodeScalars)
                let before = String(String.UnicodeScalarView(scalars[..<(marked.location.column - 1)]))
                let after = String(String.UnicodeScalarView(scalars[(marked.location.column - 1)...]))
                result += Array(before.utf8) + [byte] + Array(after.utf8)
            } else {
                result += Array(line.utf8)
            }
        }
        return result
    }

    @Test("plain UTF-8 decodes unchanged")
    func plainText() throws {
        let (file, diagnostics) = decode(Array("title: Café ✓\n".utf8))
        #expect(diagnostics.isEmpty)
        #expect(try #require(file).text == "title: Café ✓\n")
        #expect(file?.path == "content/patterns/x.md")
    }

    @Test("a byte-order mark is removed")
    func byteOrderMark() throws {
        let (file, diagnostics) = decode([0xEF, 0xBB, 0xBF] + Array("---\ntitle: x\n".utf8))
        #expect(diagnostics.isEmpty)
        #expect(try #require(file).text == "---\ntitle: x\n")
    }

    @Test("invalid UTF-8 is reported at the first bad byte, its column counted in characters")
    func invalidUTF8() {
        let marked = MarkedText("---\ntitle: Réglage ✓\ndescription: “Crème brûlée” ‸x\n---\n")
        let (file, diagnostics) = decode(bytes(marked, inserting: 0xFF))
        #expect(file == nil)
        #expect(diagnostics.summaries == ["patterns.file.unreadable@\(marked.location)"])
        #expect(diagnostics.first?.message == "file is not valid UTF-8 (byte 0xFF); is it binary?")
    }

    @Test("a truncated multi-byte sequence is reported at its lead byte")
    func truncatedSequence() {
        // "é" is C3 A9; C3 followed by an ASCII letter is invalid.
        let marked = MarkedText("title: ok\nname: caf‸é\n")
        var data = bytes(marked, inserting: 0xC3)
        // Drop the continuation byte of the real "é" so the inserted C3 is followed by C3.
        if let index = data.lastIndex(of: 0xA9) { data.remove(at: index) }
        let (_, diagnostics) = decode(data)
        #expect(diagnostics.summaries == ["patterns.file.unreadable@\(marked.location)"])
        #expect(diagnostics.first?.message == "file is not valid UTF-8 (byte 0xC3); is it binary?")
    }

    @Test("positions of bad bytes count from after a byte-order mark")
    func invalidAfterBOM() {
        let marked = MarkedText("ab\nc‸d\n")
        let (_, diagnostics) = decode([0xEF, 0xBB, 0xBF] + bytes(marked, inserting: 0x80))
        #expect(diagnostics.summaries == ["patterns.file.unreadable@\(marked.location)"])
    }

    @Test("a NUL byte means the file is binary")
    func nulByte() {
        let marked = MarkedText("---\ntitle: é‸x\n")
        let (file, diagnostics) = decode(bytes(marked, inserting: 0))
        #expect(file == nil)
        #expect(diagnostics.summaries == ["patterns.file.unreadable@\(marked.location)"])
        #expect(diagnostics.first?.message.contains("NUL") == true)
    }

    @Test("files above the size limit are refused, files at the limit are read")
    func sizeLimit() {
        let (tooLarge, diagnostics) = decode(Array(repeating: UInt8(ascii: "a"), count: 101), sizeLimit: 100)
        #expect(tooLarge == nil)
        #expect(diagnostics.map(\.rule.id) == [Rule.fileUnreadable.id])
        #expect(diagnostics.first?.range == nil)
        #expect(diagnostics.first?.message == "file is 101 bytes, more than the 100-byte limit")

        let (atLimit, none) = decode(Array(repeating: UInt8(ascii: "a"), count: 100), sizeLimit: 100)
        #expect(none.isEmpty)
        #expect(atLimit?.text.count == 100)
    }

    @Test("the default limit is 1 MiB")
    func defaultLimit() {
        #expect(SourceDecoder.defaultSizeLimit == 1_048_576)
        let (file, diagnostics) = decode(Array(repeating: UInt8(ascii: "a"), count: 1_048_577))
        #expect(file == nil)
        #expect(diagnostics.with(.fileUnreadable).count == 1)
    }

    @Test("the file's stem is its name without folders and extension")
    func stem() {
        #expect(SourceFile(path: "content/patterns/controls/icon-button.md", text: "").stem == "icon-button")
        #expect(SourceFile(path: "README", text: "").stem == "README")
    }
}

@Suite("Source decoding: line endings")
struct SourceLineEndingTests {
    @Test("lone carriage returns become line feeds; CRLF is kept")
    func loneCarriageReturns() throws {
        let (decoded, diagnostics) = reporting("a.md") { SourceDecoder.decode(Array("---\rtitle: A\r---\r\rText\r\n".utf8), diagnostics: $0) }
        let file = try #require(decoded)
        #expect(diagnostics.isEmpty)
        #expect(file.text == "---\ntitle: A\n---\n\nText\r\n")
    }
}
