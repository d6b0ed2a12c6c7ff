import PatternsDiagnostics

/// A value that says where something is rather than what it is, which `StableHashingEncoder` leaves
/// out: no page shows where a value stands in its file (moving a line must not change what other
/// pages read), and a body's handle names the file the rest of the value was read from.
public protocol StableHashIgnored {}

extension SourceLocation: StableHashIgnored {}

/// Hashes every stored property of an `Encodable` value with `StableHasher`, in declaration order,
/// through the conformance the compiler writes: a property added to the value is in its hash
/// without anyone remembering to add it. Values of `StableHashIgnored` types are left out.
///
/// The value must not hold a `Set` or `Dictionary`: their order differs from run to run.
public enum StableHashingEncoder {
    public static func hash<Value: Encodable>(_ value: Value) -> UInt64 {
        let sink = Sink()
        // The values hashed here are built by this program from types whose encoding cannot fail.
        try? value.encode(to: ValueEncoder(sink: sink))
        return sink.hasher.pointee.value
    }

    private final class Sink {
        /// The hash so far, behind a pointer: mutating a class's stored property through a call is
        /// checked for exclusive access at run time, which was a sixth of hashing a summary.
        let hasher = UnsafeMutablePointer<StableHasher>.allocate(capacity: 1)

        /// The types met so far and how each is mixed in, in the order met: a summary holds a few
        /// dozen types and thousands of values, and classing a value by casts took up to seven failed
        /// casts (two of them run-time conformance look-ups), so each type is classed once per hash.
        private var kinds: [(type: ObjectIdentifier, kind: Kind)] = []

        init() { hasher.initialize(to: StableHasher()) }

        deinit { hasher.deallocate() }

        /// How a value of one type is mixed in.
        private enum Kind {
            case string, bool, int, ignored, integer, double, float
            /// Through its own `encode(to:)`: structures, enumerations, arrays, optionals.
            case encoded
        }

        /// Mixes in one value: a marker of its kind, then its content. Every primitive `Codable` knows
        /// (strings, booleans, integers and floating-point numbers of any width) is mixed in here:
        /// their own `encode(to:)` would ask a single-value container to encode them again.
        func combine<Value: Encodable>(_ value: Value) throws {
            switch kind(of: Value.self) {
            case .encoded: try value.encode(to: ValueEncoder(sink: self))
            case .string: hasher.pointee.combine(1); hasher.pointee.combine(Self.load(value, as: String.self))
            case .ignored: hasher.pointee.combine(0x5107)
            case .bool: hasher.pointee.combine(2); hasher.pointee.combine(Self.load(value, as: Bool.self))
            case .int: hasher.pointee.combine(3); hasher.pointee.combine(UInt64(truncatingIfNeeded: Self.load(value, as: Int.self)))
            case .integer:
                let number = value as! any BinaryInteger
                hasher.pointee.combine(3); hasher.pointee.combine(UInt64(truncatingIfNeeded: number))
            case .double: hasher.pointee.combine(4); hasher.pointee.combine(Self.load(value, as: Double.self).bitPattern)
            case .float: hasher.pointee.combine(4); hasher.pointee.combine(Double(Self.load(value, as: Float.self)).bitPattern)
            }
        }

        /// The kind of `type`, looked up among the types met so far (a scan of a few dozen
        /// identities), else found from the type: its identity, then its conformances.
        private func kind<Value: Encodable>(of type: Value.Type) -> Kind {
            let identity = ObjectIdentifier(type)
            if let known = kinds.first(where: { $0.type == identity }) { return known.kind }
            let kind: Kind = if type == String.self { .string }
                else if type == Bool.self { .bool }
                else if type == Int.self { .int }
                else if type is any StableHashIgnored.Type { .ignored }
                else if type is any BinaryInteger.Type { .integer }
                else if type == Double.self { .double }
                else if type == Float.self { .float }
                else { .encoded }
            kinds.append((identity, kind))
            return kind
        }

        /// `value` as the type it is known to be (`kind(of:)` matched its type's identity): a copy
        /// read from its storage, without a run-time cast.
        private static func load<Value, Known>(_ value: Value, as known: Known.Type) -> Known {
            withUnsafePointer(to: value) { UnsafeRawPointer($0).load(as: Known.self) }
        }
    }

    private struct ValueEncoder: Encoder {
        let sink: Sink
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            sink.hasher.pointee.combine(5)
            return KeyedEncodingContainer(Keyed<Key>(sink: sink))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            sink.hasher.pointee.combine(6)
            return Unkeyed(sink: sink)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer { Single(sink: sink) }
    }

    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let sink: Sink
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) throws {
            sink.hasher.pointee.combine(key.stringValue)
            sink.hasher.pointee.combine(7)
        }

        mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
            sink.hasher.pointee.combine(key.stringValue)
            try sink.combine(value)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            sink.hasher.pointee.combine(key.stringValue)
            return ValueEncoder(sink: sink).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            sink.hasher.pointee.combine(key.stringValue)
            return ValueEncoder(sink: sink).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { ValueEncoder(sink: sink) }
        mutating func superEncoder(forKey key: Key) -> any Encoder { ValueEncoder(sink: sink) }
    }

    /// Each element is marked, so `[["a"], []]` and `[[], ["a"]]` differ.
    private struct Unkeyed: UnkeyedEncodingContainer {
        let sink: Sink
        var codingPath: [any CodingKey] { [] }
        private(set) var count = 0

        init(sink: Sink) { self.sink = sink }

        mutating func encodeNil() throws {
            count += 1
            sink.hasher.pointee.combine(8)
            sink.hasher.pointee.combine(7)
        }

        mutating func encode<Value: Encodable>(_ value: Value) throws {
            count += 1
            sink.hasher.pointee.combine(8)
            try sink.combine(value)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            count += 1
            sink.hasher.pointee.combine(8)
            return ValueEncoder(sink: sink).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            count += 1
            sink.hasher.pointee.combine(8)
            return ValueEncoder(sink: sink).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { ValueEncoder(sink: sink) }
    }

    private struct Single: SingleValueEncodingContainer {
        let sink: Sink
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() throws { sink.hasher.pointee.combine(7) }
        mutating func encode<Value: Encodable>(_ value: Value) throws { try sink.combine(value) }
    }
}
