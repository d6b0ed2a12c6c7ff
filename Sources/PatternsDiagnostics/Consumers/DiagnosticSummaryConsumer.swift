/// Writes the line a report ends with: `3 errors, 1 warning in 14 files`.
///
/// Kept apart from the formats: with `--format json` the document goes to standard output and this
/// line to standard error, so a redirected report stays parseable.
public struct DiagnosticSummaryConsumer: DiagnosticConsumer {
    /// Whether a run without findings still gets its line (`validate`); `build` and `serve` say nothing then.
    public var writesWhenClean: Bool
    public var output: DiagnosticOutput

    public init(writesWhenClean: Bool = true, output: @escaping DiagnosticOutput) {
        self.writesWhenClean = writesWhenClean
        self.output = output
    }

    public func receive(_ diagnostics: [Diagnostic], fileCount: Int) {
        guard writesWhenClean || !diagnostics.isEmpty else { return }
        output(DiagnosticTextPrinter().summary(errors: diagnostics.errorCount, warnings: diagnostics.warningCount, files: fileCount) + "\n")
    }
}
