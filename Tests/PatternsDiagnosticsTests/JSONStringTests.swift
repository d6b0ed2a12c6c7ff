import Testing
import PatternsDiagnostics

/// `TextEscaping.jsonString` works on bytes for speed; it must escape exactly what the plain
/// scalar-by-scalar definition below escapes.
@Suite("JSON string escaping")
struct JSONStringTests {
    /// The definition: each Unicode scalar in turn.
    static func reference(_ text: String, scriptSafe: Bool) -> String {
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

    @Test("the byte-wise escape equals the scalar-wise definition", arguments: [
        "", "plain text", "say \"hi\"", "back\\slash", "line\nbreak\r\n\ttab", "\u{0}\u{1}\u{1f}",
        "</script><!-- & -->", "line\u{2028}separator\u{2029}end", "– em dash — and “quotes”", "€ 2€ \u{20AC}",
        "e\u{301} café 🎉 \u{1F3F3}\u{FE0F}\u{200D}\u{1F308}", "\u{2027}\u{202A}", "⁂ ⁃ ←→",
        // Escapes at the ends, and a run to copy after the last one.
        "\"", "\u{2028}", "<", "€", "ends in <", "\\ starts", "a\"b\"c&&d e", String(repeating: "long run ", count: 40) + "\n",
    ])
    func matchesDefinition(text: String) {
        for scriptSafe in [false, true] {
            #expect(TextEscaping.jsonString(text, scriptSafe: scriptSafe) == Self.reference(text, scriptSafe: scriptSafe))
            var appended = Array("x:".utf8)
            TextEscaping.appendJSONString(text, scriptSafe: scriptSafe, to: &appended)
            #expect(String(decoding: appended, as: UTF8.self) == "x:" + Self.reference(text, scriptSafe: scriptSafe))
        }
    }
}
