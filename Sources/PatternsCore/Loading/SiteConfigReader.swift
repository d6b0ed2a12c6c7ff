import PatternsDiagnostics
import PatternsMarkdown
import PatternsYAML

/// Reads `patterns.yml`; anything it cannot use is reported and replaced by the default.
public enum SiteConfigReader {
    static let knownKeys = ["title", "description", "baseURL", "categories", "platforms", "markdown", "rules", "limits", "collections", "videos", "gitDates", "redirects", "examples", "audit"]

    public static func read(_ text: String, diagnostics: FileDiagnosticSink) -> SiteConfig {
        let parsed = YAMLParser().parse(text, file: SiteLayout.configFile)
        diagnostics.emit(contentsOf: parsed.diagnostics)
        var config = SiteConfig()
        guard let root = parsed.root else { return config }
        let reader = YAMLFieldReader(diagnostics: diagnostics, wrongTypeRule: .configInvalid, emptyValueRule: .configInvalid)
        guard let entries = root.mappingEntries else {
            if !root.isNull {
                reader.diagnose(.configNotMapping(found: root.kindDescription), at: root.range)
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
                reader.diagnose(.invalidBaseURL(url), at: node.range)
            }
        }
        if let node = root["categories"] { config.categories = categories(node, reader: reader) }
        if let node = root["platforms"] {
            let platforms = reader.platforms(node, field: "platforms")
            if !platforms.isEmpty { config.platforms = platforms }
        }
        if let node = root["markdown"], !node.isNull {
            if let markdown = node.mappingEntries {
                reader.checkKeys(markdown, known: ["unsafe"], context: "'markdown'", unknownRule: .configUnknownKey, variantRule: .configUnknownKey)
                if let unsafe = node["unsafe"] {
                    if let value = switchValue(unsafe) { config.markdown.allowsRawHTML = value } else { reader.diagnose(.invalidUnsafeSetting, at: unsafe.range) }
                }
            } else {
                reader.diagnose(.markdownNotMapping, at: node.range)
            }
        }
        if let node = root["collections"], !node.isNull, let collections = CollectionsReader(reader: reader).read(node) {
            // A collection's platforms carry the titles the site gives them, unless it titles them itself.
            config.collections = collections.map { collection in
                var collection = collection
                collection.platforms = collection.platforms.map { $0.title == nil ? $0.titled(by: config.platforms) : $0 }
                return collection
            }
        }
        if let node = root["videos"], !node.isNull { config.videos = VideoKindsReader(reader: reader).read(node) }
        if let node = root["redirects"], !node.isNull {
            config.redirects = RedirectsReader(reader: reader, collections: config.collections).read(node)
        }
        if let node = root["gitDates"], !node.isNull {
            if let value = switchValue(node) { config.gitDates = value } else { reader.diagnose(.invalidSwitch("gitDates"), at: node.range) }
        }
        if let node = root["examples"], !node.isNull { config.examples = ExampleResourcesReader(reader: reader).read(node) }
        if let node = root["audit"], !node.isNull { config.audit = AuditListsReader(reader: reader).read(node) }
        if let node = root["rules"], !node.isNull { config.rules.settings = ruleSettings(node, reader: reader) }
        if let node = root["limits"], !node.isNull {
            if let entries = reader.mapping(node, field: "limits", example: "fileSize: 1048576") {
                reader.checkKeys(entries, known: ["fileSize"], context: "'limits'", unknownRule: .configUnknownKey, variantRule: .configUnknownKey)
                if let size = node["fileSize"] {
                    if let value = size.scalar.flatMap({ Int($0.value) }), value > 0 {
                        config.fileSizeLimit = value
                    } else {
                        reader.diagnose(.invalidFileSizeLimit, at: size.range)
                    }
                }
            }
        }
        return config
    }

    /// `rules: { patterns.tips.platform-gap: off, patterns.entry.unknown-key: error }`.
    private static func ruleSettings(_ node: YAMLNode, reader: YAMLFieldReader) -> [String: RuleSetting] {
        guard let entries = reader.mapping(node, field: "rules", example: "patterns.tips.platform-gap: off") else { return [:] }
        var result: [String: RuleSetting] = [:]
        for entry in entries {
            guard let id = entry.keyText else { continue }
            guard RuleCatalog.rule(id: id) != nil else {
                reader.diagnose(.unknownRule(id, known: RuleCatalog.all.map(\.id)), at: entry.key.range)
                continue
            }
            switch entry.value.scalar?.value.lowercased() {
            case "off", "false", "no": result[id] = .off
            case "warning": result[id] = .severity(.warning)
            case "error": result[id] = .severity(.error)
            default:
                reader.diagnose(.invalidRuleSetting(id), at: entry.value.range)
            }
        }
        return result
    }

    /// `true`/`yes`/`on` or `false`/`no`/`off`, as YAML 1.1 spells a switch; nil for anything else.
    /// `true`, `yes`, `on` or `false`, `no`, `off` (any case); nil for anything else.
    static func switchValue(_ node: YAMLNode) -> Bool? {
        switch node.scalar?.value.lowercased() {
        case "true", "yes", "on": true
        case "false", "no", "off": false
        default: nil
        }
    }

    /// Ensures an http(s) base URL ends with a slash; nil for anything else.
    static func normalizedBaseURL(_ url: String) -> String? {
        guard url.hasPrefix("https://") || url.hasPrefix("http://"), url.count > 8,
              !url.contains(where: { $0 == " " || $0 == "\"" || $0 == "<" || $0 == ">" }) else { return nil }
        return url.hasSuffix("/") ? url : url + "/"
    }

    private static func categories(_ node: YAMLNode, reader: YAMLFieldReader) -> [Category] {
        func unique(_ id: String, _ node: YAMLNode) -> Bool {
            guard seen.insert(id).inserted else {
                reader.diagnose(.duplicateCategory(id), at: node.range)
                return false
            }
            return true
        }
        guard let items = node.sequenceItems else {
            reader.diagnose(.categoriesNotList(found: node.kindDescription), at: node.range)
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
                    reader.diagnose(.categoryWithoutID, at: item.range)
                    continue
                }
                guard let id = reader.text(idNode, field: "id"), unique(id.trimmingWhitespace(), idNode) else { continue }
                let title = item["title"].flatMap { reader.text($0, field: "title") }
                let description = item["description"].flatMap { reader.text($0, field: "description") }
                result.append(Category(id: id.trimmingWhitespace(), title: title?.collapsedWhitespace,
                                       description: description?.collapsedWhitespace))
            } else {
                reader.diagnose(.invalidCategory, at: item.range)
            }
        }
        return result
    }
}
