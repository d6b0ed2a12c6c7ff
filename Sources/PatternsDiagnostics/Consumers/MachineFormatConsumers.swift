/// Writes the run's findings as one JSON array (`--format json`; see `DiagnosticJSONPrinter`).
public struct DiagnosticJSONConsumer: DiagnosticConsumer {
    public var output: DiagnosticOutput

    public init(output: @escaping DiagnosticOutput) {
        self.output = output
    }

    public func receive(_ diagnostics: [Diagnostic], fileCount: Int) {
        output(DiagnosticJSONPrinter.format(diagnostics))
    }
}

/// Writes the run's findings as GitHub Actions workflow commands (`--format github`), which a
/// workflow shows as annotations on the lines they name.
public struct GitHubAnnotationConsumer: DiagnosticConsumer {
    public var output: DiagnosticOutput

    public init(output: @escaping DiagnosticOutput) {
        self.output = output
    }

    public func receive(_ diagnostics: [Diagnostic], fileCount: Int) {
        output(GitHubAnnotationPrinter.format(diagnostics))
    }
}

/// Writes the run's findings as a SARIF 2.1.0 log (`--format sarif`), naming every rule the tool knows.
public struct SARIFConsumer: DiagnosticConsumer {
    /// Every rule, in the order the log lists them; results refer to them by index.
    public var rules: [Rule]
    public var toolVersion: String
    public var output: DiagnosticOutput

    public init(rules: [Rule], toolVersion: String, output: @escaping DiagnosticOutput) {
        self.rules = rules
        self.toolVersion = toolVersion
        self.output = output
    }

    public func receive(_ diagnostics: [Diagnostic], fileCount: Int) {
        output(SARIFPrinter.format(diagnostics, rules: rules, toolVersion: toolVersion))
    }
}
