import PatternsDiagnostics

extension ResourceOverlay {
    /// Where a file in effect comes from.
    public enum Origin: Hashable, Sendable {
        /// The site's folder (`templates/`), which replaces the built-in file of the same path.
        case site
        /// The folder built into the tool.
        case builtIn
    }

    /// A file in effect, read.
    public struct File: Sendable {
        /// Relative to the overlay's folders: `entry.mustache`, `static/style.css`.
        public let path: String
        public let origin: Origin
        /// The file as diagnostics name it: `templates/entry.mustache`, `(built-in)/entry.mustache`.
        public let displayPath: String
        public let contents: [UInt8]

        /// The contents as text: invalid UTF-8 becomes U+FFFD, as everywhere templates are read.
        public var text: String { String(decoding: contents, as: UTF8.self) }
    }

    /// Why `file(_:)` has no file for a path.
    public enum Failure: Error, Sendable {
        /// The path leaves the folders (`..`, an absolute path, an empty part): nothing was looked up.
        case outsideFolder(String)
        /// A symbolic link on the way to the site's file: never followed; the error names the link.
        case symbolicLink(Diagnostic)
        /// Neither the site nor the built-in folder has it (or the built-in folder itself is missing).
        case missing(String)
        /// The file is there but cannot be read; the path as diagnostics name it.
        case unreadable(String)
    }
}
