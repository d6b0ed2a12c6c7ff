/// The bytes of one page as it renders: UTF-8, appended to one buffer.
public struct TemplateOutput: Sendable {
    public private(set) var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    var count: Int { bytes.count }

    mutating func append(bytes more: [UInt8]) {
        bytes.append(contentsOf: more)
    }

    mutating func insert(_ more: [UInt8], at index: Int) {
        bytes.insert(contentsOf: more, at: index)
    }

    /// True when the text so far (from `start`) ends a line as swift-mustache's `string.last == "\n"` sees it:
    /// a line feed that is not the second half of a `\r\n` `Character`.
    func endsWithLineFeed(after start: Int) -> Bool {
        let end = bytes.count
        guard end > start, bytes[end - 1] == 0x0A else { return false }
        return end - 1 == start || bytes[end - 2] != 0x0D
    }

    /// Appends `text` escaped as `escaping` says.
    mutating func append(_ text: String, escaping: TemplateEscaping) {
        var text = text
        text.withUTF8 { utf8 in
            switch escaping {
            case .none:
                bytes.append(contentsOf: utf8)
            case .markup:
                appendMarkup(utf8)
            case .mustacheDefault:
                // Byte-wise equals Character-wise unless an escapable character could share a
                // Character with what follows or precedes it, which takes a non-ASCII scalar.
                if !utf8.contains(where: { $0 >= 0x80 }) {
                    appendMarkup(utf8)
                } else {
                    appendCharacterwise(String(decoding: utf8, as: UTF8.self))
                }
            }
        }
    }

    /// Appends the decimal digits of `number`, as `String(describing:)` writes them.
    mutating func appendDecimal(_ number: Int) {
        if number >= 0, number < 10 {
            bytes.append(0x30 + UInt8(number))
        } else {
            bytes.append(contentsOf: String(number).utf8)
        }
    }

    private mutating func appendMarkup(_ utf8: UnsafeBufferPointer<UInt8>) {
        guard utf8.contains(where: Self.isEscaped) else {
            bytes.append(contentsOf: utf8)
            return
        }
        for byte in utf8 {
            switch byte {
            case 0x3C: bytes.append(contentsOf: "&lt;".utf8)
            case 0x3E: bytes.append(contentsOf: "&gt;".utf8)
            case 0x26: bytes.append(contentsOf: "&amp;".utf8)
            case 0x22: bytes.append(contentsOf: "&quot;".utf8)
            case 0x27: bytes.append(contentsOf: "&#39;".utf8)
            default: bytes.append(byte)
            }
        }
    }

    /// swift-mustache's `htmlEscape()`, Character by Character.
    private mutating func appendCharacterwise(_ text: String) {
        for character in text {
            switch character {
            case "<": bytes.append(contentsOf: "&lt;".utf8)
            case ">": bytes.append(contentsOf: "&gt;".utf8)
            case "&": bytes.append(contentsOf: "&amp;".utf8)
            case "\"": bytes.append(contentsOf: "&quot;".utf8)
            case "'": bytes.append(contentsOf: "&#39;".utf8)
            default: bytes.append(contentsOf: character.utf8)
            }
        }
    }

    private static func isEscaped(_ byte: UInt8) -> Bool {
        byte == 0x3C || byte == 0x3E || byte == 0x26 || byte == 0x22 || byte == 0x27
    }
}
