import PatternsDiagnostics

/// Turns a file's bytes into checked text: UTF-8 only, no NUL bytes, byte-order mark dropped.
public enum SourceDecoder {
    /// Files above this size are refused: pattern entries are a few kilobytes.
    public static let defaultSizeLimit = 1 << 20

    public static func decode(_ bytes: [UInt8], sizeLimit: Int = defaultSizeLimit, diagnostics: FileDiagnosticSink) -> SourceFile? {
        guard bytes.count <= sizeLimit else {
            diagnostics.diagnose(.fileTooLarge(size: bytes.count, limit: sizeLimit), at: nil)
            return nil
        }
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        guard let text = String(validating: body, as: UTF8.self) else {
            let offset = firstInvalidUTF8Offset(body)
            diagnostics.diagnose(.invalidUTF8(byte: body[body.startIndex + offset]),
                                 at: LineIndex(bytes: Array(body)).location(ofByte: offset))
            return nil
        }
        // Checked after UTF-8 so the column of the NUL is counted in characters.
        if let nul = body.firstIndex(of: 0) {
            diagnostics.diagnose(.nulByte, at: LineIndex(bytes: Array(body)).location(ofByte: nul - body.startIndex))
            return nil
        }
        var file = SourceFile(path: diagnostics.file, text: normalizingLoneCarriageReturns(text))
        file.textByteOffset = body.startIndex - bytes.startIndex
        return file
    }

    /// Old Mac files end lines with a lone CR. cmark reads those as line breaks and libyaml does
    /// too, so they become LF here and every stage counts the same lines (CRLF is left alone).
    static func normalizingLoneCarriageReturns(_ text: String) -> String {
        guard TextEscaping.containsByte(UInt8(ascii: "\r"), in: text) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        let utf8 = Array(text.utf8)
        for (index, byte) in utf8.enumerated() {
            if byte == UInt8(ascii: "\r"), index + 1 >= utf8.count || utf8[index + 1] != UInt8(ascii: "\n") {
                bytes.append(UInt8(ascii: "\n"))
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Offset of the first byte that does not start or continue a valid UTF-8 sequence.
    static func firstInvalidUTF8Offset(_ bytes: ArraySlice<UInt8>) -> Int {
        var offset = 0
        let data = Array(bytes)
        while offset < data.count {
            let lead = data[offset]
            let length: Int
            switch lead {
            case 0x00...0x7F: offset += 1; continue
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return offset
            }
            guard offset + length <= data.count else { return offset }
            let sequence = Array(data[offset..<(offset + length)])
            if String(validating: sequence, as: UTF8.self) == nil { return offset }
            offset += length
        }
        return offset
    }
}
