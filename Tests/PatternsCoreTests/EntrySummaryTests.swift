import Testing
@testable import PatternsCore
import PatternsDiagnostics

/// The cross-page digest is the stable hash of `EntrySummary`: it changes exactly when what other
/// pages read changes.
@Suite("Entry summary and cross-page digest")
struct EntrySummaryTests {
    static func entry(_ frontMatter: String = "", notes: String = "Some notes.") throws -> PatternEntry {
        let (read, diagnostics) = readEntry("""
            ---
            title: Slider
            categories: controls
            keyboard:
              tab: Focus moves to the thumb
            mobile:
              swipe right: Focus moves to the thumb
            screenreader:
              name: Its label
              role: Slider
              group: n/a
              state: Its value
            \(frontMatter)
            ---
            \(notes)
            """)
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.summaries)")
        return try #require(read)
    }

    @Test("the digest is the same for the same entry read twice, and between runs of the hasher")
    func stable() throws {
        #expect(try Self.entry().crossPageDigest == Self.entry().crossPageDigest)
        #expect(StableHashingEncoder.hash(["a", "b"]) == StableHashingEncoder.hash(["a", "b"]))
    }

    @Test("an edit of the notes' prose, or lines moved down, leaves the digest as it was")
    func ownPageEdits() throws {
        let base = try Self.entry().crossPageDigest
        #expect(try Self.entry(notes: "Other words entirely.").crossPageDigest == base)
        #expect(try Self.entry("\n\n").crossPageDigest == base)
    }

    @Test("what the criteria export shows changes the digest: `verify:` and `sources:` (both once missed by a hand-kept list)",
          arguments: ["verify: [keyboard.tab]",
                      "sources:\n  - title: APG slider\n    url: https://www.w3.org/WAI/ARIA/apg/patterns/slider/\n    backs: [keyboard.tab]",
                      "description: A slider",
                      "settings:\n  larger text: The value stays readable"])
    func crossPageEdits(frontMatter: String) throws {
        #expect(try Self.entry(frontMatter).crossPageDigest != Self.entry().crossPageDigest)
    }

    @Test("a heading added to the notes changes the digest (a link target, search text)")
    func headings() throws {
        #expect(try Self.entry(notes: "## Focus\n\nText.").crossPageDigest != Self.entry(notes: "Text.").crossPageDigest)
    }

    @Test("the hash tells apart values that only differ in where list elements end")
    func structure() {
        #expect(StableHashingEncoder.hash([["a"], []]) != StableHashingEncoder.hash([[], ["a"]]))
        #expect(StableHashingEncoder.hash(["ab", "c"]) != StableHashingEncoder.hash(["a", "bc"]))
        let here = Criterion(input: "tab", expectation: "Focus moves", location: SourceLocation(line: 3, column: 3))
        var there = here
        there.location = SourceLocation(line: 30, column: 1)
        #expect(StableHashingEncoder.hash(here) == StableHashingEncoder.hash(there))
        there.expectation = "Focus moves on"
        #expect(StableHashingEncoder.hash(here) != StableHashingEncoder.hash(there))
    }

    @Test("every primitive Codable knows is hashed, whatever its width")
    func primitives() {
        struct Widths: Encodable {
            var small: UInt8, signed: Int32, wide: UInt64, real: Double, single: Float
        }
        let base = Widths(small: 1, signed: -2, wide: 3, real: 0.5, single: 0.25)
        var other = base
        other.real = 0.75
        #expect(StableHashingEncoder.hash(base) == StableHashingEncoder.hash(base))
        #expect(StableHashingEncoder.hash(base) != StableHashingEncoder.hash(other))
        other = base
        other.small = 2
        #expect(StableHashingEncoder.hash(base) != StableHashingEncoder.hash(other))
        // An integer hashes the same whatever type holds it.
        #expect(StableHashingEncoder.hash(Int(7)) == StableHashingEncoder.hash(UInt8(7)))
    }

    @Test("copies of an entry share their fields until one is written")
    func copies() throws {
        let entry = try Self.entry()
        var copy = entry
        #expect(copy == entry)
        copy.title = "Range"
        #expect(copy.title == "Range" && entry.title == "Slider")
        #expect(copy.crossPageDigest != entry.crossPageDigest)
    }
}
