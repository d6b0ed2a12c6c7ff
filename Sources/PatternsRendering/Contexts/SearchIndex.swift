import PatternsCore
import PatternsDiagnostics

/// The build-time search index, written as a script (not JSON) so it also loads from `file://`.
enum SearchIndex {
    static let path = SiteLayout.searchIndex

    /// `window.patternsSearchIndex = [...]` with, per page: title, root-relative URL, description,
    /// categories, platforms and the criteria text, for the search script to match against.
    static func script(for site: Site, criteria book: CriteriaBook) -> String {
        var items = site.entries.map { entry in
            item(title: entry.title, page: entry.pagePath,
                 kind: site.config.naming("Pattern", in: entry.collection),
                 description: entry.description,
                 categories: entry.categories, platforms: entry.platforms.map(\.displayName),
                 text: book[entry].condensed.flatMap(\.lines).joined(separator: " "))
        }
        items += site.guides.map { guide in
            item(title: guide.title, page: guide.pagePath, kind: "Guide", description: guide.description,
                 categories: [], platforms: [], text: guide.body.headings.map(\.text).joined(separator: " "))
        }
        return "window.patternsSearchIndex=[\n" + items.joined(separator: ",\n") + "\n];\n"
    }

    /// One page's record, with one-letter keys to keep the index small.
    private static func item(title: String, page: String, kind: String, description: String?,
                             categories: [String], platforms: [String], text: String) -> String {
        var writer = JSONWriter(style: .compact, scriptSafe: true)
        writer.beginObject()
        for (key, value) in [("t", title), ("u", SitePaths.relativeURL(from: SiteLayout.homePage, to: page)),
                             ("k", kind), ("d", description ?? "")] {
            writer.key(key)
            writer.string(value)
        }
        writer.key("c")
        writer.strings(categories)
        writer.key("p")
        writer.strings(platforms)
        writer.key("x")
        writer.string(text)
        writer.endObject()
        return writer.take()
    }
}
