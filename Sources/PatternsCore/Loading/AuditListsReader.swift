import PatternsDiagnostics
import PatternsYAML

/// Reads `audit:` in `patterns.yml`: the lists the audit mode offers. A list left out keeps its
/// default; an unknown key, a list that is not a list of texts, or a name listed twice is reported
/// at its position and the rest is still read.
struct AuditListsReader {
    let reader: YAMLFieldReader

    static let knownKeys = AuditLists.Key.allCases.map(\.rawValue)

    func read(_ node: YAMLNode) -> AuditLists {
        var lists = AuditLists()
        guard let entries = reader.mapping(node, field: "audit", example: "assistiveTechnologies: [VoiceOver, TalkBack]") else { return lists }
        reader.checkKeys(entries, known: Self.knownKeys, context: "'audit'", unknownRule: .configUnknownKey, variantRule: .configUnknownKey)
        for key in AuditLists.Key.allCases {
            guard let list = node[key.rawValue] else { continue }
            let field = "audit.\(key.rawValue)"
            switch key {
            case .platforms:
                let platforms = reader.platforms(list, field: field)
                if !platforms.isEmpty { lists.platforms = platforms }
            case .assistiveTechnologies:
                if let names = names(list, field: field) { lists.assistiveTechnologies = names }
            case .browsers:
                if let names = names(list, field: field) { lists.browsers = names }
            }
        }
        return lists
    }

    /// A YAML list of names, each kept whole (`Keyboard only` is one name); nil when nothing usable is listed.
    private func names(_ node: YAMLNode, field: String) -> [String]? {
        guard let items = node.sequenceItems else {
            reader.diagnose(.auditListNotList(field, found: node.kindDescription), at: node.range)
            return nil
        }
        var seen: Set<String> = []
        var names: [String] = []
        for item in items {
            guard let name = reader.text(item, field: field)?.collapsedWhitespace else { continue }
            guard seen.insert(name.lowercased()).inserted else {
                reader.diagnose(.duplicateAuditChoice(name, field: field), at: item.range)
                continue
            }
            names.append(name)
        }
        if items.isEmpty { reader.diagnose(.emptyList(field), at: node.range) }
        return names.isEmpty ? nil : names
    }
}
