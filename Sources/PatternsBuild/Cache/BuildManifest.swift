import Foundation
import PatternsCore
import PatternsDiagnostics
import PatternsExports
import PatternsHistory
import PatternsRendering

/// What the last successful build read and wrote, kept in `.patterns-cache/` so the next build
/// can tell what changed.
///
/// Stored as tab-separated lines (with `%`-escapes) rather than JSON: a 10,000-entry site has
/// 30,000 records, and reading them must take milliseconds for a one-file rebuild to stay fast.
struct BuildManifest: Sendable {
    /// Bump when the format or the meaning of a field changes; older manifests are then ignored.
    static let formatVersion = "patterns-build-manifest 8"

    /// One source file as it was read.
    struct Source: Sendable, Equatable {
        var size: Int
        var modified: Int64
        var contentHash: UInt64
        /// `crossPageDigest` of the entry or guide; 0 for assets and unusable files.
        var crossPageDigest: UInt64
        /// The output path of the entry's or guide's page; nil for assets and unusable files (written as "").
        var page: OutputPath?

        /// Takes the size, time and hash of a re-read file; the cross-page digest is the caller's to check.
        mutating func record(_ change: SourceChanges.Change) {
            if let state = change.state {
                size = state.size
                modified = state.modified
            }
            contentHash = change.contentHash
        }
    }

    /// Hash of everything every page depends on: tool version, config, templates, output location.
    var key: UInt64
    /// Device, inode and modification time of the output folder, so a folder deleted or replaced since is noticed.
    var outputIdentity: String
    /// When the manifest was written (nanoseconds since 1970): files modified at or after it are re-hashed.
    var writtenAt: Int64
    var sources: [String: Source] = [:]
    var neighbours = CategoryNeighbours()
    var files: [OutputPath: OutputRecord] = [:]
    /// The git dates the pages were rendered with, and the commit they were read at: the next
    /// build at the same commit reuses them instead of running `git log` again.
    var dates = SourceDates.none
    /// The search index the output's shards were cut from, which an own-pages build updates with
    /// the edited pages' terms. Stored in a file of its own (`BuildCache`) and read only by a build
    /// that needs it, so nil until then (and always when the file is missing or not this manifest's).
    var search: SearchIndexCache?
    /// The stamp of the search index file that belongs with this manifest; 0 when none does.
    var searchStamp: UInt64 = 0

    /// Each entry's and guide's page with its source (page path → source path), for the sitemap.
    var pageSources: [OutputPath: String] {
        var result: [OutputPath: String] = [:]
        for (path, source) in sources { source.page.map { result[$0] = path } }
        return result
    }

    /// Entries and guides whose git date in `dates` differs from the one their page shows now, sorted.
    func redatedSources(_ dates: SourceDates) -> [String] {
        guard dates != self.dates else { return [] }
        return sources.filter { $0.value.page != nil && self.dates[$0.key] != dates[$0.key] }.map(\.key).sorted()
    }

    /// How many usable entries and guides the last build had.
    func modelCounts(collections: [EntryCollection]) -> (entries: Int, guides: Int) {
        var counts = (entries: 0, guides: 0)
        for (path, source) in sources where source.crossPageDigest != 0 {
            switch SiteLayout.kind(ofSource: path, collections: collections) {
            case .entry: counts.entries += 1
            case .guide: counts.guides += 1
            default: break
            }
        }
        return counts
    }

    /// The manifest as bytes; records are unordered, as their reader does not care.
    func encoded() -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(100 * (sources.count + files.count + neighbours.previous.count * 2) + 200)
        encode(into: &bytes)
        return bytes
    }

    /// The bytes of `encoded()`, put into `out` as they are made (a file being written).
    func encode<Output: ByteOutput>(into out: inout Output) {
        func field(_ text: String) {
            out.append(9)
            out.append(utf8: Self.escape(text))
        }
        func field(_ number: UInt64, radix: Int) {
            out.append(9)
            out.append(utf8: String(number, radix: radix))
        }
        // Every record starts a line: the format's header line comes first.
        func record(_ marker: Character) {
            out.append(10)
            out.append(marker.asciiValue!)
        }
        out.append(utf8: Self.formatVersion)
        record("K"); field(key, radix: 16)
        record("O"); field(outputIdentity)
        record("T"); field(UInt64(max(writtenAt, 0)), radix: 10)
        record("I"); field(searchStamp, radix: 16)
        for (path, source) in sources {
            record("S"); field(path)
            field(UInt64(source.size), radix: 10); field(UInt64(max(source.modified, 0)), radix: 10)
            field(source.contentHash, radix: 16); field(source.crossPageDigest, radix: 16); field(source.page?.text ?? "")
        }
        for (marker, links) in [("P", neighbours.previous), ("N", neighbours.next)] as [(Character, [OutputPath: CategoryNeighbours.Neighbour])] {
            for (page, link) in links {
                record(marker); field(page.text); field(link.title); field(link.pagePath.text)
            }
        }
        for (index, count) in neighbours.categoryCounts.enumerated() {
            record("C"); field(UInt64(index), radix: 10); field(count.collection); field(count.category)
            field(UInt64(count.entryCount), radix: 10)
        }
        for (path, file) in files {
            record("F"); field(path.text); field(UInt64(file.size), radix: 10); field(file.hash, radix: 16)
        }
        record("G"); field(dates.revision)
        for (path, date) in dates.dates {
            record("D"); field(path); field(date.iso)
        }
        out.append(10)
    }

    /// Nil when the bytes are not a manifest of this format (an older tool's, or damaged).
    ///
    /// Reads fields straight from the bytes: splitting 30,000 lines as Unicode text took most of an
    /// up-to-date build's time.
    init?(decoding bytes: [UInt8]) {
        var reader = ManifestLineReader(bytes)
        guard reader.line() == Array(Self.formatVersion.utf8) else { return nil }
        var key: UInt64?
        var identity: String?
        var writtenAt: Int64?
        var counts: [Int: CategoryNeighbours.CategoryCount] = [:]
        while let marker = reader.nextRecord() {
            switch marker {
            case UInt8(ascii: "K"): key = reader.number(radix: 16)
            case UInt8(ascii: "O"): identity = reader.text()
            case UInt8(ascii: "T"): writtenAt = reader.number(radix: 10).map { Int64(truncatingIfNeeded: $0) }
            case UInt8(ascii: "I"): searchStamp = reader.number(radix: 16) ?? 0
            case UInt8(ascii: "S"):
                let path = reader.text()
                guard let size = reader.number(radix: 10), let modified = reader.number(radix: 10),
                      let content = reader.number(radix: 16), let digest = reader.number(radix: 16) else { return nil }
                let page = reader.text()
                guard page.isEmpty || OutputPath(page) != nil else { return nil }
                sources[path] = Source(size: Int(size), modified: Int64(truncatingIfNeeded: modified),
                                       contentHash: content, crossPageDigest: digest, page: OutputPath(page))
            case UInt8(ascii: "P"), UInt8(ascii: "N"):
                let page = reader.text(), title = reader.text(), linked = reader.text()
                guard let page = OutputPath(page), let linked = OutputPath(linked) else { return nil }
                let link = CategoryNeighbours.Neighbour(title: title, pagePath: linked)
                if marker == UInt8(ascii: "P") { neighbours.previous[page] = link } else { neighbours.next[page] = link }
            case UInt8(ascii: "C"):
                guard let index = reader.number(radix: 10) else { return nil }
                let collection = reader.text(), category = reader.text()
                guard let entryCount = reader.number(radix: 10) else { return nil }
                counts[Int(index)] = CategoryNeighbours.CategoryCount(collection: collection, category: category, entryCount: Int(entryCount))
            case UInt8(ascii: "F"):
                guard let path = OutputPath(reader.text()), let size = reader.number(radix: 10),
                      let hash = reader.number(radix: 16) else { return nil }
                files[path] = OutputRecord(size: Int(size), hash: hash)
            case UInt8(ascii: "G"): dates.revision = reader.text()
            case UInt8(ascii: "D"):
                let path = reader.text()
                guard let date = CommitDate(iso: reader.text()) else { return nil }
                dates.dates[path] = date
            default:
                return nil
            }
            guard reader.isAtLineEnd else { return nil }
        }
        guard let key, let identity, let writtenAt, counts.keys.sorted() == Array(0..<counts.count) else { return nil }
        neighbours.categoryCounts = counts.sorted { $0.key < $1.key }.map(\.value)
        self.key = key
        self.outputIdentity = identity
        self.writtenAt = writtenAt
    }

    init(key: UInt64, outputIdentity: String, writtenAt: Int64) {
        self.key = key
        self.outputIdentity = outputIdentity
        self.writtenAt = writtenAt
    }

    /// Tabs, newlines and `%` would break the line format; they are rare in paths and titles.
    private static func escape(_ text: String) -> String {
        guard TextEscaping.containsByte(in: text, where: { $0 == 9 || $0 == 10 || $0 == 13 || $0 == 37 }) else { return text }
        return text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\t", with: "%09")
            .replacingOccurrences(of: "\n", with: "%0A").replacingOccurrences(of: "\r", with: "%0D")
    }

    fileprivate static func unescape(_ text: String) -> String {
        guard TextEscaping.containsByte(37, in: text) else { return text }
        return text.replacingOccurrences(of: "%09", with: "\t").replacingOccurrences(of: "%0A", with: "\n")
            .replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%25", with: "%")
    }
}

/// Reads the manifest's tab-separated records field by field from raw bytes.
private struct ManifestLineReader {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtLineEnd: Bool { position >= bytes.count || bytes[position] == 10 }

    /// The rest of the current line, consuming its newline.
    mutating func line() -> [UInt8] {
        let start = position
        while position < bytes.count, bytes[position] != 10 { position += 1 }
        defer { position += 1 }
        return Array(bytes[start..<position])
    }

    /// Moves to the next non-empty line and returns its one-letter record marker.
    mutating func nextRecord() -> UInt8? {
        while position < bytes.count, bytes[position] == 10 { position += 1 }
        guard position + 1 < bytes.count, bytes[position + 1] == 9 else { return nil }
        defer { position += 1 }
        return bytes[position]
    }

    /// The next tab-led field as text.
    mutating func text() -> String {
        guard position < bytes.count, bytes[position] == 9 else { return "" }
        position += 1
        let start = position
        while position < bytes.count, bytes[position] != 9, bytes[position] != 10 { position += 1 }
        return BuildManifest.unescape(String(decoding: bytes[start..<position], as: UTF8.self))
    }

    /// The next tab-led field as an unsigned number; nil if it is not one.
    mutating func number(radix: UInt64) -> UInt64? {
        guard position < bytes.count, bytes[position] == 9 else { return nil }
        position += 1
        var value: UInt64 = 0
        var digits = 0
        while position < bytes.count, bytes[position] != 9, bytes[position] != 10 {
            let byte = bytes[position]
            let digit: UInt64
            switch byte {
            case 48...57: digit = UInt64(byte - 48)
            case 97...102: digit = UInt64(byte - 87)
            default: return nil
            }
            guard digit < radix else { return nil }
            let (shifted, overflow) = value.multipliedReportingOverflow(by: radix)
            guard !overflow else { return nil }
            value = shifted &+ digit
            digits += 1
            position += 1
        }
        return digits > 0 ? value : nil
    }
}
