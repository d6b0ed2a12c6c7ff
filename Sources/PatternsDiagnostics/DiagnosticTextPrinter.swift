/// Formats diagnostics for people: `path:line:col: severity: message [rule]`, the source line, a caret, a hint.
public struct DiagnosticTextPrinter: Sendable {
    /// Whether to colour severities with ANSI escapes (only when writing to a terminal).
    public var useColor: Bool

    /// Characters shown on each side of the caret in a source snippet.
    static let snippetContext = 80

    public init(useColor: Bool = false) {
        self.useColor = useColor
    }

    /// Renders one diagnostic; `sourceLine` is the text of its line when the caller has it.
    /// What comes from content or file names (path, message, source line, hint) is printed with its
    /// control characters escaped (`TerminalText`), so a file cannot drive the terminal.
    public func format(_ diagnostic: Diagnostic, sourceLine: String?) -> String {
        var output = TerminalText.escaped(diagnostic.file)
        if let location = diagnostic.location {
            output += ":\(location.line):\(location.column)"
        }
        output += ": \(colored(diagnostic.severity)): \(TerminalText.escaped(diagnostic.message)) [\(diagnostic.rule.id)]\n"
        if let location = diagnostic.location, let sourceLine {
            // Long lines are cut to a window around the column, so a report stays readable and its
            // size stays proportional to the number of diagnostics.
            let scalars = sourceLine.unicodeScalars
            let caret = max(location.column - 1, 0)
            let start = max(0, caret - Self.snippetContext)
            let window = scalars.dropFirst(start).prefix(2 * Self.snippetContext)
            let lead = start > 0 ? "…" : ""
            let trail = scalars.count > start + window.count ? "…" : ""
            output += "    \(lead)\(String(String.UnicodeScalarView(window)).shownOnTerminal)\(trail)\n"
            // The caret counts what is printed before it, escapes included.
            let prefix = String(String.UnicodeScalarView(window.prefix(caret - start)))
            output += "    \(lead.isEmpty ? "" : " ")\(String(repeating: " ", count: prefix.shownOnTerminal.unicodeScalars.count))^\n"
        }
        if let hint = diagnostic.hint {
            output += "    hint: \(TerminalText.escaped(hint, keepingNewlines: true))\n"
        }
        return output
    }

    /// `3 errors, 1 warning in 14 files`.
    public func summary(errors: Int, warnings: Int, files: Int) -> String {
        "\(plural(errors, "error")), \(plural(warnings, "warning")) in \(plural(files, "file"))"
    }

    private func colored(_ severity: Severity) -> String {
        guard useColor else { return severity.rawValue }
        switch severity {
        case .error: return "\u{1B}[1;31merror\u{1B}[0m"
        case .warning: return "\u{1B}[1;33mwarning\u{1B}[0m"
        }
    }

    private func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

private extension String {
    /// A source line as printed: tabs shown as one visible arrow so the caret stays under the right
    /// character, controls escaped.
    var shownOnTerminal: String {
        TerminalText.escaped(String(unicodeScalars.map { $0 == "\t" ? "→" : Character($0) }))
    }
}
