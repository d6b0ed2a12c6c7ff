/// Escaping shared by every writer of JSON and markup, so each rule is written once.
public enum TextEscaping {
    /// A JSON string literal. With `scriptSafe`, `<`, `>` and `&` are `\u` escapes too, so the JSON
    /// can sit inside an HTML `<script>` element without ever closing it.
    public static func jsonString(_ text: String, scriptSafe: Bool = false) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            case "<" where scriptSafe: result += "\\u003c"
            case ">" where scriptSafe: result += "\\u003e"
            case "&" where scriptSafe: result += "\\u0026"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Text safe in HTML or XML element content and quoted attribute values.
    ///
    /// Works on UTF-8 bytes and returns the text itself when nothing needs escaping: template
    /// rendering calls this for every value of every page.
    public static func markup(_ text: String) -> String {
        let utf8 = text.utf8
        guard utf8.contains(where: { $0 == 0x3C || $0 == 0x3E || $0 == 0x26 || $0 == 0x22 || $0 == 0x27 }) else {
            return text
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count + 32)
        for byte in utf8 {
            switch byte {
            case 0x3C: bytes += Array("&lt;".utf8)
            case 0x3E: bytes += Array("&gt;".utf8)
            case 0x26: bytes += Array("&amp;".utf8)
            case 0x22: bytes += Array("&quot;".utf8)
            case 0x27: bytes += Array("&#39;".utf8)
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Percent-encodes every byte but RFC 3986 unreserved characters (and `/` when `keepingSlashes`),
    /// for path segments of URLs and URI references.
    public static func percentEncoded(_ text: String, keepingSlashes: Bool = false) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: "/") where keepingSlashes:
                result.append("/")
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }
}
