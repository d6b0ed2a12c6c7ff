import PatternsCore
import PatternsDiagnostics

extension Diagnostic {
    /// Something the import could not convert and left for the author, at its place in a written file:
    /// `file` is relative to DEST, `source` the file of SRC it comes from (named in the message).
    ///
    /// Front matter is copied byte for byte and converted bodies keep their line count wherever they
    /// can, so the line is also the line in SRC; `patterns validate` reports Liquid findings at the same place.
    static func leftForAuthor(_ rule: Rule, file: String, source: String?, line: Int? = nil, column: Int? = nil,
                              message: String) -> Diagnostic {
        Diagnostic(rule, message + (source.map { " (from \($0))" } ?? ""), file: file,
                   at: line.map { SourceRange(at: SourceLocation(line: $0, column: column ?? 1)) })
    }
}

/// A file of SRC the import leaves out, and why (a layout, a demo page, a template entry…).
public struct SkippedFile: Hashable, Sendable {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}

/// Something the import decided for the author rather than copied: a new file name, a redirect, a
/// required-keys policy, a dropped layout include. Not a problem; listed so nothing happens silently.
public struct ImportNote: Hashable, Sendable {
    /// Path relative to DEST of the file it is about (`patterns.yml` for site-wide choices).
    public var file: String
    /// Path relative to SRC of what it comes from, when it comes from one file.
    public var source: String?
    public var line: Int?
    public var message: String

    public init(file: String, source: String?, line: Int? = nil, message: String) {
        self.file = file
        self.source = source
        self.line = line
        self.message = message
    }

    public var place: String { line.map { "\(file):\($0)" } ?? file }
}
