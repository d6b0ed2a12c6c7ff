/// Where each source file's page is written, and relative URLs between pages.
///
/// Every output path is a pure function of the source path, so a file's links can be
/// rewritten while it is parsed, in parallel, without knowing the rest of the site.
public enum SitePaths {
    /// Output path of the page for a content Markdown file, or nil when the file makes no page.
    ///
    /// `content/patterns/<any folders>/button.md` → `patterns/button/index.html` (entries are
    /// addressed by slug; their folders only organise sources); `content/guides/a/b.md` → `guides/a/b/index.html`.
    public static func pagePath(forSource path: String) -> String? {
        let parts = path.split(separator: "/").map(String.init)
        guard parts.count >= 3, parts[0] == "content", let last = parts.last, last.hasSuffix(".md") else { return nil }
        let stem = String(last.dropLast(3))
        switch parts[1] {
        case "patterns": return "patterns/\(stem)/index.html"
        case "guides": return (parts[1..<(parts.count - 1)] + [stem, "index.html"]).joined(separator: "/")
        default: return nil
        }
    }

    /// Ids the built-in entry template gives its own parts, which links may target as well as headings.
    public static let entryTemplateAnchors: Set<String> = [
        "main", "how-to-test", "keyboard", "mobile", "screenreader", "settings", "condensed", "gherkin",
        "platform-tips", "tips-ios", "tips-android", "tips-web",
    ]

    /// Ids the built-in guide template gives its own parts.
    public static let guideTemplateAnchors: Set<String> = ["main", "toc-title"]

    /// Output path of a non-Markdown file under `content/` (images and downloads keep their place).
    public static func assetPath(forSource path: String) -> String? {
        guard path.hasPrefix("content/") else { return nil }
        return String(path.dropFirst("content/".count))
    }

    /// A URL from the page at `from` to the file at `to` (both output paths), percent-encoded.
    public static func relativeURL(from: String, to: String) -> String {
        let fromDirectories = from.split(separator: "/").dropLast()
        let target = to.split(separator: "/")
        var common = 0
        while common < fromDirectories.count, common < target.count - 1,
              fromDirectories[fromDirectories.startIndex + common] == target[common] {
            common += 1
        }
        let ups = Array(repeating: "..", count: fromDirectories.count - common)
        let rest = target[common...].map { percentEncodePathSegment(String($0)) }
        let joined = (ups + rest).joined(separator: "/")
        return joined.isEmpty ? "./" : joined
    }

    /// The prefix that leads from a page back to the output root (`../../` for `patterns/button/index.html`).
    public static func rootPrefix(from page: String) -> String {
        String(repeating: "../", count: max(page.split(separator: "/").count - 1, 0))
    }

    /// Resolves a relative path against a folder, or nil when it climbs above the root.
    public static func resolve(_ relative: String, against directory: String) -> String? {
        var parts = directory.split(separator: "/").map(String.init)
        for part in relative.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }

    /// Percent-encodes everything but RFC 3986 unreserved characters and sub-delimiters safe in a path segment.
    public static func percentEncodePathSegment(_ segment: String) -> String {
        var result = ""
        for byte in segment.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }

    /// Decodes `%XX` escapes; nil when an escape is malformed or the result is not UTF-8.
    public static func percentDecode(_ text: String) -> String? {
        guard text.contains("%") else { return text }
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = iterator.next(), let low = iterator.next(),
                      let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16) else { return nil }
                bytes.append(value)
            } else {
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
