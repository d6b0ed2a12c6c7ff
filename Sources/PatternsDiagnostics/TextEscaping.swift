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
    public static func markup(_ text: String) -> String {
        var result = ""
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
