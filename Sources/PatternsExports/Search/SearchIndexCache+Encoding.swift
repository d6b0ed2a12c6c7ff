import PatternsCore

/// The search index cache as bytes (`.patterns-cache/search`): compact binary, as a 10,000-entry
/// site holds millions of postings and an own-pages build must read them back in milliseconds.
///
/// A header line, the stamp of the manifest it belongs with, then length-prefixed UTF-8 strings and
/// LEB128 numbers: the pages (path, then the five fields of the record), the terms (each with its
/// postings: page number and rank), the layout (each first character with its full and split prefixes).
extension SearchIndexCache {
    /// Bump when the format or the meaning of a field changes; other files are then ignored.
    static let formatVersion = "patterns-search-index 1\n"

    /// The index as bytes, stamped with `stamp` (the manifest's), which `init?(decoding:stamp:)` checks.
    public func encoded(stamp: UInt64) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(postings.values.reduce(0) { $0 + 3 * $1.count + 2 } + 16 * postings.count + 200 * pages.records.count)
        encode(stamp: stamp, into: &bytes)
        return bytes
    }

    /// The bytes of `encoded(stamp:)`, put into `output` as they are made (a file being written).
    public func encode<Output: ByteOutput>(stamp: UInt64, into output: inout Output) {
        output.append(utf8: Self.formatVersion)
        output.number(stamp)
        output.number(UInt64(pages.records.count))
        for (record, path) in zip(pages.records, pages.paths) {
            [path.text, record.title, record.url, record.kind, record.collection, record.summary].forEach { output.string($0) }
        }
        output.number(UInt64(postings.count))
        for (term, list) in postings {
            output.string(term)
            output.number(UInt64(list.count))
            for posting in list {
                output.number(UInt64(posting.page))
                output.append(posting.rank)
            }
        }
        output.number(UInt64(layout.count))
        for (character, cut) in layout {
            output.string(character)
            for keys in [cut.full, cut.split] {
                output.number(UInt64(keys.count))
                keys.forEach { output.string($0) }
            }
        }
    }

    /// Nil unless `bytes` are an index of this format stamped `stamp`, whole.
    public init?(decoding bytes: [UInt8], stamp: UInt64) {
        var reader = IndexReader(bytes: bytes)
        guard reader.expect(Array(Self.formatVersion.utf8)), reader.number() == stamp, let pageCount = reader.count() else { return nil }
        var records: [SearchDocument.Record] = []
        var paths: [OutputPath] = []
        records.reserveCapacity(pageCount)
        paths.reserveCapacity(pageCount)
        for _ in 0..<pageCount {
            guard let path = reader.string(), let title = reader.string(), let url = reader.string(), let kind = reader.string(),
                  let collection = reader.string(), let summary = reader.string(), let path = OutputPath(path) else { return nil }
            paths.append(path)
            records.append(SearchDocument.Record(title: title, url: url, kind: kind, collection: collection, summary: summary))
        }
        guard let termCount = reader.count() else { return nil }
        var postings: [String: [SearchIndexBuilder.Posting]] = [:]
        postings.reserveCapacity(termCount)
        for _ in 0..<termCount {
            guard let term = reader.string(), let count = reader.count() else { return nil }
            var list: [SearchIndexBuilder.Posting] = []
            list.reserveCapacity(count)
            for _ in 0..<count {
                guard let page = reader.number(), page < UInt64(pageCount), let rank = reader.byte() else { return nil }
                list.append(SearchIndexBuilder.Posting(page: Int32(page), rank: rank))
            }
            postings[term] = list
        }
        guard let characterCount = reader.count() else { return nil }
        var layout: [String: SearchShardLayout] = [:]
        for _ in 0..<characterCount {
            guard let character = reader.string(), let full = reader.strings(), let split = reader.strings() else { return nil }
            layout[character] = SearchShardLayout(full: full, split: split)
        }
        guard reader.isAtEnd else { return nil }
        self.init(pages: SearchPageTable(records: records, paths: paths), postings: postings, layout: layout)
    }
}

/// Bytes being written: LEB128 numbers and length-prefixed strings.
extension ByteOutput {
    fileprivate mutating func number(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        append(UInt8(rest))
    }

    fileprivate mutating func string(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            number(UInt64(utf8.count))
            append(contentsOf: utf8)
        }
    }
}

/// Reads what `encode(stamp:into:)` wrote; every read is nil past the end.
private struct IndexReader {
    let bytes: [UInt8]
    var position = 0

    var isAtEnd: Bool { position == bytes.count }

    mutating func expect(_ prefix: [UInt8]) -> Bool {
        guard bytes.count >= prefix.count, bytes[0..<prefix.count].elementsEqual(prefix) else { return false }
        position = prefix.count
        return true
    }

    mutating func byte() -> UInt8? {
        guard position < bytes.count else { return nil }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func number() -> UInt64? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while let byte = byte() {
            guard shift < 64 else { return nil }
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
        return nil
    }

    /// A number small enough to count things in these bytes.
    mutating func count() -> Int? {
        guard let value = number(), value <= UInt64(bytes.count) else { return nil }
        return Int(value)
    }

    mutating func string() -> String? {
        guard let length = count(), position + length <= bytes.count else { return nil }
        defer { position += length }
        return String(decoding: bytes[position..<position + length], as: UTF8.self)
    }

    mutating func strings() -> [String]? {
        guard let count = count() else { return nil }
        var result: [String] = []
        for _ in 0..<count {
            guard let text = string() else { return nil }
            result.append(text)
        }
        return result
    }
}
