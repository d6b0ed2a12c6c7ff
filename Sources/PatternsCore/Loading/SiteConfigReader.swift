import PatternsDiagnostics
import PatternsMarkdown
import PatternsYAML

/// Reads `patterns.yml`; anything it cannot use is reported and replaced by the default.
enum SiteConfigReader {
    static let fileName = "patterns.yml"
    static let knownKeys = ["title", "description", "baseURL", "categories", "platforms", "markdown"]

    static func read(_ text: String, diagnostics: inout [Diagnostic]) -> SiteConfig {
        let parsed = YAMLParser().parse(text, file: fileName)
        diagnostics += parsed.diagnostics
        var config = SiteConfig()
        guard let root = parsed.root else { return config }
        var reader = YAMLFieldReader(file: fileName, wrongTypeRule: .configInvalid, emptyValueRule: .configInvalid)
        defer { diagnostics += reader.diagnostics }
        guard let entries = root.mappingEntries else {
            if !root.isNull {
                reader.report(.configInvalid, "patterns.yml must be a mapping, found \(root.kindDescription)", at: root.range)
            }
            return config
        }
        reader.checkKeys(entries, known: knownKeys, context: "patterns.yml", rule: .configUnknownKey)
        if let node = root["title"], let title = reader.text(node, field: "title") { config.title = title.collapsedWhitespace }
        if let node = root["description"], !node.isNull {
            config.description = reader.text(node, field: "description")?.collapsedWhitespace
        }
        if let node = root["baseURL"], !(node.scalar?.value.trimmingWhitespace().isEmpty ?? false),
           let url = reader.text(node, field: "baseURL") {
            config.baseURL = normalizedBaseURL(url.trimmingWhitespace())
            if config.baseURL == nil {
                reader.report(.configInvalid, "baseURL '\(url)' is not an http(s) URL", at: node.range,
                              hint: "write the full address, e.g. 'https://example.org/patterns/'")
            }
        }
        if let node = root["categories"] { config.categories = categories(node, reader: &reader) }
        if let node = root["platforms"] {
            let ids = reader.words(node, field: "platforms").map { $0.lowercased() }
            if !ids.isEmpty { config.platforms = ids.map(Platform.init) }
        }
        if let node = root["markdown"], !node.isNull {
            if let markdown = node.mappingEntries {
                reader.checkKeys(markdown, known: ["unsafe"], context: "'markdown'", rule: .configUnknownKey)
                if let unsafe = node["unsafe"] {
                    switch unsafe.scalar?.value.lowercased() {
                    case "true", "yes", "on": config.markdown.allowsRawHTML = true
                    case "false", "no", "off": config.markdown.allowsRawHTML = false
                    default: reader.report(.configInvalid, "'markdown.unsafe' must be true or false", at: unsafe.range)
                    }
                }
            } else {
                reader.report(.configInvalid, "'markdown' must be a mapping such as '{ unsafe: false }'", at: node.range)
            }
        }
        return config
    }

    /// Ensures an http(s) base URL ends with a slash; nil for anything else.
    static func normalizedBaseURL(_ url: String) -> String? {
        guard url.hasPrefix("https://") || url.hasPrefix("http://"), url.count > 8,
              !url.contains(where: { $0 == " " || $0 == "\"" || $0 == "<" || $0 == ">" }) else { return nil }
        return url.hasSuffix("/") ? url : url + "/"
    }

    private static func categories(_ node: YAMLNode, reader: inout YAMLFieldReader) -> [Category] {
        func unique(_ id: String, _ node: YAMLNode) -> Bool {
            guard seen.insert(id).inserted else {
                reader.report(.configInvalid, "category '\(id)' is listed twice", at: node.range,
                              hint: "remove the second '\(id)'; each category appears once on the home page")
                return false
            }
            return true
        }
        guard let items = node.sequenceItems else {
            reader.report(.configInvalid, "'categories' must be a list, found \(node.kindDescription)", at: node.range,
                          hint: "write '- id: controls' entries, or plain '- controls' items")
            return []
        }
        var result: [Category] = []
        var seen: Set<String> = []
        for item in items {
            if item.scalar != nil {
                if let id = reader.text(item, field: "categories"), unique(id.trimmingWhitespace(), item) {
                    result.append(Category(id: id.trimmingWhitespace()))
                }
            } else if let entries = item.mappingEntries {
                reader.checkKeys(entries, known: ["id", "title", "description"], context: "a category", rule: .configUnknownKey)
                guard let idNode = item["id"] else {
                    reader.report(.configInvalid, "category has no 'id'", at: item.range, hint: "add 'id: some-id'")
                    continue
                }
                guard let id = reader.text(idNode, field: "id"), unique(id.trimmingWhitespace(), idNode) else { continue }
                let title = item["title"].flatMap { reader.text($0, field: "title") }
                let description = item["description"].flatMap { reader.text($0, field: "description") }
                result.append(Category(id: id.trimmingWhitespace(), title: title?.collapsedWhitespace,
                                       description: description?.collapsedWhitespace))
            } else {
                reader.report(.configInvalid, "a category must be an id or a mapping with 'id', 'title', 'description'",
                              at: item.range)
            }
        }
        return result
    }
}
