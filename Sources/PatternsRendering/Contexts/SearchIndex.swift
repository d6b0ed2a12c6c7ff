import PatternsCore

/// The build-time search index, written as a script (not JSON) so it also loads from `file://`.
enum SearchIndex {
    static let path = SiteLayout.searchIndex

    /// `window.patternsSearchIndex = [...]` with, per page: title, root-relative URL, description,
    /// categories, platforms and the criteria text, for the search script to match against.
    static func script(for site: Site, criteria book: CriteriaBook) -> String {
        var items = site.entries.map { entry -> String in
            let criteria = book[entry]
            let text = criteria.condensed.flatMap(\.lines).joined(separator: " ")
            return "{\"t\":\(ScriptJSON.string(entry.title)),\"u\":\(ScriptJSON.string(SitePaths.relativeURL(from: SiteLayout.homePage, to: EntryPage.path(for: entry)))),"
                + "\"k\":\"Pattern\",\"d\":\(ScriptJSON.string(entry.description ?? "")),"
                + "\"c\":\(ScriptJSON.array(entry.categories)),\"p\":\(ScriptJSON.array(entry.platforms.map(\.displayName))),"
                + "\"x\":\(ScriptJSON.string(text))}"
        }
        items += site.guides.map { guide in
            let page = guide.pagePath
            return "{\"t\":\(ScriptJSON.string(guide.title)),\"u\":\(ScriptJSON.string(SitePaths.relativeURL(from: SiteLayout.homePage, to: page))),"
                + "\"k\":\"Guide\",\"d\":\(ScriptJSON.string(guide.description ?? "")),\"c\":[],\"p\":[],"
                + "\"x\":\(ScriptJSON.string(guide.body.headings.map(\.text).joined(separator: " ")))}"
        }
        return "window.patternsSearchIndex=[\n" + items.joined(separator: ",\n") + "\n];\n"
    }
}
