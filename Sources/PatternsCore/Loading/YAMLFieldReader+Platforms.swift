import PatternsDiagnostics
import PatternsYAML

extension YAMLFieldReader {
    /// The keys of a titled platform.
    enum PlatformKey: String, ConfigKey {
        case id, title
    }

    /// A `platforms:` list of `patterns.yml`: ids (`[ios, android]`, `ios android`) and titled platforms
    /// (`{ id: windows, title: Windows }`), mixed freely.
    func platforms(_ node: YAMLNode, field: String) -> [Platform] {
        guard let items = node.sequenceItems, items.contains(where: { $0.mappingEntries != nil }) else {
            return words(node, field: field).map { Platform($0.text) }
        }
        return items.compactMap { item in
            guard let entries = item.mappingEntries else {
                checkTrimmed(item, field: field)
                return text(item, field: field).map { Platform($0.trimmingWhitespace()) }
            }
            checkKeys(entries, known: PlatformKey.known, context: "a platform", unknownRule: .configUnknownKey, variantRule: .configUnknownKey)
            guard let idNode = item[PlatformKey.id] else {
                diagnose(.platformWithoutID(field), at: item.range)
                return nil
            }
            guard let id = text(idNode, field: "\(field).\(PlatformKey.id.rawValue)")?.trimmingWhitespace() else { return nil }
            guard TitleSlug.make(from: id) == id.lowercased() else {
                diagnose(.invalidPlatformID(id, field: field), at: idNode.range)
                return nil
            }
            let title = item[PlatformKey.title].flatMap { text($0, field: "\(field).\(PlatformKey.title.rawValue)") }?.collapsedWhitespace
            return Platform(id, title: title)
        }
    }
}
