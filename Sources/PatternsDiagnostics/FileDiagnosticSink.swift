/// The diagnostic engine as seen by the reader of one file: every problem it reports is about that file.
public struct FileDiagnosticSink: Sendable {
    /// Path of the file, relative to the site root.
    public let file: String
    public let engine: DiagnosticEngine

    public init(file: String, engine: DiagnosticEngine) {
        self.file = file
        self.engine = engine
    }

    /// Reports `message` at `range`, or about the whole file when `range` is nil.
    public func diagnose(_ message: DiagnosticMessage, at range: SourceRange?) {
        engine.emit(Diagnostic(message, file: file, at: range))
    }

    /// Reports `message` at one point of the file.
    public func diagnose(_ message: DiagnosticMessage, at location: SourceLocation) {
        diagnose(message, at: SourceRange(at: location))
    }

    /// Reports what a parser of this file found, in its order.
    public func emit(contentsOf diagnostics: [Diagnostic]) {
        engine.emit(contentsOf: diagnostics)
    }

    /// Whether this file has a diagnostic of `rule` so far.
    public func contains(_ rule: Rule) -> Bool {
        engine.contains(rule, in: file)
    }
}
