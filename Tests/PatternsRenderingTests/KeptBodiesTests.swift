import Foundation
import Testing
@testable import PatternsBodyHTML
@testable import PatternsCore

/// A whole-site build renders each body as the loader reads it and keeps it on disk for its pages.
@Suite("Bodies kept for their pages")
struct KeptBodiesTests {
    /// A rendered body using every field: empty and non-ASCII strings, tips with and without
    /// relocatable forms, an empty tip section.
    static let sample: RenderedBody = {
        var body = RenderedBody(notesHTML: "<p>Écran – “notes”</p>\n", tipHTML: [["<li>a</li>", ""], [], ["<li>日本語</li>"]],
                                tipIntroHTML: ["", "<p>intro</p>", ""])
        body.relocatableTipHTML = [[RelocatableHTML(pieces: ["<a href=\"", "patterns/x/\">x</a>"]), nil], [], [nil]]
        body.relocatableTipIntroHTML = [nil, RelocatableHTML(pieces: [""]), RelocatableHTML(pieces: [])]
        return body
    }()

    static func expectEqual(_ read: RenderedBody?, _ kept: RenderedBody, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(read?.notesHTML == kept.notesHTML, sourceLocation: sourceLocation)
        #expect(read?.tipHTML == kept.tipHTML, sourceLocation: sourceLocation)
        #expect(read?.tipIntroHTML == kept.tipIntroHTML, sourceLocation: sourceLocation)
        #expect(read?.relocatableTipHTML == kept.relocatableTipHTML, sourceLocation: sourceLocation)
        #expect(read?.relocatableTipIntroHTML == kept.relocatableTipIntroHTML, sourceLocation: sourceLocation)
    }

    static func handle(_ path: String, hash: UInt64 = 7) -> BodyHandle {
        var handle = SampleSite.button.body.handle
        handle.source = SourcePath(listed: path)
        handle.contentHash = hash
        return handle
    }

    @Test("a kept body reads back as kept, with the parts asked for")
    func roundTrip() throws {
        let kept = try #require(KeptBodies(folder: NSTemporaryDirectory()))
        let handle = Self.handle("content/patterns/a.md")
        kept.keep(Self.sample, searchTerms: "ecran notes", of: handle)
        let all = kept.reading(of: handle, parts: .all)
        Self.expectEqual(all?.rendered, Self.sample)
        #expect(all?.searchTerms == "ecran notes")

        let tips = kept.reading(of: handle, parts: .tips)
        #expect(tips?.rendered.notesHTML == "" && tips?.searchTerms == "")
        #expect(tips?.rendered.tipHTML == Self.sample.tipHTML && tips?.rendered.relocatableTipHTML == Self.sample.relocatableTipHTML)
        let notes = kept.reading(of: handle, parts: [.notes, .searchTerms])
        #expect(notes?.rendered.notesHTML == Self.sample.notesHTML && notes?.searchTerms == "ecran notes")
        #expect(notes?.rendered.tipHTML == [] && notes?.rendered.tipIntroHTML == [])
    }

    @Test("a body not kept, or kept from other bytes of its file, is not found")
    func notFound() throws {
        let kept = try #require(KeptBodies(folder: NSTemporaryDirectory()))
        kept.keep(Self.sample, searchTerms: "", of: Self.handle("content/patterns/a.md", hash: 1))
        #expect(kept.reading(of: Self.handle("content/patterns/a.md", hash: 2), parts: .all) == nil)
        #expect(kept.reading(of: Self.handle("content/patterns/b.md", hash: 1), parts: .all) == nil)
        #expect(KeptBodies(folder: NSTemporaryDirectory() + "/no-such-folder-\(UUID())") == nil)
    }

    @Test("bodies kept from many threads at once each read back as kept")
    func concurrentKeeps() throws {
        let kept = try #require(KeptBodies(folder: NSTemporaryDirectory()))
        DispatchQueue.concurrentPerform(iterations: 200) { index in
            var body = Self.sample
            body.notesHTML = String(repeating: "<p>\(index)</p>", count: index)
            kept.keep(body, searchTerms: "term\(index)", of: Self.handle("content/patterns/\(index).md"))
        }
        #expect(kept.count == 200)
        for index in 0..<200 {
            let reading = kept.reading(of: Self.handle("content/patterns/\(index).md"), parts: .all)
            #expect(reading?.rendered.notesHTML == String(repeating: "<p>\(index)</p>", count: index))
            #expect(reading?.searchTerms == "term\(index)")
            #expect(reading?.rendered.relocatableTipIntroHTML == Self.sample.relocatableTipIntroHTML)
        }
    }

    @Test("the decoder refuses every cut of a kept body's bytes and extra bytes after it")
    func truncatedBytes() {
        let bytes = KeptBody.bytes(of: Self.sample, searchTerms: "terms")
        #expect(KeptBody.read(bytes)?.searchTerms == "terms")
        Self.expectEqual(KeptBody.read(bytes)?.body, Self.sample)
        for count in 0..<bytes.count {
            #expect(KeptBody.read(Array(bytes[..<count])) == nil, "\(count) bytes")
        }
        #expect(KeptBody.read(bytes + [0]) == nil)
    }

    @Test("the renderer keeps the notes and tips it renders for the pages, and gives the same tips' digest")
    func rendererKeeps() throws {
        let kept = try #require(KeptBodies(folder: NSTemporaryDirectory()))
        let entry = SampleSite.button
        let bytes = SampleBytes.bytes(hashed: entry.body.handle.contentHash)
        // The loader's reading, here the page's: the tree the renderer is handed.
        let digest = try #require(entry.body.handle.parse(bytes, config: SampleSite.config, examples: ExampleLibrary(),
                                                          renderer: DigestOfKept(kept: kept), parts: .all)).rendered
        let plain = SampleSite.body(of: entry.body, parts: .all)
        #expect(digest == plain.tipContentDigest)
        let reading = kept.reading(of: entry.body.handle, parts: .all)
        Self.expectEqual(reading?.rendered, plain)
        #expect(reading?.searchTerms == "terms")
    }
}

/// Hands each body to a keeping renderer, as the loader does with `BodyParts.pages`, and returns the digest it gives.
private struct DigestOfKept: BodyRenderer {
    let kept: KeptBodies

    func render(_ body: ParsedBody, parts: BodyParts) -> UInt64 {
        BodyHTMLRenderer(keeping: kept).keep(body, searchTerms: "terms", of: SampleSite.button.body.handle)
    }

    func tipContentDigest(of body: ParsedBody) -> UInt64 { 0 }
}
