import PatternsDiagnostics

/// A YAML value with the source range it came from.
///
/// Mappings keep their entries in source order (keyboard steps are a sequence, not a
/// dictionary) and keep duplicate keys, which the parser has already reported.
public struct YAMLNode: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        case mapping([YAMLMappingEntry])
    }

    public var kind: Kind
    public var range: SourceRange
    /// An explicit tag such as `!!str`, when the source wrote one.
    public var tag: String?

    public init(_ kind: Kind, range: SourceRange, tag: String? = nil) {
        self.kind = kind
        self.range = range
        self.tag = tag
    }

    public var location: SourceLocation { range.start }
}

/// A scalar's text exactly as YAML resolved it, and how it was written.
public struct YAMLScalar: Hashable, Sendable {
    public enum Style: Hashable, Sendable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    public var value: String
    public var style: Style

    public init(_ value: String, style: Style = .plain) {
        self.value = value
        self.style = style
    }

    /// True for the plain scalars YAML 1.1 reads as null: empty, `~`, `null`.
    public var isNull: Bool {
        style == .plain && ["", "~", "null", "Null", "NULL"].contains(value)
    }
}

/// One `key: value` pair of a mapping.
public struct YAMLMappingEntry: Hashable, Sendable {
    public var key: YAMLNode
    public var value: YAMLNode

    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }

    /// The key's text when the key is a scalar (it nearly always is).
    public var keyText: String? { key.scalar?.value }
}

extension YAMLNode {
    public var scalar: YAMLScalar? {
        if case .scalar(let scalar) = kind { return scalar }
        return nil
    }

    public var sequenceItems: [YAMLNode]? {
        if case .sequence(let items) = kind { return items }
        return nil
    }

    public var mappingEntries: [YAMLMappingEntry]? {
        if case .mapping(let entries) = kind { return entries }
        return nil
    }

    /// True when the node is a null scalar (`key:` with nothing after it).
    public var isNull: Bool { scalar?.isNull ?? false }

    /// The first entry with this key, for mappings.
    public subscript(key: String) -> YAMLNode? {
        mappingEntries?.first { $0.keyText == key }?.value
    }

    /// A word for the node's kind, for messages such as "expected a mapping, found a list".
    public var kindDescription: String {
        switch kind {
        case .scalar(let scalar): return scalar.isNull ? "an empty value" : "a text value"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}
