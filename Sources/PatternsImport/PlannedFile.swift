/// One file of the imported site: where it goes in DEST and what it holds.
public struct PlannedFile: Hashable, Sendable {
    public enum Contents: Hashable, Sendable {
        /// Text made by the import (a converted entry, `patterns.yml`).
        case text(String)
        /// A file of SRC copied unchanged (an example, a video), read only when written.
        case copy
    }

    /// Path relative to DEST.
    public var destination: String
    /// Path relative to SRC of the file it comes from; nil for `patterns.yml`, which is made from `_config.yml` and the entries.
    public var source: String?
    public var contents: Contents

    public init(destination: String, source: String?, contents: Contents) {
        self.destination = destination
        self.source = source
        self.contents = contents
    }
}
