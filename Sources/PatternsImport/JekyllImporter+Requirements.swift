import PatternsCore

extension JekyllImporter {
    /// What every entry of a collection states, as `required:` for it: the criteria maps each entry
    /// has, and the `screenreader` keys each one writes. A Jekyll layout requires nothing and prints
    /// whatever it finds, so the import requires what the catalog really does everywhere, no more:
    /// the catalog's own entries all validate, and a new entry is held to the same standard.
    static func requirements(of entries: [JekyllDocument]) -> EntryRequirements {
        guard !entries.isEmpty else { return .none }
        let modes = TestingMode.allCases.filter { mode in
            entries.allSatisfy { ($0.frontMatter?[mode.id]?.mappingEntries?.isEmpty == false) }
        }
        var keys: [String] = []
        if modes.contains(.screenReader), let first = entries.first?.frontMatter?[TestingMode.screenReader.id]?.mappingEntries {
            keys = first.compactMap(\.keyText).filter { key in
                entries.allSatisfy { entry in entry.frontMatter?[TestingMode.screenReader.id]?[key] != nil }
            }
        }
        return EntryRequirements(modes: modes, screenReaderKeys: keys)
    }
}
