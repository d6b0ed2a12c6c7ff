import PatternsYAML

/// What the import reads from a Jekyll catalog's `_config.yml`.
public struct JekyllConfig: Hashable, Sendable {
    /// A collection declared under `collections:`.
    struct Collection: Hashable, Sendable {
        var id: String
        var title: String?
        /// The collection's own `permalink:`, as Jekyll spells it.
        var permalink: String?
    }

    /// A `video-demos:` item: one screen reader's videos, in a folder of their own.
    struct VideoDemo: Hashable, Sendable {
        var title: String
        var directory: String
    }

    /// A `<short-name>-categories-order:` list and the line it is on.
    struct CategoryOrder: Hashable, Sendable {
        var shortName: String
        var categories: [String]
        var line: Int
    }

    var title: String?
    var description: String?
    var url: String?
    var baseurl: String?
    var collections: [Collection] = []
    var categoryOrders: [CategoryOrder] = []
    var videoDemos: [VideoDemo] = []
    /// Paths `exclude:` keeps out of the site.
    var exclude: [String] = []
    /// `permalink: pretty`: pages and collections are published as folders (`/a/b/`).
    var prettyPermalinks = false

    /// `url` and `baseurl` as one address ending in `/`, the form `baseURL` in patterns.yml takes.
    var baseURL: String? {
        guard let url, !url.isEmpty else { return nil }
        let base = (baseurl ?? "").split(separator: "/").joined(separator: "/")
        let root = url.hasSuffix("/") ? String(url.dropLast()) : url
        return base.isEmpty ? root + "/" : "\(root)/\(base)/"
    }

    /// Reads `text`; fails with the parser's first message when it is not YAML, or is not a mapping.
    /// An empty file (or one holding only comments, `---` or a null), which Jekyll accepts, is an empty config.
    static func read(_ text: String) -> Result<JekyllConfig, JekyllImportError> {
        let parsed = YAMLParser().parse(text, file: Self.file)
        if parsed.isComplete, parsed.root?.isNull ?? true { return .success(JekyllConfig()) }
        guard parsed.isComplete, let root = parsed.root, let entries = root.mappingEntries else {
            let problem = parsed.diagnostics.first.map { "\($0.location.map(\.description) ?? "1:1"): \($0.message)" } ?? "not a mapping"
            return .failure(.unreadableConfig(problem))
        }
        var config = JekyllConfig()
        config.title = root["title"]?.scalar?.value
        config.description = root["description"]?.scalar?.value
        config.url = root["url"]?.scalar?.value
        config.baseurl = root["baseurl"]?.scalar?.value
        config.prettyPermalinks = root["permalink"]?.scalar?.value == "pretty"
        config.exclude = root["exclude"]?.sequenceItems?.compactMap { $0.scalar?.value } ?? []
        if let collections = root["collections"] {
            // Jekyll takes a mapping of id to metadata, or a plain list of ids.
            if let items = collections.sequenceItems {
                config.collections = items.compactMap { $0.scalar.map { Collection(id: $0.value) } }
            } else {
                config.collections = (collections.mappingEntries ?? []).compactMap { entry in
                    entry.keyText.map { Collection(id: $0, title: entry.value["title"]?.scalar?.value,
                                                   permalink: entry.value["permalink"]?.scalar?.value) }
                }
            }
        }
        for entry in entries {
            guard let key = entry.keyText, key.hasSuffix(Self.orderSuffix), let items = entry.value.sequenceItems else { continue }
            config.categoryOrders.append(CategoryOrder(shortName: String(key.dropLast(Self.orderSuffix.count)),
                                                       categories: items.compactMap { $0.scalar?.value }, line: entry.key.location.line))
        }
        config.videoDemos = root["video-demos"]?.sequenceItems?.compactMap { item in
            guard let title = item["title"]?.scalar?.value, let directory = item["directory"]?.scalar?.value else { return nil }
            // Jekyll catalogs write `directory: ios/` (their layout appends the file name to it): the folder is `ios`.
            let folder = directory.split(separator: "/").joined(separator: "/")
            return VideoDemo(title: title, directory: folder)
        } ?? []
        return .success(config)
    }

    public static let file = "_config.yml"
    static let orderSuffix = "-categories-order"
}
