#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Escaping shared by every writer of JSON and markup, so each rule is written once.
public enum TextEscaping {
    /// A JSON string literal. With `scriptSafe`, `<`, `>` and `&` are `\u` escapes too, so the JSON
    /// can sit inside an HTML `<script>` element without ever closing it.
    public static func jsonString(_ text: String, scriptSafe: Bool = false) -> String {
        guard needsJSONEscape(text, scriptSafe: scriptSafe) else { return "\"" + text + "\"" }
        var bytes: [UInt8] = []
        appendJSONString(text, scriptSafe: scriptSafe, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `jsonString(_:scriptSafe:)`'s UTF-8 appended to `output`: the JSON writer's path for every key and value.
    ///
    /// One pass: runs of bytes that need no escape (nearly all of them) are copied whole, and each
    /// byte is classed by one look-up in `jsonBytes` rather than by a chain of comparisons.
    public static func appendJSONString(_ text: String, scriptSafe: Bool = false, to output: inout [UInt8]) {
        output.append(0x22)
        appendJSONStringContent(text, scriptSafe: scriptSafe, to: &output)
        output.append(0x22)
    }

    /// The lines as one JSON string literal, joined by line breaks (`\n`): what `appendJSONString`
    /// writes for `lines.joined(separator: "\n")`, without making the joined string.
    public static func appendJSONString(joiningLines lines: [String], scriptSafe: Bool = false, to output: inout [UInt8]) {
        output.append(0x22)
        var isFirst = true
        for line in lines {
            if !isFirst { output.append(contentsOf: [0x5C, UInt8(ascii: "n")]) }
            isFirst = false
            appendJSONStringContent(line, scriptSafe: scriptSafe, to: &output)
        }
        output.append(0x22)
    }

    /// A JSON string literal's content, escaped, without its quotes.
    private static func appendJSONStringContent(_ text: String, scriptSafe: Bool, to output: inout [UInt8]) {
        var copy = text
        copy.withUTF8 { source in
            output.reserveCapacity(output.count + source.count + 2)
            let mask = scriptSafe ? JSONByte.always | JSONByte.inScript : JSONByte.always
            let classes = jsonBytes
            var copied = 0
            var index = 0
            while index < source.count {
                let byte = source[index]
                guard classes[Int(byte)] & mask != 0 else {
                    index += 1
                    continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: source[copied..<index]))
                index += 1
                switch byte {
                case 0x22, 0x5C: output.append(0x5C); output.append(byte)
                case 0x0A: output.append(0x5C); output.append(UInt8(ascii: "n"))
                case 0x0D: output.append(0x5C); output.append(UInt8(ascii: "r"))
                case 0x09: output.append(0x5C); output.append(UInt8(ascii: "t"))
                case 0x3C: output.append(contentsOf: "\\u003c".utf8)
                case 0x3E: output.append(contentsOf: "\\u003e".utf8)
                case 0x26: output.append(contentsOf: "\\u0026".utf8)
                case 0xE2 where index + 1 < source.count && source[index] == 0x80 && (source[index + 1] == 0xA8 || source[index + 1] == 0xA9):
                    // U+2028 and U+2029 (E2 80 A8/A9) end a line in JavaScript.
                    output.append(contentsOf: (source[index + 1] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                    index += 2
                case ..<0x20:
                    output.append(contentsOf: "\\u00".utf8)
                    output.append(byte < 0x10 ? UInt8(ascii: "0") : UInt8(ascii: "1"))
                    let low = byte & 0x0F
                    output.append(low < 10 ? UInt8(ascii: "0") + low : UInt8(ascii: "a") + low - 10)
                default:
                    output.append(byte)
                }
                copied = index
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: source[copied...]))
        }
    }

    /// What a byte of a JSON string may need: an escape always (`always`: controls, `"`, `\\`; and
    /// 0xE2, which may start U+2028 or U+2029), or only inside a script (`inScript`: `<`, `>`, `&`).
    private enum JSONByte {
        static let always: UInt8 = 1, inScript: UInt8 = 2
    }

    /// `JSONByte`'s classes of each of the 256 byte values.
    private static let jsonBytes: [UInt8] = (0...255).map { byte in
        if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0xE2 { return JSONByte.always }
        return byte == 0x3C || byte == 0x3E || byte == 0x26 ? JSONByte.inScript : 0
    }

    /// Works on UTF-8 bytes: exports and script data ask this of every string they hold, and most
    /// need no escape at all.
    private static func needsJSONEscape(_ text: String, scriptSafe: Bool) -> Bool {
        let mask = scriptSafe ? JSONByte.always | JSONByte.inScript : JSONByte.always
        return containsByte(in: text) { jsonBytes[Int($0)] & mask != 0 }
    }

    /// Whether every byte is below 0x80, tested eight bytes at a time: the question every byte path
    /// asks before it takes ASCII's shortcuts (line indexes, search terms, anchors).
    public static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        var high: UInt64 = 0
        while offset + 8 <= bytes.count {
            high |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        while offset < bytes.count {
            high |= UInt64(bytes[offset])
            offset += 1
        }
        return high & 0x8080_8080_8080_8080 == 0
    }

    /// Whether the text's UTF-8 holds `byte`: `memchr` over its storage (whole files are asked this,
    /// and a predicate called per byte cost about ten instructions a byte).
    public static func containsByte(_ byte: UInt8, in text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, Int32(byte), bytes.count) != nil
        }
    }

    /// Whether any of the text's UTF-8 bytes matches, read from its storage directly when it is contiguous.
    public static func containsByte(in text: String, where matches: (UInt8) -> Bool) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.contains(where: matches) } ?? text.utf8.contains(where: matches)
    }

    /// Text safe in HTML or XML element content and quoted attribute values.
    ///
    /// Works on UTF-8 bytes and returns the text itself when nothing needs escaping: template
    /// rendering calls this for every value of every page.
    public static func markup(_ text: String) -> String {
        let utf8 = text.utf8
        guard containsByte(in: text, where: { $0 == 0x3C || $0 == 0x3E || $0 == 0x26 || $0 == 0x22 || $0 == 0x27 }) else {
            return text
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count + 32)
        appendMarkup(utf8, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends UTF-8 `text` to `output`, escaped as `markup(_:)` escapes: for writers that build
    /// HTML as bytes (the syntax highlighter escapes each token as it writes it).
    @inlinable
    public static func appendMarkup(_ text: some Sequence<UInt8>, to output: inout [UInt8]) {
        for byte in text {
            switch byte {
            case 0x3C: output += "&lt;".utf8
            case 0x3E: output += "&gt;".utf8
            case 0x26: output += "&amp;".utf8
            case 0x22: output += "&quot;".utf8
            case 0x27: output += "&#39;".utf8
            default: output.append(byte)
            }
        }
    }

    /// Percent-encodes every byte but RFC 3986 unreserved characters (and `/` when `keepingSlashes`),
    /// for path segments of URLs and URI references.
    public static func percentEncoded(_ text: String, keepingSlashes: Bool = false) -> String {
        var text = text
        return text.withUTF8 { utf8 in
            var result: [UInt8] = []
            result.reserveCapacity(utf8.count)
            appendPercentEncoded(utf8, to: &result, keepingSlashes: keepingSlashes)
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// `bytes` percent-encoded as `percentEncoded(_:keepingSlashes:)` encodes them, appended to `output`.
    /// Not generic: a generic function is not specialised across modules, and called per byte
    /// through its protocol it cost 20,000 instructions a path.
    public static func appendPercentEncoded(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8], keepingSlashes: Bool = false) {
        // Runs that need no escape (nearly every path part: letters, digits and hyphens) are copied whole.
        var copied = 0
        for index in bytes.indices {
            let byte = bytes[index]
            if isUnreservedInURL(byte) || (keepingSlashes && byte == UInt8(ascii: "/")) { continue }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<index]))
            output.append(UInt8(ascii: "%"))
            output.append(hexDigit(byte >> 4))
            output.append(hexDigit(byte & 0x0F))
            copied = index + 1
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
    }

    /// Whether a URL keeps `byte` as it is: a letter, a digit, `-`, `.`, `_` or `~` (RFC 3986's
    /// unreserved characters).
    private static func isUnreservedInURL(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
             UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    /// The upper-case hexadecimal digit of a value below 16.
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }
}
