import PatternsDiagnostics

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
        var path = text
        return path.withUTF8 { bytes in
            var folder: [UInt8] = []
            var scan = 0
            // Every part that has another after it, joined by single slashes.
            while let part = Self.part(of: bytes, from: scan), Self.part(of: bytes, from: part.upperBound) != nil {
                if !folder.isEmpty { folder.append(UInt8(ascii: "/")) }
                folder.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[part]))
                scan = part.upperBound
            }
            return String(decoding: folder, as: UTF8.self)
        }
    }

    /// A URL from this page to the file at `target`, percent-encoded: `../card/index.html` from
    /// `patterns/button/index.html` to `patterns/card/index.html`; `./` when nothing is left to name,
    /// so a URL is never empty. The one relative-URL function of the site.
    ///
    /// Works on the paths' UTF-8 bytes, part by part (`part(of:from:)`, the one reading of a path's
    /// parts here), with no array but the URL's: every page makes one for each link of its navigation
    /// (35,000 at 1,000 entries), so the standard library's `split` here once took 6 % of a build's
    /// instructions, and arrays of the parts' ranges 2 %.
    public func relativeURL(to target: OutputPath) -> String {
        var from = text, to = target.text
        return from.withUTF8 { fromBytes in
            to.withUTF8 { targetBytes in Self.relativeURL(from: fromBytes, to: targetBytes) }
        }
    }

    private static func relativeURL(from: UnsafeBufferPointer<UInt8>, to target: UnsafeBufferPointer<UInt8>) -> String {
        let folders = max(partCount(of: from) - 1, 0)
        let targetFolders = partCount(of: target) - 1
        // The leading folders both paths share; `rest` is where the target's other parts start.
        var common = 0, fromScan = 0, rest = 0
        while common < folders, common < targetFolders,
              let fromPart = part(of: from, from: fromScan), let targetPart = part(of: target, from: rest),
              from[fromPart].elementsEqual(target[targetPart]) {
            common += 1
            fromScan = fromPart.upperBound
            rest = targetPart.upperBound
        }
        var url: [UInt8] = []
        url.reserveCapacity(3 * (folders - common) + target.count - rest)
        for _ in common..<folders {
            if !url.isEmpty { url.append(UInt8(ascii: "/")) }
            url.append(UInt8(ascii: "."))
            url.append(UInt8(ascii: "."))
        }
        while let targetPart = part(of: target, from: rest) {
            if !url.isEmpty { url.append(UInt8(ascii: "/")) }
            TextEscaping.appendPercentEncoded(UnsafeBufferPointer(rebasing: target[targetPart]), to: &url)
            rest = targetPart.upperBound
        }
        return url.isEmpty ? "./" : String(decoding: url, as: UTF8.self)
    }

    /// The first part of `path` (a run of bytes other than `/`) at or after `start`; nil when none is left.
    private static func part(of path: UnsafeBufferPointer<UInt8>, from start: Int) -> Range<Int>? {
        var lower = start
        while lower < path.count, path[lower] == UInt8(ascii: "/") { lower += 1 }
        guard lower < path.count else { return nil }
        var upper = lower + 1
        while upper < path.count, path[upper] != UInt8(ascii: "/") { upper += 1 }
        return lower..<upper
    }

    /// How many parts `path` has, empty ones (`a//b`, a leading or trailing `/`) not counted.
    private static func partCount(of path: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0, scan = 0
        while let found = part(of: path, from: scan) {
            count += 1
            scan = found.upperBound
        }
        return count
    }

    /// The prefix that leads from this page back to the output root (`../../` for `patterns/button/index.html`).
    public var rootPrefix: String {
        var path = text
        return String(repeating: "../", count: max(path.withUTF8(Self.partCount) - 1, 0))
    }
}
