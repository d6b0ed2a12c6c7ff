/// Machine-readable diagnostic formats for CI: JSON, GitHub workflow commands and SARIF 2.1.0.
///
/// All three are written with a fixed field order so the output is byte-stable across runs.
public enum DiagnosticFormat: String, CaseIterable, Sendable {
    case text, json, github, sarif
}

public enum DiagnosticJSONPrinter {
    /// One JSON array; each element has `file`, `line`, `column`, `endLine`, `endColumn` (null for
    /// file-level problems), `severity` (`error`|`warning`), `rule`, `message`, `hint` (string or null).
    public static func format(_ diagnostics: [Diagnostic]) -> String {
        if diagnostics.isEmpty { return "[]\n" }
        // One diagnostic a line.
        var writer = JSONWriter(style: .readable)
        writer.beginArray()
        for diagnostic in diagnostics {
            let range = diagnostic.range
            writer.beginObject(onOneLine: true)
            writer.key("file")
            writer.string(diagnostic.file)
            for (name, value) in [("line", range?.start.line), ("column", range?.start.column),
                                  ("endLine", range?.end.line), ("endColumn", range?.end.column)] {
                writer.key(name)
                if let value { writer.number(value) } else { writer.null() }
            }
            writer.key("severity")
            writer.string(diagnostic.severity.rawValue)
            writer.key("rule")
            writer.string(diagnostic.rule.id)
            writer.key("message")
            writer.string(diagnostic.message)
            writer.key("hint")
            writer.string(diagnostic.hint)
            writer.endObject()
        }
        writer.endArray()
        return writer.take() + "\n"
    }
}

/// `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message` lines that GitHub Actions turns into annotations.
public enum GitHubAnnotationPrinter {
    public static func format(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { diagnostic in
            var properties = ["file=\(property(diagnostic.file))"]
            if let range = diagnostic.range {
                properties += ["line=\(range.start.line)", "col=\(range.start.column)",
                               "endLine=\(range.end.line)", "endColumn=\(range.end.column)"]
            }
            properties.append("title=\(property(diagnostic.rule.id))")
            var message = diagnostic.message
            if let hint = diagnostic.hint { message += "\nhint: \(hint)" }
            // Logs show escape sequences as a terminal would: quoted content's are printed escaped.
            return "::\(diagnostic.severity.rawValue) \(properties.joined(separator: ","))::\(data(TerminalText.escaped(message, keepingNewlines: true)))\n"
        }.joined()
    }

    /// Escapes a message per the workflow-command rules.
    static func data(_ text: String) -> String {
        text.replacingAll(["%": "%25", "\r": "%0D", "\n": "%0A"])
    }

    /// Escapes a property value, which additionally must not contain `:` or `,`.
    static func property(_ text: String) -> String {
        text.replacingAll(["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"])
    }
}

/// A SARIF 2.1.0 log with one run: the tool, every rule it knows, and a result per diagnostic.
///
/// Written by `JSONWriter` in its readable layout, each rule and result on one line.
public enum SARIFPrinter {
    public static func format(_ diagnostics: [Diagnostic], rules: [Rule], toolVersion: String) -> String {
        var writer = JSONWriter(style: .readable)
        writer.beginObject()
        writer.key("$schema")
        writer.string("https://json.schemastore.org/sarif-2.1.0.json")
        writer.key("version")
        writer.string("2.1.0")
        writer.key("runs")
        writer.beginArray()
        writer.beginObject()
        writer.key("tool")
        writer.beginObject()
        writer.key("driver")
        writer.beginObject()
        writer.key("name")
        writer.string("patterns")
        writer.key("version")
        writer.string(toolVersion)
        writer.key("rules")
        writer.beginArray()
        rules.forEach { write($0, to: &writer) }
        writer.endArray()
        writer.endObject()
        writer.endObject()
        writer.key("columnKind")
        writer.string("unicodeCodePoints")
        writer.key("results")
        writer.beginArray()
        let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        diagnostics.forEach { write($0, ruleIndex: index[$0.rule.id], to: &writer) }
        writer.endArray()
        writer.endObject()
        writer.endArray()
        writer.endObject()
        return writer.take() + "\n"
    }

    /// A rule of the driver, on one line.
    private static func write(_ rule: Rule, to writer: inout JSONWriter) {
        writer.beginObject(onOneLine: true)
        writer.key("id")
        writer.string(rule.id)
        writeText(rule.summary, under: "shortDescription", to: &writer)
        writeText(rule.fix.isEmpty ? rule.summary : rule.fix, under: "help", to: &writer)
        writer.key("defaultConfiguration")
        writer.beginObject()
        writer.key("level")
        writer.string(level(rule.defaultSeverity))
        writer.endObject()
        writer.endObject()
    }

    /// A result: the diagnostic's rule, level, message (with its hint) and place, on one line.
    private static func write(_ diagnostic: Diagnostic, ruleIndex: Int?, to writer: inout JSONWriter) {
        writer.beginObject(onOneLine: true)
        writer.key("ruleId")
        writer.string(diagnostic.rule.id)
        if let ruleIndex {
            writer.key("ruleIndex")
            writer.number(ruleIndex)
        }
        writer.key("level")
        writer.string(level(diagnostic.severity))
        writeText(diagnostic.message + (diagnostic.hint.map { " (\($0))" } ?? ""), under: "message", to: &writer)
        writer.key("locations")
        writer.beginArray()
        writer.beginObject()
        writer.key("physicalLocation")
        writer.beginObject()
        writer.key("artifactLocation")
        writer.beginObject()
        writer.key("uri")
        writer.string(TextEscaping.percentEncoded(diagnostic.file, keepingSlashes: true))
        writer.key("uriBaseId")
        writer.string("SITEROOT")
        writer.endObject()
        if let range = diagnostic.range {
            writer.key("region")
            writer.beginObject()
            for (name, value) in [("startLine", range.start.line), ("startColumn", range.start.column),
                                  ("endLine", range.end.line), ("endColumn", range.end.column)] {
                writer.key(name)
                writer.number(value)
            }
            writer.endObject()
        }
        writer.endObject()
        writer.endObject()
        writer.endArray()
        writer.endObject()
    }

    /// `"key": {"text": …}`, SARIF's message object.
    private static func writeText(_ text: String, under key: String, to writer: inout JSONWriter) {
        writer.key(key)
        writer.beginObject()
        writer.key("text")
        writer.string(text)
        writer.endObject()
    }

    private static func level(_ severity: Severity) -> String {
        severity == .error ? "error" : "warning"
    }
}

private extension String {
    /// Replaces single Unicode scalars (so `\r\n`, one `Character`, is handled as two).
    func replacingAll(_ replacements: [Unicode.Scalar: String]) -> String {
        var result = ""
        for scalar in unicodeScalars {
            if let replacement = replacements[scalar] {
                result += replacement
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
