/// Something that takes a run's findings when the run ends: a report on a terminal, a JSON or SARIF
/// document, GitHub annotations, the error overlay of `patterns serve`.
///
/// The command that starts a run chooses its consumers (`--format`) and gives them to the run's
/// `DiagnosticEngine`; the engine hands every consumer the same findings — graded under the site's
/// rule settings, cut to the per-file limits and sorted for output — once, in `finalize(fileCount:)`.
/// A consumer never sees a finding before the run's grading is settled, so every format agrees.
public protocol DiagnosticConsumer: Sendable {
    /// Takes the run's findings, in output order; `fileCount` is how many files the run read, for a summary line.
    func receive(_ diagnostics: [Diagnostic], fileCount: Int)
}

/// Where a consumer writes its text: standard output or standard error, or a string in tests.
public typealias DiagnosticOutput = @Sendable (String) -> Void
