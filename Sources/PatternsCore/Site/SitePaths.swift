import PatternsDiagnostics

/// Path arithmetic on the relative, `/`-separated paths `SiteLayout` hands out: joins of file-system
/// paths, addresses as output files, resolution of relative links; URLs between pages are
/// `OutputPath.relativeURL(to:)`.
///
/// Every output path is a pure function of the source path, so a file's links can be
/// rewritten while it is parsed, in parallel, without knowing the rest of the site.
public enum SitePaths {
    /// `a` and `b` joined by one `/` (`b` relative; an empty side gives the other).
    public static func join(_ a: String, _ b: String) -> String {
        if a.isEmpty { return b }
        if b.isEmpty { return a }
        return a.hasSuffix("/") ? a + b : a + "/" + b
    }

    /// The file an address is served from, relative to the output folder: a folder address gets
    /// its `index.html` (`/about/` → `about/index.html`, `/` → `index.html`), a file address stays
    /// (`/old.html` → `old.html`); a query or fragment is not part of it.
    public static func page(forAddress address: String) -> OutputPath {
        let end = address.firstIndex { $0 == "?" || $0 == "#" } ?? address.endIndex
        let path = address[..<end]
        let trimmed = path.split(separator: "/").joined(separator: "/")
        return OutputPath(composed: path.hasSuffix("/") || trimmed.isEmpty ? join(trimmed, SiteLayout.pageFile) : trimmed)
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

    /// Percent-encodes everything but RFC 3986 unreserved characters.
    public static func percentEncodePathSegment(_ segment: String) -> String {
        TextEscaping.percentEncoded(segment)
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
