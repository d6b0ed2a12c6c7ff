/// Text from content or file names made safe to print on a terminal.
///
/// A diagnostic quotes what the user's files hold, and a file can hold anything: an escape
/// sequence (`ESC[2J` clears the screen, others retitle the window or fake a link), other C0 and C1
/// controls, or a bidirectional override that makes the printed line read differently from the
/// bytes. Each such character is shown as a Swift-style escape (`\u{1B}`) instead, so the report
/// says what is in the file without the terminal acting on it. JSON and SARIF escape on their own.
public enum TerminalText {
    /// `text` with every control and bidi-formatting character written as `\u{…}`; `keepingNewlines`
    /// leaves line feeds as they are (a hint may span lines).
    public static func escaped(_ text: String, keepingNewlines: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { needsEscape($0, keepingNewlines: keepingNewlines) }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if needsEscape(scalar, keepingNewlines: keepingNewlines) {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// C0 controls but tab (the printer shows tabs itself), DEL, C1 controls, and the characters that
    /// reorder text: embeddings, overrides, isolates and the directional marks.
    static func needsEscape(_ scalar: Unicode.Scalar, keepingNewlines: Bool) -> Bool {
        switch scalar.value {
        case 0x0A: return !keepingNewlines
        case 0x09: return false
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
