#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Records a build makes once and reads back later, by source file, kept in an unnamed file on disk
/// rather than in memory: what every page of a large site needs of each file (its rendered body, its
/// acceptance criteria) costs too much memory to hold from loading to rendering, and too much time
/// to make again for each page.
///
/// The file is made with `O_TMPFILE` (else a named file unlinked at once) in a folder the build
/// names, on disk like the output, and is gone when the store is released, even after a crash. Each
/// record gets its slot by an atomic reservation and is written with `pwrite`, so threads store
/// side by side. A record that could not be written (the disk full) is simply not found.
public final class ScratchRecords: Sendable {
    private let descriptor: Int32
    /// Where the next record goes in the file.
    private let end = Atomic<Int>(0)
    /// Each record's place in the file, by source, with the hash of the file it was made from.
    private let places = Mutex<[SourcePath: (hash: UInt64, offset: Int, count: Int)]>([:])

    /// A store in an unnamed file of `folder`; nil when none can be made there.
    public init?(folder: String) {
        #if os(Linux)
        // O_TMPFILE is a C macro Swift does not import: __O_TMPFILE (0o20000000 on x86-64, ARM and
        // RISC-V) with O_DIRECTORY. A kernel or file system without it refuses, and the fallback runs.
        var descriptor = open(folder, 0o20000000 | O_DIRECTORY | O_RDWR | O_CLOEXEC, 0o600)
        #else
        var descriptor: Int32 = -1
        #endif
        if descriptor < 0 {
            var template = Array((folder + "/.patterns-scratch-XXXXXX").utf8CString)
            descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard descriptor >= 0 else { return nil }
            template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// How many records are stored.
    public var count: Int { places.withLock { $0.count } }

    /// Stores `bytes` as the record of `source`, made from the file whose bytes hash to `hash`.
    public func store(_ bytes: [UInt8], for source: SourcePath, hash: UInt64) {
        let offset = end.wrappingAdd(bytes.count, ordering: .relaxed).oldValue
        let written = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
        guard written == bytes.count else { return }
        places.withLock { $0[source] = (hash, offset, bytes.count) }
    }

    /// The record of `source` made from the file whose bytes hash to `hash`; nil when there is none.
    public func bytes(for source: SourcePath, hash: UInt64) -> [UInt8]? {
        guard let place = places.withLock({ $0[source] }), place.hash == hash else { return nil }
        var bytes = [UInt8](repeating: 0, count: place.count)
        let read = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(place.offset)) }
        return read == place.count ? bytes : nil
    }
}

/// A record's bytes: each number as eight little-endian bytes, each string as its UTF-8 length and
/// bytes, each list as its count then its items, each optional as 0 (absent) or 1 then its value.
public struct ScratchWriter {
    public private(set) var bytes: [UInt8] = []

    public init() {}

    public mutating func write(_ number: Int) {
        withUnsafeBytes(of: Int64(number).littleEndian) { bytes.append(contentsOf: $0) }
    }

    public mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            write(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    @inlinable public mutating func writeOptional<Value>(_ value: Value?, each: (inout Self, Value) -> Void) {
        guard let value else { return write(0) }
        write(1)
        each(&self, value)
    }

    @inlinable public mutating func write<Item>(_ items: [Item], each: (inout Self, Item) -> Void) {
        write(items.count)
        for item in items { each(&self, item) }
    }
}

/// Reads what `ScratchWriter` wrote; each read is nil for bytes it did not write.
///
/// The generic reads and writes are inlinable, so they are made for each item type where a record
/// is read (the criteria, their copies in another module); generic, each list and optional looked
/// up its types' metadata at run time, about 1 % of a build.
public struct ScratchReader {
    @usableFromInline let bytes: [UInt8]
    @usableFromInline var position = 0

    public init(bytes: [UInt8]) { self.bytes = bytes }

    /// Whether every byte has been read.
    public var isAtEnd: Bool { position == bytes.count }

    public mutating func number() -> Int? {
        guard bytes.count - position >= 8 else { return nil }
        let value = bytes.withUnsafeBytes { Int64(littleEndian: $0.loadUnaligned(fromByteOffset: position, as: Int64.self)) }
        position += 8
        return Int(value)
    }

    public mutating func string() -> String? {
        guard let count = number(), count >= 0, bytes.count - position >= count else { return nil }
        defer { position += count }
        return String(decoding: bytes[position..<position + count], as: UTF8.self)
    }

    /// A value `writeOptional` wrote: `.some(nil)` for an absent one, nil for bad bytes.
    @inlinable public mutating func optional<Value>(_ item: (inout Self) -> Value?) -> Value?? {
        switch number() {
        case 0: return .some(nil)
        case 1: return item(&self).map { .some($0) }
        default: return nil
        }
    }

    /// Moves past a string without making it: a reading that does not need it.
    public mutating func skipString() -> Bool {
        guard let count = number(), count >= 0, bytes.count - position >= count else { return false }
        position += count
        return true
    }

    @inlinable public mutating func list<Item>(_ item: (inout Self) -> Item?) -> [Item]? {
        guard let count = number(), count >= 0, count <= bytes.count - position else { return nil }
        var items: [Item] = []
        items.reserveCapacity(count)
        for _ in 0..<count {
            guard let next = item(&self) else { return nil }
            items.append(next)
        }
        return items
    }
}
