/// Where a page's body is and how to read it: the model keeps this, never the body's HTML.
///
/// The render step asks the handle for the body (`BodyHandle.parse`) when the page that owns it is
/// rendered: it reads the file's bytes, checks they are still what the loader checked, and parses
/// the body alone, from where it starts after the front matter. The loader is not run again, and no
/// body is held from loading to rendering.
public struct BodyHandle: Hashable, Sendable, Encodable, StableHashIgnored {
    /// How the body is read: an entry's notes give platform tips apart from the notes (by the
    /// site's platforms); a guide's lists stay as written and its leading H1 is its title.
    public enum Kind: Hashable, Sendable, Encodable {
        case entry
        case guide
    }

    /// Where the body starts in the file's bytes, after the front matter (and a byte-order mark).
    public struct Start: Hashable, Sendable, Encodable {
        /// Bytes of the file before the body.
        public var byteOffset: Int
        /// The line of the file the body's first line stands on, for positions in the body.
        public var line: Int

        public init(byteOffset: Int, line: Int) {
            self.byteOffset = byteOffset
            self.line = line
        }
    }

    /// The file the body is in.
    public var source: SourcePath
    /// `StableHasher` hash of the file's bytes as the loader read and checked them.
    public var contentHash: UInt64
    public var start: Start
    public var kind: Kind

    public init(source: SourcePath, contentHash: UInt64, start: Start, kind: Kind) {
        self.source = source
        self.contentHash = contentHash
        self.start = start
        self.kind = kind
    }
}
