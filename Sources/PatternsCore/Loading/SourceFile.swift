/// A content file's decoded text and where it lives.
public struct SourceFile: Hashable, Sendable {
    /// Path relative to the site root, with `/` separators.
    public var path: String
    /// The text, UTF-8 checked, byte-order mark removed.
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// The file name without folders and extension (`button` for `content/patterns/controls/button.md`).
    public var stem: String { SiteLayout.stem(of: path) }
}
