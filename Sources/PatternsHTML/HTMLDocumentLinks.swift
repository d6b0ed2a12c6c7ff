/// What a link check needs of one HTML document: every URL it points at (links, resources, frames,
/// `srcset` candidates, a refresh's target) and every fragment it answers to (`id`s and `<a name>`).
public struct HTMLDocumentLinks: Sendable, Equatable {
    /// A URL as written in the document, with where it was written.
    public struct Link: Sendable, Equatable, CustomStringConvertible {
        public var element: String
        /// `href`, `src`, `srcset`, `poster`, `data`, or `content` for `<meta http-equiv=refresh>`.
        public var attribute: String
        public var url: String

        public var description: String { "<\(element) \(attribute)> \(url)" }
    }

    public var links: [Link] = []
    /// The fragment targets: every `id`, and `name` on `<a>`.
    public var anchors: Set<String> = []
    /// The `href` of a `<base>` element, when the document has one: relative URLs resolve against it.
    public var base: String?

    /// Attributes whose whole value is one URL, on any element.
    static let urlAttributes: Set<String> = ["href", "src", "poster", "data", "action", "formaction", "cite", "background"]

    public init(links: [Link] = [], anchors: Set<String> = [], base: String? = nil) {
        self.links = links
        self.anchors = anchors
        self.base = base
    }

    /// Reads `html` with the sanitiser's parser (libxml2), as a browser would find its links.
    public init(scanning html: String) {
        HTMLElements.forEach(in: html) { element in
            for (name, value) in element.attributes {
                switch name {
                case "id": anchors.insert(value)
                case "name" where element.name == "a": anchors.insert(value)
                case "href" where element.name == "base": base = base ?? value
                case "srcset", "imagesrcset":
                    for candidate in Self.candidates(ofSrcset: value) { links.append(Link(element: element.name, attribute: name, url: candidate)) }
                case _ where Self.urlAttributes.contains(name):
                    links.append(Link(element: element.name, attribute: name, url: value))
                default: continue
                }
            }
            if element.name == "meta", element.attribute("http-equiv")?.lowercased() == "refresh",
               let content = element.attribute("content"), let target = Self.refreshURL(content) {
                links.append(Link(element: "meta", attribute: "content", url: target))
            }
        }
    }

    /// The URLs of a `srcset`: comma-separated candidates, each a URL and an optional descriptor (`2x`, `480w`).
    static func candidates(ofSrcset value: String) -> [String] {
        value.split(separator: ",").compactMap { candidate in
            candidate.split(whereSeparator: \.isWhitespace).first.map(String.init)
        }
    }

    /// The URL of a refresh's `content` (`0; url=../new/`, quotes optional), or nil when it only reloads.
    static func refreshURL(_ content: String) -> String? {
        guard let separator = content.firstIndex(where: { $0 == ";" || $0 == "," }) else { return nil }
        var rest = content[content.index(after: separator)...].drop { $0.isWhitespace }
        if rest.lowercased().hasPrefix("url") {
            rest = rest.dropFirst(3).drop { $0.isWhitespace }
            guard rest.first == "=" else { return nil }
            rest = rest.dropFirst().drop { $0.isWhitespace }
        }
        if let quote = rest.first, quote == "'" || quote == "\"" {
            rest = rest.dropFirst()
            if let end = rest.firstIndex(of: quote) { rest = rest[..<end] }
        }
        while rest.last?.isWhitespace == true { rest.removeLast() }
        return rest.isEmpty ? nil : String(rest)
    }
}
