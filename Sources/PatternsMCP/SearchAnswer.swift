import PatternsCore
import PatternsExports

/// `search_patterns`: the entries matching a query, best first, one line each.
struct SearchAnswer {
    static let defaultLimit = 10
    static let maximumLimit = 50

    let text: String

    init(catalog: Catalog, arguments: ToolArguments) throws {
        let query = arguments.string("query") ?? ""
        let filters = EntrySelection(categories: arguments.string("category").map { [$0] } ?? [],
                                     platforms: arguments.string("platform").map { [Platform($0)] } ?? [],
                                     collections: arguments.string("collection").map { [$0] } ?? [])
        let allowed = try Self.pages(of: filters, in: catalog.site)
        let matches = catalog.search.matches(for: query) { allowed?.contains($0.pagePath) ?? true }
        let narrowed = Self.describe(filters)
        guard !matches.isEmpty else {
            let words = SearchTerms.terms(in: query)
            text = words.isEmpty
                ? "'\(query)' has no word to search for (words of two letters or more, other than 'the', 'and' and the like)."
                : "No entry\(narrowed) matches '\(query)'. Each word must start a word of the entry; try fewer or shorter words."
            return
        }
        let shown = matches.prefix(arguments.integer("limit") ?? Self.defaultLimit)
        var lines = ["\(matches.count) \(matches.count == 1 ? "entry" : "entries")\(narrowed) \(matches.count == 1 ? "matches" : "match") '\(query)'"
                     + (shown.count < matches.count ? ", best \(shown.count) first:" : ", best first:")]
        for (number, match) in shown.enumerated() {
            let entry = match.entry
            var line = "\(number + 1). \(entry.title) (\(catalog.name(of: entry.id)))"
            if !match.summary.isEmpty { line += ": \(match.summary)" }
            lines.append(line)
        }
        text = lines.joined(separator: "\n")
    }

    /// The pages of the entries the filters keep (as `patterns export` selects them); nil without filters.
    private static func pages(of filters: EntrySelection, in site: Site) throws -> Set<OutputPath>? {
        guard filters != EntrySelection() else { return nil }
        switch filters.entries(of: site) {
        case .success(let entries): return Set(entries.map(\.pagePath))
        case .failure(.nothingMatches): return []
        case .failure(let problem): throw ToolError(problem.description)
        }
    }

    /// ` in collection 'web' and category 'controls'`, or nothing without filters.
    private static func describe(_ filters: EntrySelection) -> String {
        let parts = filters.collections.map { "collection '\($0)'" } + filters.categories.map { "category '\($0)'" }
            + filters.platforms.map { "platform '\($0.id)'" }
        return parts.isEmpty ? "" : " in " + parts.joined(separator: " and ")
    }
}
