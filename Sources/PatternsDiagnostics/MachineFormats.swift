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
        let items = diagnostics.map { diagnostic in
            var writer = JSONWriter(style: .spaced)
            let range = diagnostic.range
            writer.beginObject()
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
            return "  " + writer.take()
        }
        return "[\n" + items.joined(separator: ",\n") + "\n]\n"
    }

    /// A JSON string literal.
    static func json(_ text: String) -> String { TextEscaping.jsonString(text) }
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
public enum SARIFPrinter {
    public static func format(_ diagnostics: [Diagnostic], rules: [Rule], toolVersion: String) -> String {
        let json = DiagnosticJSONPrinter.json
        let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let ruleObjects = rules.map { rule in
            """
                      {"id": \(json(rule.id)), "shortDescription": {"text": \(json(rule.summary))}, \
            "help": {"text": \(json(rule.fix.isEmpty ? rule.summary : rule.fix))}, \
            "defaultConfiguration": {"level": \(json(level(rule.defaultSeverity)))}}
            """
        }
        let results = diagnostics.map { diagnostic in
            var fields = ["\"ruleId\": \(json(diagnostic.rule.id))"]
            if let ruleIndex = index[diagnostic.rule.id] { fields.append("\"ruleIndex\": \(ruleIndex)") }
            fields.append("\"level\": \(json(level(diagnostic.severity)))")
            var text = diagnostic.message
            if let hint = diagnostic.hint { text += " (\(hint))" }
            fields.append("\"message\": {\"text\": \(json(text))}")
            var physical = "\"artifactLocation\": {\"uri\": \(json(TextEscaping.percentEncoded(diagnostic.file, keepingSlashes: true))), \"uriBaseId\": \"SITEROOT\"}"
            if let range = diagnostic.range {
                physical += ", \"region\": {\"startLine\": \(range.start.line), \"startColumn\": \(range.start.column), "
                    + "\"endLine\": \(range.end.line), \"endColumn\": \(range.end.column)}"
            }
            fields.append("\"locations\": [{\"physicalLocation\": {\(physical)}}]")
            return "        {" + fields.joined(separator: ", ") + "}"
        }
        return """
            {
              "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
              "version": "2.1.0",
              "runs": [
                {
                  "tool": {
                    "driver": {
                      "name": "patterns",
                      "version": \(json(toolVersion)),
                      "rules": [
            \(ruleObjects.joined(separator: ",\n"))
                      ]
                    }
                  },
                  "columnKind": "unicodeCodePoints",
                  "results": [
            \(results.joined(separator: ",\n"))
                  ]
                }
              ]
            }

            """
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
