import PatternsDiagnostics
import PatternsYAML

/// Reads a collection's `required:`: a list of criteria maps and `screenreader` keys
/// (`[keyboard, mobile, screenreader.name, screenreader.role]`, `[]` for nothing), or the older
/// mapping (`screenreader: [name, role, state]`, with `keyboard`, `mobile`, `settings` as true or false).
struct RequirementsReader {
    let reader: YAMLFieldReader

    static let example = "[keyboard, mobile, screenreader.name, screenreader.role]"

    /// The requirements, or nil when `required:` is unusable (the collection then keeps the standard ones).
    func read(_ node: YAMLNode) -> EntryRequirements? {
        if let entries = node.mappingEntries { return readMapping(entries) }
        if let items = node.sequenceItems, items.isEmpty { return EntryRequirements.none }
        guard node.sequenceItems != nil || (node.scalar.map { !$0.isNull } ?? false) else {
            reader.diagnose(.invalidRequired(found: node.kindDescription), at: node.range)
            return nil
        }
        var modes: [TestingMode] = []
        var keys: [String] = []
        for word in reader.words(node, field: "required") {
            let range = SourceRange(at: word.location)
            let parts = word.text.split(separator: ".", maxSplits: 1).map(String.init)
            guard let mode = TestingMode(rawValue: parts[0]) else {
                reader.diagnose(.unknownRequirement(word.text), at: range)
                continue
            }
            if parts.count == 1 {
                modes.append(mode)
            } else if mode == .screenReader, let key = readKey(parts[1], at: range) {
                keys.append(key)
            } else if mode != .screenReader {
                reader.diagnose(.requiredKeyOutsideScreenReader(word.text, map: mode.id), at: range)
            }
        }
        return EntryRequirements(modes: modes, screenReaderKeys: keys)
    }

    /// The older form: `screenreader: [keys]` (or true, false), and `keyboard`, `mobile`, `settings` as true
    /// or false; what it leaves out stays as the standard requirements have it.
    private func readMapping(_ entries: [YAMLMappingEntry]) -> EntryRequirements {
        let modeIDs = TestingMode.allCases.map(\.id)
        reader.checkKeys(entries, known: modeIDs, context: "'required'", unknownRule: .configUnknownKey, variantRule: .configUnknownKey)
        var modes = EntryRequirements.standard.modes.filter { $0 != .screenReader }
        var keys = EntryRequirements.standard.screenReaderKeys
        var screenReaderMap = true
        for entry in entries {
            guard let key = entry.keyText, let mode = TestingMode(rawValue: key) else { continue }
            let field = "required.\(key)"
            if mode == .screenReader, entry.value.sequenceItems != nil {
                keys = entry.value.sequenceItems!.isEmpty ? [] : reader.words(entry.value, field: field).compactMap { word in
                    readKey(word.text, at: SourceRange(at: word.location))
                }
                continue
            }
            guard let value = SiteConfigReader.switchValue(entry.value) else {
                reader.diagnose(.invalidRequiredSwitch(field, isScreenReader: mode == .screenReader), at: entry.value.range)
                continue
            }
            if mode == .screenReader {
                screenReaderMap = value
                if !value { keys = [] }
            } else if value, !modes.contains(mode) {
                modes.append(mode)
            } else if !value {
                modes.removeAll { $0 == mode }
            }
        }
        return EntryRequirements(modes: modes + (screenReaderMap ? [.screenReader] : []), screenReaderKeys: keys)
    }

    /// A `screenreader` key a collection requires: any key an entry may state. A key that differs from a
    /// standard one only in spelling (`Name`, `rol`) is refused with the standard spelling.
    private func readKey(_ key: String, at range: SourceRange) -> String? {
        let key = key.trimmingWhitespace()
        let standard = ScreenReaderOutput.standardKeys
        if standard.contains(key) { return key }
        if let variant = ScreenReaderOutput.standardKey(resembling: key) {
            reader.diagnose(.unknownRequiredKey(key, suggestion: variant), at: range)
            return nil
        }
        guard !key.isEmpty else {
            reader.diagnose(.unknownRequirement("screenreader."), at: range)
            return nil
        }
        return key
    }
}
