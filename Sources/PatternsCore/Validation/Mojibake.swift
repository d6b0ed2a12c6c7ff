import PatternsDiagnostics

/// Finds text that was UTF-8, decoded as Latin-1 or Windows-1252, and saved again as UTF-8.
///
/// The tell-tale pairs: `Ã` or `Â` before a Latin-1 continuation character (`Ã©` for é),
/// `â€` (the start of ’ “ ” – …) and `ðŸ` (the start of most emoji).
enum Mojibake {
    /// At most this many warnings per file: one garbled file should not flood the report.
    static let limit = 10

    static func find(in text: String, diagnostics: FileDiagnosticSink) {
        // Every lead character (Ã Â â ð) is 0xC3 then another byte in UTF-8: text without that byte has none.
        guard TextEscaping.containsByte(0xC3, in: text) else { return }
        var reported = 0
        var line = 1, column = 1
        var previous: Unicode.Scalar?
        var reportedLine = 0
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                line += 1; column = 1; previous = nil
                continue
            }
            if let lead = previous, line != reportedLine, isGarbledPair(lead, scalar) {
                diagnostics.diagnose(.mojibake("\(lead)\(scalar)"), at: SourceLocation(line: line, column: column - 1))
                reportedLine = line
                reported += 1
                if reported == limit { break }
            }
            previous = scalar
            column += 1
        }
    }

    private static func isGarbledPair(_ lead: Unicode.Scalar, _ next: Unicode.Scalar) -> Bool {
        switch lead.value {
        case 0xC3: return (0x80...0xBF).contains(next.value) || next.value == 0x2018 || next.value == 0x2019 || next.value == 0x201C
        case 0xC2: return (0xA0...0xBF).contains(next.value)
        case 0xE2: return next.value == 0x20AC
        case 0xF0: return next.value == 0x178
        default: return false
        }
    }
}
