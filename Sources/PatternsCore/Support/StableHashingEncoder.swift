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
        return sink.hasher.value
    }

    private final class Sink {
        var hasher = StableHasher()

        /// Mixes in one value: a marker of its kind, then its content. Every primitive `Codable` knows
        /// (strings, booleans, integers and floating-point numbers of any width) is mixed in here:
        /// their own `encode(to:)` would ask a single-value container to encode them again.
        func combine<Value: Encodable>(_ value: Value) throws {
            // Casts to a concrete type first: asking whether a value conforms to a protocol looks the
            // conformance up at run time, and every value of every summary is asked (a build hashes
            // each entry's summary). A type marked `StableHashIgnored` is never one of these three.
            switch value {
            case let text as String: hasher.combine(1); hasher.combine(text)
            case let flag as Bool: hasher.combine(2); hasher.combine(flag)
            case let number as Int: hasher.combine(3); hasher.combine(UInt64(truncatingIfNeeded: number))
            case is any StableHashIgnored: hasher.combine(0x5107)
            case let number as any BinaryInteger: hasher.combine(3); hasher.combine(UInt64(truncatingIfNeeded: number))
            case let number as Double: hasher.combine(4); hasher.combine(number.bitPattern)
            case let number as Float: hasher.combine(4); hasher.combine(Double(number).bitPattern)
            default: try value.encode(to: ValueEncoder(sink: self))
            }
        }
    }

    private struct ValueEncoder: Encoder {
        let sink: Sink
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            sink.hasher.combine(5)
            return KeyedEncodingContainer(Keyed<Key>(sink: sink))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            sink.hasher.combine(6)
            return Unkeyed(sink: sink)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer { Single(sink: sink) }
    }

    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let sink: Sink
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) throws {
            sink.hasher.combine(key.stringValue)
            sink.hasher.combine(7)
        }

        mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
            sink.hasher.combine(key.stringValue)
            try sink.combine(value)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            sink.hasher.combine(key.stringValue)
            return ValueEncoder(sink: sink).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            sink.hasher.combine(key.stringValue)
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
            sink.hasher.combine(8)
            sink.hasher.combine(7)
        }

        mutating func encode<Value: Encodable>(_ value: Value) throws {
            count += 1
            sink.hasher.combine(8)
            try sink.combine(value)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            count += 1
            sink.hasher.combine(8)
            return ValueEncoder(sink: sink).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            count += 1
            sink.hasher.combine(8)
            return ValueEncoder(sink: sink).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { ValueEncoder(sink: sink) }
    }

    private struct Single: SingleValueEncodingContainer {
        let sink: Sink
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() throws { sink.hasher.combine(7) }
        mutating func encode<Value: Encodable>(_ value: Value) throws { try sink.combine(value) }
    }
}
