import Foundation
import PatternsCore
import PatternsHTML
import Synchronization

/// Checks a built site as a reader's browser would follow it from disk: every URL of every HTML page
/// (links, images, scripts, stylesheets, frames, `srcset`, `poster`, a refresh's target) must lead to
/// a file of the output, and a `#fragment` to an `id` or `<a name>` in the HTML page it leads to.
///
/// URLs that leave the site (`http:`, `https:`, `mailto:`, `tel:`, `data:`, `//host/…`) are not
/// followed; any other scheme (`javascript:`, `file:`) is reported. A URL ending in `/` leads to the
/// folder's `index.html`; one starting with `/` is read from the output root.
public struct OutputLinkCheck: Sendable {
    /// A URL a page has that leads nowhere.
    public struct BrokenLink: Sendable, Equatable, CustomStringConvertible {
        /// The page's path in the output (`platforms/web/index.html`).
        public var page: String
        public var url: String
        public var reason: Reason

        public var description: String { "\(page) → \(url) (\(reason.rawValue))" }
    }

    public enum Reason: String, Sendable {
        case missingFile = "no such file"
        case missingFragment = "no such id in the page"
        case outsideOutput = "leads out of the output folder"
        case scheme = "not a link a page should have"
    }

    public let folder: URL
    /// Every file's path in the output, relative to `folder`.
    public let files: Set<String>
    /// Each HTML page's links and anchors, by path.
    public let pages: [String: HTMLDocumentLinks]
    /// Pages whose links to their own fragments (`#home`, `#/inbox`) are a demo's placeholders or
    /// its script's routes, not targets: live examples' frames, whose markup is the example's.
    let placeholderFragmentsIn: @Sendable (String) -> Bool

    static let externalSchemes: Set<String> = ["http", "https", "mailto", "tel", "data"]

    /// Reads every file name under `folder` and parses every `.html` page (in parallel).
    public init(folder: URL, placeholderFragmentsIn: @escaping @Sendable (String) -> Bool = { _ in false }) throws {
        self.folder = folder.standardizedFileURL
        self.placeholderFragmentsIn = placeholderFragmentsIn
        var files = Set<String>()
        guard let enumerator = FileManager.default.enumerator(at: self.folder, includingPropertiesForKeys: [.isRegularFileKey]) else {
            throw CocoaError(.fileReadNoSuchFile)
        }
        let prefix = self.folder.path.hasSuffix("/") ? self.folder.path : self.folder.path + "/"
        for case let url as URL in enumerator where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            files.insert(String(url.standardizedFileURL.path.dropFirst(prefix.count)))
        }
        self.files = files
        let htmlPaths = files.filter { $0.hasSuffix(".html") || $0.hasSuffix(".htm") }.sorted()
        let results = Mutex([HTMLDocumentLinks?](repeating: nil, count: htmlPaths.count))
        let root = self.folder
        DispatchQueue.concurrentPerform(iterations: htmlPaths.count) { index in
            let data = (try? Data(contentsOf: root.appendingPathComponent(htmlPaths[index]))) ?? Data()
            let scanned = HTMLDocumentLinks(scanning: String(decoding: data, as: UTF8.self))
            results.withLock { $0[index] = scanned }
        }
        pages = Dictionary(uniqueKeysWithValues: zip(htmlPaths, results.withLock { $0 }.map { $0 ?? HTMLDocumentLinks() }))
    }

    /// Every broken URL of every page, by page then in document order.
    public func brokenLinks() -> [BrokenLink] {
        pages.keys.sorted().flatMap { page in
            pages[page]!.links.compactMap { link in
                check(link.url, on: page).map { BrokenLink(page: page, url: link.url, reason: $0) }
            }
        }
    }

    /// Why `url`, written on `page`, leads nowhere; nil when it leads somewhere (or off the site).
    public func check(_ url: String, on page: String) -> Reason? {
        let written = url.trimmingCharacters(in: .whitespacesAndNewlines)
        if written.hasPrefix("//") { return nil }
        if let scheme = Self.scheme(of: written) {
            return Self.externalSchemes.contains(scheme) ? nil : .scheme
        }
        var rest = Substring(written)
        var fragment: Substring?
        if let hash = rest.firstIndex(of: "#") {
            fragment = rest[rest.index(after: hash)...]
            rest = rest[..<hash]
        }
        if let query = rest.firstIndex(of: "?") { rest = rest[..<query] }
        let target: String
        if rest.isEmpty {
            if placeholderFragmentsIn(page) { return nil }
            target = page
        } else {
            guard let decoded = SitePaths.percentDecode(String(rest)) else { return .missingFile }
            let directory = decoded.hasPrefix("/") ? "" : page.split(separator: "/").dropLast().joined(separator: "/")
            guard var resolved = SitePaths.resolve(decoded, against: directory) else { return .outsideOutput }
            if decoded.hasSuffix("/") || resolved.isEmpty || (!files.contains(resolved) && files.contains(resolved + "/index.html")) {
                resolved = resolved.isEmpty ? "index.html" : resolved + "/index.html"
            }
            guard files.contains(resolved) else { return .missingFile }
            target = resolved
        }
        guard let fragment, !fragment.isEmpty, !fragment.hasPrefix(":~:"), let anchors = pages[target]?.anchors else { return nil }
        let id = SitePaths.percentDecode(String(fragment)) ?? String(fragment)
        // A document's "top" is its start even without such an id (HTML's scroll-to-fragment steps).
        return anchors.contains(id) || id.lowercased() == "top" ? nil : .missingFragment
    }

    /// The scheme of an absolute URL (`https`), lowercased; nil for a relative one.
    static func scheme(of url: String) -> String? {
        guard let colon = url.firstIndex(of: ":"), let first = url.first, first.isLetter else { return nil }
        let candidate = url[..<colon]
        guard candidate.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }) else { return nil }
        return candidate.lowercased()
    }
}

