#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PatternsCore
import Synchronization

/// Every body of a whole-site build as its pages show it, rendered while the loader's reading of the
/// file was alive and kept on disk, not in memory, until the pages are made.
///
/// Pages used to parse each body again (`BodyHandle.parse`): a body was parsed by the loader to check
/// it, then by its page, and its tips again by another page. Kept here, a body is parsed once, and
/// its page gets exactly the text that was checked. The models still hold no HTML: the bodies go to an
/// unnamed file (`O_TMPFILE`, gone when closed, even after a crash) in a folder the build names, on
/// disk like the output rather than in memory, about 16 KB an entry. A body that could not be kept (the
/// disk full) is not found here, and its page parses the file as before.
public final class KeptBodies: Sendable {
    private let descriptor: Int32
    /// Where the next body goes in the file.
    private let end = Atomic<Int>(0)
    /// Each kept body's bytes in the file, by source, with the hash of the file it was read from.
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
            // A file system without unnamed files: a named one, unlinked at once.
            var template = Array((folder + "/.patterns-bodies-XXXXXX").utf8CString)
            descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard descriptor >= 0 else { return nil }
            template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// How many bodies are kept.
    public var count: Int { places.withLock { $0.count } }

    /// Keeps `body` and its search terms for the pages showing the body at `handle`.
    public func keep(_ body: RenderedBody, searchTerms: String, of handle: BodyHandle) {
        var encoder = KeptBodyEncoder()
        encoder.write(body, searchTerms: searchTerms)
        let bytes = encoder.bytes
        let offset = end.wrappingAdd(bytes.count, ordering: .relaxed).oldValue
        let written = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
        guard written == bytes.count else { return }
        places.withLock { $0[handle.source] = (handle.contentHash, offset, bytes.count) }
    }

    /// The body at `handle` as kept, with `parts` of it (the notes left out unless asked for, the
    /// search terms likewise); nil when it was not kept, or was kept from other bytes.
    public func reading(of handle: BodyHandle, parts: BodyParts) -> BodyHandle.Reading<RenderedBody>? {
        guard let place = places.withLock({ $0[handle.source] }), place.hash == handle.contentHash else { return nil }
        var bytes = [UInt8](repeating: 0, count: place.count)
        let read = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(place.offset)) }
        guard read == place.count else { return nil }
        var decoder = KeptBodyDecoder(bytes: bytes)
        guard var (body, searchTerms) = decoder.read() else { return nil }
        if !parts.contains(.notes) { body.notesHTML = "" }
        if !parts.contains(.tips) {
            body.tipHTML = []
            body.tipIntroHTML = []
            body.relocatableTipHTML = []
            body.relocatableTipIntroHTML = []
        }
        return BodyHandle.Reading(rendered: body, searchTerms: parts.contains(.searchTerms) ? searchTerms : "")
    }
}

/// A kept body's bytes: each string as its UTF-8 length (eight bytes) and bytes, each list as its
/// count then its items, an absent relocatable HTML as a count of -1.
struct KeptBodyEncoder {
    private(set) var bytes: [UInt8] = []

    mutating func write(_ body: RenderedBody, searchTerms: String) {
        write(body.notesHTML)
        write(searchTerms)
        write(body.tipHTML) { $0.write($1) { $0.write($1) } }
        write(body.tipIntroHTML) { $0.write($1) }
        write(body.relocatableTipHTML) { $0.write($1) { $0.write($1) } }
        write(body.relocatableTipIntroHTML) { $0.write($1) }
    }

    private mutating func write(_ number: Int) {
        withUnsafeBytes(of: Int64(number).littleEndian) { bytes.append(contentsOf: $0) }
    }

    private mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            write(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    private mutating func write(_ html: RelocatableHTML?) {
        guard let html else { return write(-1) }
        write(html.pieces) { $0.write($1) }
    }

    private mutating func write<Item>(_ items: [Item], each: (inout Self, Item) -> Void) {
        write(items.count)
        for item in items { each(&self, item) }
    }
}

/// Reads what `KeptBodyEncoder` wrote; nil for bytes it did not write.
struct KeptBodyDecoder {
    let bytes: [UInt8]
    private var position = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func read() -> (body: RenderedBody, searchTerms: String)? {
        guard let notes = string(), let searchTerms = string(),
              let tips = list({ $0.list { $0.string() } }), let intros = list({ $0.string() }),
              let relocatable = list({ $0.list { $0.relocatable() } }), let relocatableIntros = list({ $0.relocatable() }),
              position == bytes.count else { return nil }
        var body = RenderedBody(notesHTML: notes, tipHTML: tips, tipIntroHTML: intros)
        body.relocatableTipHTML = relocatable
        body.relocatableTipIntroHTML = relocatableIntros
        return (body, searchTerms)
    }

    private mutating func number() -> Int? {
        guard bytes.count - position >= 8 else { return nil }
        var value: Int64 = 0
        for index in (0..<8).reversed() { value = value << 8 | Int64(bytes[position + index]) }
        position += 8
        return Int(value)
    }

    private mutating func string() -> String? {
        guard let count = number(), count >= 0, bytes.count - position >= count else { return nil }
        defer { position += count }
        return String(decoding: bytes[position..<position + count], as: UTF8.self)
    }

    /// A relocatable HTML, or nil inside the optional for one kept as absent.
    private mutating func relocatable() -> RelocatableHTML?? {
        guard let count = number() else { return nil }
        if count == -1 { return .some(nil) }
        position -= 8
        return list { $0.string() }.map { .some(RelocatableHTML(pieces: $0)) }
    }

    private mutating func list<Item>(_ item: (inout Self) -> Item?) -> [Item]? {
        guard let count = number(), count >= 0, count <= bytes.count else { return nil }
        var items: [Item] = []
        items.reserveCapacity(count)
        for _ in 0..<count {
            guard let next = item(&self) else { return nil }
            items.append(next)
        }
        return items
    }
}
