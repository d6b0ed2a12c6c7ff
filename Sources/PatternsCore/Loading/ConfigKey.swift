import PatternsYAML

/// The keys of one section of `patterns.yml`, each spelled once: the unknown-key check lists them
/// (`known`) and the reads name them (`node[Key.title]`), as `FrontMatterField` is for entries.
protocol ConfigKey: RawRepresentable, CaseIterable where RawValue == String {}

extension ConfigKey {
    /// Every key of the section, in table order.
    static var known: [String] { allCases.map(\.rawValue) }
}

extension YAMLNode {
    /// The value of a section's key, if this mapping has it.
    subscript<Key: ConfigKey>(key: Key) -> YAMLNode? { self[key.rawValue] }
}
