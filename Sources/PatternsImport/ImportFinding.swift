/// Something the import could not convert and left for the author, at its place in a written file.
///
/// Front matter is copied byte for byte and converted bodies keep their line count wherever they
/// can, so the line is also the line in SRC; `patterns validate` reports Liquid findings at the same place.
public struct ImportFinding: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        /// Liquid or kramdown syntax left in a body.
        case templateSyntax = "liquid"
        /// An include of an example that `_includes/examples/` does not have.
        case missingExample = "example"
        /// A video with no `.vtt` captions beside it.
        case captionsMissing = "captions"
        /// A Git LFS pointer where a media file should be.
        case lfsPointer = "lfs"
        /// A `_config.yml` setting that has no equivalent.
        case config = "config"
    }

    public var kind: Kind
    /// Path relative to DEST of the file it is in; `_config.yml` (of SRC) for settings that have no equivalent.
    public var file: String
    /// Path relative to SRC of the file that file comes from.
    public var source: String?
    /// 1-based; nil when the finding is about the whole file.
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(_ kind: Kind, file: String, source: String?, line: Int? = nil, column: Int? = nil, message: String) {
        self.kind = kind
        self.file = file
        self.source = source
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column`, as editors and the validator print places.
    public var place: String {
        guard let line else { return file }
        return "\(file):\(line):\(column ?? 1)"
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
