import PatternsCore
import PatternsDiagnostics

extension JekyllImporter {
    /// `patterns.yml` from `_config.yml`: the pattern collections with their permalinks and category
    /// orders, every category an entry or order names, and the video folders.
    func configText(_ config: JekyllConfig, collections: [JekyllConfig.Collection], permalinks: [String: String],
                    entries: [(collection: String, document: JekyllDocument)], redirects: [(address: String, target: String)] = [],
                    examples: (stylesheets: [String], scripts: [String]) = ([], []),
                    findings: inout [Diagnostic], notes: inout [ImportNote]) -> PatternsConfigText {
        var orders: [String: [String]] = [:]
        for order in config.categoryOrders {
            let short = order.shortName
            guard let collection = collections.first(where: { $0.id == short || $0.id.hasSuffix("-" + short) || $0.id.hasPrefix(short + "-") }) else {
                findings.append(.leftForAuthor(.importConfig, file: JekyllConfig.file, source: nil, line: order.line, column: 1,
                                              message: "'\(short)\(JekyllConfig.orderSuffix)' names no collection with pattern entries; the order is not used"))
                continue
            }
            orders[collection.id] = order.categories
        }
        var categories: [String] = []
        for id in config.categoryOrders.flatMap(\.categories) + entries.flatMap(\.document.categories).sorted() where !categories.contains(id) {
            categories.append(id)
        }
        return PatternsConfigText(
            title: config.title ?? "Patterns", description: config.description, baseURL: config.baseURL, categories: categories,
            collections: collections.map { collection in
                let required = Self.requirements(of: entries.filter { $0.collection == collection.id }.map(\.document))
                notes.append(ImportNote(file: "patterns.yml", source: nil, message: "collection '\(collection.id)' requires "
                    + (required.words.isEmpty ? "nothing" : required.words.joined(separator: ", ")) + ": what every one of its entries states"))
                return PatternsConfigText.Collection(id: collection.id, title: collection.title ?? Category(id: collection.id).title,
                                                     permalink: permalinks[collection.id] ?? "/\(collection.id)/:slug/",
                                                     platforms: PatternsConfigText.platforms(forCollection: collection.id),
                                                     categories: orders[collection.id] ?? [], required: required.words)
            },
            videos: config.videoDemos, redirects: redirects, exampleStylesheets: examples.stylesheets, exampleScripts: examples.scripts)
    }
}
