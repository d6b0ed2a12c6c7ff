/// A file's path relative to the output folder: `patterns/slider/index.html`.
///
/// Every file the build writes and every page a link leads to is named by one; `relativeURL(to:)`
/// is the one way a page's link to another file of the site is made. The text keeps
/// `RelativePathRules` when the path is made with `init?(_:)` or a literal; the paths `SiteLayout`
/// composes from content names are checked when written (`isWellFormed`), where a broken one has
/// always been refused with a message rather than stopping the program.
public struct OutputPath: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral, Encodable {
    /// The path as written: `patterns/slider/index.html`.
    public let text: String

    /// A path read from outside (a cache file, an address); nil when it breaks `RelativePathRules`.
    public init?(_ text: String) {
        guard RelativePathRules.holds(for: text) else { return nil }
        self.text = text
    }

    /// A path `SiteLayout` or a page kind puts together from names it knows; the output transaction
    /// refuses to write one that is not `isWellFormed`.
    package init(composed text: String) {
        self.text = text
    }

    /// A path spelled in the source code, which must keep the rules.
    public init(stringLiteral text: String) {
        precondition(RelativePathRules.holds(for: text), "'\(text)' is not a relative output path")
        self.text = text
    }

    /// Whether the path keeps `RelativePathRules`, so writing it cannot land outside the output folder.
    public var isWellFormed: Bool { RelativePathRules.holds(for: text) }

    public var description: String { text }

    public static func < (lhs: OutputPath, rhs: OutputPath) -> Bool { lhs.text < rhs.text }

    /// The path of `relative` in the folder of this file: `patterns/button/index.html` and `example-1.html`
    /// give `patterns/button/example-1.html`. The one join of output paths.
    public func sibling(_ relative: String) -> OutputPath {
        OutputPath(composed: folder.isEmpty ? relative : folder + "/" + relative)
    }

    /// The file's place in the file system, given where the output folder (or a staging copy of it) is.
    public func absolute(under outputFolder: String) -> String {
        SitePaths.join(outputFolder, text)
    }

    /// The folder the file is in, without a trailing `/`: `patterns/button` for
    /// `patterns/button/index.html`, empty for a file at the top of the output folder.
    public var folder: String {
        text.split(separator: "/").dropLast().joined(separator: "/")
    }

    /// A URL from this page to the file at `target`, percent-encoded: `../card/index.html` from
    /// `patterns/button/index.html` to `patterns/card/index.html`; `./` when nothing is left to name,
    /// so a URL is never empty. The one relative-URL function of the site.
    public func relativeURL(to target: OutputPath) -> String {
        let fromFolders = text.split(separator: "/").dropLast()
        let targetParts = target.text.split(separator: "/")
        var common = 0
        while common < fromFolders.count, common < targetParts.count - 1,
              fromFolders[fromFolders.startIndex + common] == targetParts[common] {
            common += 1
        }
        let ups = Array(repeating: "..", count: fromFolders.count - common)
        let rest = targetParts[common...].map { SitePaths.percentEncodePathSegment(String($0)) }
        let joined = (ups + rest).joined(separator: "/")
        return joined.isEmpty ? "./" : joined
    }

    /// The prefix that leads from this page back to the output root (`../../` for `patterns/button/index.html`).
    public var rootPrefix: String {
        String(repeating: "../", count: max(text.split(separator: "/").count - 1, 0))
    }
}
