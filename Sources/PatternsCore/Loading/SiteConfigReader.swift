import PatternsDiagnostics
import PatternsMarkdown
import PatternsYAML

/// Reads `patterns.yml`; anything it cannot use is reported and replaced by the default.
public enum SiteConfigReader {
    /// The keys of `patterns.yml`.
    enum Key: String, ConfigKey {
        case title, description, baseURL, categories, platforms, markdown, rules, limits, collections, videos, gitDates, redirects, examples, audit
    }
    /// The keys of `markdown:`.
    enum MarkdownKey: String, ConfigKey { case unsafe }
    /// The keys of `limits:`.
    enum LimitsKey: String, ConfigKey { case fileSize }
    /// The keys of a category written as a mapping.
    enum CategoryKey: String, ConfigKey { case id, title, description }

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
        reader.checkKeys(entries, known: Key.known, context: "patterns.yml", unknownRule: .configUnknownKey, variantRule: .configUnknownKey)
        if let node = root[Key.title], let title = reader.text(node, field: Key.title.rawValue) { config.title = title.collapsedWhitespace }
        if let node = root[Key.description], !node.isNull {
            config.description = reader.text(node, field: Key.description.rawValue)?.collapsedWhitespace
        }
        if let node = root[Key.baseURL], !(node.scalar?.value.trimmingWhitespace().isEmpty ?? false),
           let url = reader.text(node, field: Key.baseURL.rawValue) {
            config.baseURL = normalizedBaseURL(url.trimmingWhitespace())
            if config.baseURL == nil {
                reader.diagnose(.invalidBaseURL(url), at: node.range)
            }
        }
        if let node = root[Key.categories] { config.categories = categories(node, reader: reader) }
        if let node = root[Key.platforms] {
            let platforms = reader.platforms(node, field: Key.platforms.rawValue)
            if !platforms.isEmpty { config.platforms = platforms }
        }
        if let node = root[Key.markdown], !node.isNull {
            if let markdown = node.mappingEntries {
                reader.checkKeys(markdown, known: MarkdownKey.known, context: "'markdown'", unknownRule: .configUnknownKey, variantRule: .configUnknownKey)
                if let unsafe = node[MarkdownKey.unsafe] {
                    if let value = switchValue(unsafe) { config.markdown.allowsRawHTML = value } else { reader.diagnose(.invalidUnsafeSetting, at: unsafe.range) }
                }
            } else {
                reader.diagnose(.markdownNotMapping, at: node.range)
            }
        }
        if let node = root[Key.collections], !node.isNull, let collections = CollectionsReader(reader: reader).read(node) {
            // A collection's platforms carry the titles the site gives them, unless it titles them itself.
            config.collections = collections.map { collection in
                var collection = collection
                collection.platforms = collection.platforms.map { $0.title == nil ? $0.titled(by: config.platforms) : $0 }
                return collection
            }
        }
        if let node = root[Key.videos], !node.isNull { config.videos = VideoKindsReader(reader: reader).read(node) }
        if let node = root[Key.redirects], !node.isNull {
            config.redirects = RedirectsReader(reader: reader, collections: config.collections).read(node)
        }
        if let node = root[Key.gitDates], !node.isNull {
            if let value = switchValue(node) { config.gitDates = value } else { reader.diagnose(.invalidSwitch(Key.gitDates.rawValue), at: node.range) }
        }
        if let node = root[Key.examples], !node.isNull { config.examples = ExampleResourcesReader(reader: reader).read(node) }
        if let node = root[Key.audit], !node.isNull { config.audit = AuditListsReader(reader: reader).read(node) }
        if let node = root[Key.rules], !node.isNull { config.rules.settings = ruleSettings(node, reader: reader) }
        if let node = root[Key.limits], !node.isNull {
            if let entries = reader.mapping(node, field: Key.limits.rawValue, example: "\(LimitsKey.fileSize.rawValue): 1048576") {
                reader.checkKeys(entries, known: LimitsKey.known, context: "'limits'", unknownRule: .configUnknownKey, variantRule: .configUnknownKey)
                if let size = node[LimitsKey.fileSize] {
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
        guard let entries = reader.mapping(node, field: Key.rules.rawValue, example: "patterns.tips.platform-gap: off") else { return [:] }
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
                reader.checkTrimmed(item, field: Key.categories.rawValue)
                if let id = reader.text(item, field: Key.categories.rawValue), unique(id.trimmingWhitespace(), item) {
                    result.append(Category(id: id.trimmingWhitespace()))
                }
            } else if let entries = item.mappingEntries {
                if let idNode = item[CategoryKey.id] { reader.checkTrimmed(idNode, field: CategoryKey.id.rawValue) }
                reader.checkKeys(entries, known: CategoryKey.known, context: "a category", unknownRule: .configUnknownKey, variantRule: .configUnknownKey)
                guard let idNode = item[CategoryKey.id] else {
                    reader.diagnose(.categoryWithoutID, at: item.range)
                    continue
                }
                guard let id = reader.text(idNode, field: CategoryKey.id.rawValue), unique(id.trimmingWhitespace(), idNode) else { continue }
                let title = item[CategoryKey.title].flatMap { reader.text($0, field: CategoryKey.title.rawValue) }
                let description = item[CategoryKey.description].flatMap { reader.text($0, field: CategoryKey.description.rawValue) }
                result.append(Category(id: id.trimmingWhitespace(), title: title?.collapsedWhitespace,
                                       description: description?.collapsedWhitespace))
            } else {
                reader.diagnose(.invalidCategory, at: item.range)
            }
        }
        return result
    }
}
