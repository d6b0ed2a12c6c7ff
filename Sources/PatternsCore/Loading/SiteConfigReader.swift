import PatternsDiagnostics
import PatternsMarkdown
import PatternsYAML

/// Reads `patterns.yml`; anything it cannot use is reported and replaced by the default.
public enum SiteConfigReader {
    public static let fileName = "patterns.yml"
    static let knownKeys = ["title", "description", "baseURL", "categories", "platforms", "markdown", "rules", "limits"]

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
        reader.checkKeys(entries, known: knownKeys, context: "patterns.yml", unknownRule: .configUnknownKey, variantRule: .configUnknownKey)
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
            let ids = reader.words(node, field: "platforms").map(\.text)
            if !ids.isEmpty { config.platforms = ids.map(Platform.init) }
        }
        if let node = root["markdown"], !node.isNull {
            if let markdown = node.mappingEntries {
                reader.checkKeys(markdown, known: ["unsafe"], context: "'markdown'", unknownRule: .configUnknownKey, variantRule: .configUnknownKey)
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
        if let node = root["rules"], !node.isNull { config.ruleSeverities = ruleSeverities(node, reader: &reader) }
        if let node = root["limits"], !node.isNull {
            if let entries = reader.mapping(node, field: "limits", example: "fileSize: 1048576") {
                reader.checkKeys(entries, known: ["fileSize"], context: "'limits'", unknownRule: .configUnknownKey, variantRule: .configUnknownKey)
                if let size = node["fileSize"] {
                    if let value = size.scalar.flatMap({ Int($0.value) }), value > 0 {
                        config.fileSizeLimit = value
                    } else {
                        reader.report(.configInvalid, "'limits.fileSize' must be a positive number of bytes", at: size.range)
                    }
                }
            }
        }
        return config
    }

    /// `rules: { patterns.tips.platform-gap: off, patterns.entry.unknown-key: error }`.
    private static func ruleSeverities(_ node: YAMLNode, reader: inout YAMLFieldReader) -> [String: Severity?] {
        guard let entries = reader.mapping(node, field: "rules", example: "patterns.tips.platform-gap: off") else { return [:] }
        var result: [String: Severity?] = [:]
        for entry in entries {
            guard let id = entry.keyText else { continue }
            guard RuleCatalog.rule(id: id) != nil else {
                let suggestion = closestMatch(to: id, in: RuleCatalog.all.map(\.id)).map { "did you mean '\($0)'?" }
                reader.report(.configUnknownKey, "no rule '\(id)'", at: entry.key.range,
                              hint: suggestion ?? "'patterns explain' lists the rules")
                continue
            }
            switch entry.value.scalar?.value.lowercased() {
            case "off", "false", "no": result[id] = .some(nil)
            case "warning": result[id] = .warning
            case "error": result[id] = .error
            default:
                reader.report(.configInvalid, "severity of '\(id)' must be off, warning or error", at: entry.value.range)
            }
        }
        return result
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
                reader.checkTrimmed(item, field: "categories")
                if let id = reader.text(item, field: "categories"), unique(id.trimmingWhitespace(), item) {
                    result.append(Category(id: id.trimmingWhitespace()))
                }
            } else if let entries = item.mappingEntries {
                if let idNode = item["id"] { reader.checkTrimmed(idNode, field: "id") }
                reader.checkKeys(entries, known: ["id", "title", "description"], context: "a category", unknownRule: .configUnknownKey, variantRule: .configUnknownKey)
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
