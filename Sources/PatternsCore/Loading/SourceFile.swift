/// A content file's decoded text and where it lives.
public struct SourceFile: Hashable, Sendable {
    /// Path relative to the site root, with `/` separators.
    public var path: String
    /// The text, UTF-8 checked, byte-order mark removed.
    public var text: String
    /// Bytes of the file before `text` (a byte-order mark): `text`'s UTF-8 offsets plus this are the file's.
    public var textByteOffset = 0
    /// `StableHasher` hash of the file's bytes, when the reader made it (0 otherwise): a body's
    /// handle carries it, so its page reads the body only from the bytes that were checked.
    public var contentHash: UInt64 = 0

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// Where a body that starts after `frontMatter` lies in the file, and how to read it: what its page renders it from.
    func bodyHandle(after frontMatter: FrontMatter, kind: BodyHandle.Kind) -> BodyHandle {
        BodyHandle(source: SourcePath(listed: path), contentHash: contentHash,
                   start: BodyHandle.Start(byteOffset: textByteOffset + frontMatter.bodyByteOffset, line: frontMatter.bodyFirstLine),
                   kind: kind)
    }

    /// The file name without folders and extension (`button` for `content/patterns/controls/button.md`).
    public var stem: String { SiteLayout.stem(of: path) }
}
