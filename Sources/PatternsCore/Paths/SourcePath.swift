/// A site file's path relative to the site root: `content/patterns/slider.md`.
///
/// What names a content file from the moment the site folder is listed: a model's `sourcePath`,
/// the key its git date and anchors are found by. Made from text that keeps `RelativePathRules`, or
/// from the site folder's listing, which gives nothing else.
public struct SourcePath: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral, Encodable {
    /// The path as written: `content/patterns/slider.md`.
    public let text: String

    /// A path read from outside (a folder listing, a cache file); nil when it breaks `RelativePathRules`.
    public init?(_ text: String) {
        guard RelativePathRules.holds(for: text) else { return nil }
        self.text = text
    }

    /// A path the site folder's listing gave (`SiteDirectory` lists relative paths only), taken as it is.
    package init(listed text: String) {
        self.text = text
    }

    /// A path spelled in the source code, which must keep the rules.
    public init(stringLiteral text: String) {
        precondition(RelativePathRules.holds(for: text), "'\(text)' is not a relative source path")
        self.text = text
    }

    public var description: String { text }

    public static func < (lhs: SourcePath, rhs: SourcePath) -> Bool { lhs.text < rhs.text }

    /// The file's name without folders and extension: `slider` for `content/patterns/slider.md`.
    public var stem: String { SiteLayout.stem(of: text) }
}
