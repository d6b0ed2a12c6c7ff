/// PatternsDiagnostics is how the tool reports problems: source positions, `Diagnostic` and its
/// messages, the one `DiagnosticEngine` per run with its rule settings, and the printers (text, JSON,
/// GitHub, SARIF), with the JSON and escaping helpers they share.
