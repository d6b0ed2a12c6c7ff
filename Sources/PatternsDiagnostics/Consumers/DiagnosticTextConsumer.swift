import Foundation

/// The report for people: each finding as `path:line:col: severity: message [rule]`, with its
/// source line and a caret when its file can be read, and a hint (see `DiagnosticTextPrinter`).
public struct DiagnosticTextConsumer: DiagnosticConsumer {
    /// Which findings a run's report lists.
    public enum Listing: Sendable {
        /// Every finding (`validate`, `build`, `serve`).
        case all
        /// Only errors: a command that stops on them leaves warnings to `validate`.
        case errors
        /// Every finding, but only when one is an error (`build --quiet`: a good build lists nothing).
        case allWhenFailing
    }

    public var listing: Listing
    /// Whether severities are coloured (ANSI escapes; only for a terminal).
    public var useColor: Bool
    /// The file to read a finding's source line from; nil prints none (no file, or a dry run).
    public var sourcePath: @Sendable (Diagnostic) -> String?
    public var output: DiagnosticOutput

    public init(listing: Listing = .all, useColor: Bool = false, sourcePath: @escaping @Sendable (Diagnostic) -> String?,
                output: @escaping DiagnosticOutput) {
        self.listing = listing
        self.useColor = useColor
        self.sourcePath = sourcePath
        self.output = output
    }

    public func receive(_ diagnostics: [Diagnostic], fileCount: Int) {
        let listed = switch listing {
        case .all: diagnostics
        case .errors: diagnostics.filter { $0.severity == .error }
        case .allWhenFailing: diagnostics.hasErrors ? diagnostics : []
        }
        guard !listed.isEmpty else { return }
        output(text(listed))
    }

    /// The findings as printed; each file is read once, however many findings it has.
    public func text(_ diagnostics: [Diagnostic]) -> String {
        let printer = DiagnosticTextPrinter(useColor: useColor)
        var lineIndexes: [String: LineIndex] = [:]
        var text = ""
        for diagnostic in diagnostics {
            var sourceLine: String?
            if let line = diagnostic.location?.line, let path = sourcePath(diagnostic) {
                if lineIndexes[path] == nil, let data = FileManager.default.contents(atPath: path) {
                    lineIndexes[path] = LineIndex(bytes: [UInt8](data))
                }
                sourceLine = lineIndexes[path]?.text(ofLine: line)
            }
            text += printer.format(diagnostic, sourceLine: sourceLine)
        }
        return text
    }
}
