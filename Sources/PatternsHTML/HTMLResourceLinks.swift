/// The stylesheets and scripts an HTML document (a layout) loads, in document order: what a page of
/// an imported catalog had around its examples. Read with the same parser as the sanitiser.
public enum HTMLResourceLinks {
    public enum Kind: Sendable, Equatable { case stylesheet, script }

    public struct Link: Sendable, Equatable {
        public var kind: Kind
        /// The `href` or `src` as written.
        public var url: String
    }

    public static func scan(_ html: String) -> [Link] {
        var links: [Link] = []
        HTMLElements.forEach(in: html) { element in
            switch element.name {
            case "script":
                if let src = element.attribute("src") { links.append(Link(kind: .script, url: src)) }
            case "link":
                let rel = (element.attribute("rel") ?? "").lowercased().split(separator: " ")
                if rel.contains("stylesheet"), let href = element.attribute("href") { links.append(Link(kind: .stylesheet, url: href)) }
            default: break
            }
        }
        return links
    }
}
