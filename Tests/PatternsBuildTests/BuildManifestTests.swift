import PatternsHistory
import Testing
import PatternsCore
@testable import PatternsBuild

/// The manifest's hand-written line format must give back exactly what it was given.
@Suite struct BuildManifestTests {
    /// Text that could break a tab-separated line format: separators, escapes, spaces, non-ASCII.
    static let awkward = [
        "content/patterns/controls/plain.md",
        "content/patterns/with space/a b.md",
        "content/guides/tab\there.md",
        "content/guides/new\nline\r\n.md",
        "content/guides/100%25 sure %.md",
        "content/guides/literal %09 and %0A and %.md",
        "content/patterns/ünïcødé/日本語 🎛️.md",
        "",
    ]

    static func sample() -> BuildManifest {
        var manifest = BuildManifest(key: 0xdead_beef_0123_4567, outputIdentity: "2049:1234:1700000000.5", writtenAt: 1_700_000_000_123_456_789)
        for (index, path) in awkward.enumerated() {
            // An output path is relative: the empty source path has none.
            let page = OutputPath(path + "/index.html")
            manifest.sources[path] = BuildManifest.Source(size: index * 1000, modified: Int64(index) * 1_000_000_007,
                                                          contentHash: UInt64.max - UInt64(index), crossPageDigest: UInt64(index),
                                                          page: index.isMultiple(of: 2) ? page : nil)
            if let page { manifest.files[page] = OutputRecord(size: index, hash: UInt64(index) << 60) }
            manifest.dates.dates[path] = CommitDate(year: 2000 + index, month: 1 + index, day: 20 + index)
        }
        manifest.dates.revision = "0123456789abcdef0123456789abcdef01234567"
        manifest.searchStamp = 1_700_000_000_123_456_789
        manifest.neighbours.previous["b"] = CategoryNeighbours.Neighbour(title: "A \"quoted\"\ttitle\n", pagePath: "patterns/a/index.html")
        manifest.neighbours.next["a"] = CategoryNeighbours.Neighbour(title: "Bé 100% 🎛️", pagePath: "patterns/with space/index.html")
        manifest.neighbours.next["c d"] = CategoryNeighbours.Neighbour(title: "", pagePath: "patterns/tab\there/index.html")
        manifest.neighbours.categoryCounts = [
            CategoryNeighbours.CategoryCount(collection: "web", category: "tab\there", entryCount: 12),
            CategoryNeighbours.CategoryCount(collection: "web", category: "controls", entryCount: 0),
            CategoryNeighbours.CategoryCount(collection: "ünïcødé 100%", category: "a", entryCount: 10_000),
        ]
        return manifest
    }

    @Test func encodingThenDecodingGivesTheSameManifest() throws {
        let manifest = Self.sample()
        let decoded = try #require(BuildManifest(decoding: manifest.encoded()))
        #expect(decoded.key == manifest.key)
        #expect(decoded.outputIdentity == manifest.outputIdentity)
        #expect(decoded.writtenAt == manifest.writtenAt)
        #expect(decoded.searchStamp == manifest.searchStamp)
        #expect(decoded.sources == manifest.sources)
        #expect(decoded.files == manifest.files)
        #expect(decoded.dates == manifest.dates)
        #expect(decoded.neighbours.previous == manifest.neighbours.previous)
        #expect(decoded.neighbours.next == manifest.neighbours.next)
        #expect(decoded.neighbours.categoryCounts == manifest.neighbours.categoryCounts, "in order")
    }

    @Test func anEmptyManifestRoundTrips() throws {
        let manifest = BuildManifest(key: 0, outputIdentity: "", writtenAt: 0)
        let decoded = try #require(BuildManifest(decoding: manifest.encoded()))
        #expect(decoded.key == 0 && decoded.outputIdentity == "" && decoded.writtenAt == 0)
        #expect(decoded.sources.isEmpty && decoded.files.isEmpty && decoded.neighbours.next.isEmpty)
        #expect(decoded.dates == .none)
    }

    @Test func everyRecordIsOneLine() {
        let lines = String(decoding: Self.sample().encoded(), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        // Header, key, identity, time, search index stamp, then one line per source, file, neighbour link and category
        // count, the dates' revision, a line per date, and the final newline (the empty source path has no output file).
        #expect(lines.count == 5 + Self.awkward.count + (Self.awkward.count - 1) + 3 + 3 + 1 + Self.awkward.count + 1)
        #expect(lines.first.map(String.init) == BuildManifest.formatVersion)
    }

    @Test func anotherFormatOrDamageIsRefused() {
        #expect(BuildManifest(decoding: []) == nil)
        #expect(BuildManifest(decoding: Array("patterns-build-manifest 1\nK\t1\nO\tx\nT\t1\n".utf8)) == nil)
        // A number field that is not a number.
        #expect(BuildManifest(decoding: Array((BuildManifest.formatVersion + "\nK\tzz\nO\tx\nT\t1\n").utf8)) == nil)
        // An unknown record.
        #expect(BuildManifest(decoding: Array((BuildManifest.formatVersion + "\nK\t1\nO\tx\nT\t1\nQ\tx\n").utf8)) == nil)
        // Category counts with a gap in their order.
        #expect(BuildManifest(decoding: Array((BuildManifest.formatVersion + "\nK\t1\nO\tx\nT\t1\nC\t1\tweb\tforms\t3\n").utf8)) == nil)
        // A date that is not a day.
        #expect(BuildManifest(decoding: Array((BuildManifest.formatVersion + "\nK\t1\nO\tx\nT\t1\nD\ta.md\tsoon\n").utf8)) == nil)
        // A missing key record.
        #expect(BuildManifest(decoding: Array((BuildManifest.formatVersion + "\nO\tx\nT\t1\n").utf8)) == nil)
    }

    @Test func pagesWhoseDateChangedAreTheRedatedSources() {
        var manifest = BuildManifest(key: 1, outputIdentity: "", writtenAt: 0)
        for name in ["a", "b", "c", "d"] {
            manifest.sources["content/\(name).md"] = BuildManifest.Source(size: 1, modified: 1, contentHash: 1, crossPageDigest: 1,
                                                                          page: OutputPath(composed: "\(name)/index.html"))
        }
        manifest.sources["content/e.png"] = BuildManifest.Source(size: 1, modified: 1, contentHash: 1, crossPageDigest: 0)
        let old = CommitDate(year: 2026, month: 1, day: 2)!, new = CommitDate(year: 2026, month: 11, day: 20)!
        manifest.dates = SourceDates(revision: "1", dates: ["content/a.md": old, "content/b.md": old, "content/c.md": old, "content/e.png": old])
        let next = SourceDates(revision: "2", dates: ["content/a.md": old, "content/b.md": new, "content/d.md": new, "content/e.png": new])
        #expect(manifest.redatedSources(next) == ["content/b.md", "content/c.md", "content/d.md"], "changed, lost and gained; never an asset")
        #expect(manifest.redatedSources(manifest.dates).isEmpty)
        #expect(manifest.pageSources["b/index.html"] == "content/b.md" && manifest.pageSources.count == 4)
    }
}
