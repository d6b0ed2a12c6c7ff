import PatternsCore

/// Every body of a whole-site build as its pages show it, rendered while the loader's reading of the
/// file was alive and kept on disk (`ScratchRecords`), not in memory, until the pages are made.
///
/// Pages used to parse each body again (`BodyHandle.parse`): a body was parsed by the loader to check
/// it, then by its page, and its tips again by another page. Kept here, a body is parsed once, and
/// its page gets exactly the text that was checked. The models still hold no HTML; a kept body is
/// about 8 KB on disk. A body that could not be kept is not found here, and its page parses the file
/// as before.
public final class KeptBodies: Sendable {
    private let records: ScratchRecords

    /// A store in an unnamed file of `folder`; nil when none can be made there.
    public init?(folder: String) {
        guard let records = ScratchRecords(folder: folder) else { return nil }
        self.records = records
    }

    /// How many bodies are kept.
    public var count: Int { records.count }

    /// Keeps `body` and its search terms for the pages showing the body at `handle`.
    public func keep(_ body: RenderedBody, searchTerms: String, of handle: BodyHandle) {
        records.store(KeptBody.bytes(of: body, searchTerms: searchTerms), for: handle.source, hash: handle.contentHash)
    }

    /// The body at `handle` as kept, with `parts` of it (the notes left out unless asked for, the
    /// search terms likewise); nil when it was not kept, or was kept from other bytes.
    public func reading(of handle: BodyHandle, parts: BodyParts) -> BodyHandle.Reading<RenderedBody>? {
        guard let bytes = records.bytes(for: handle.source, hash: handle.contentHash),
              var (body, searchTerms) = KeptBody.read(bytes) else { return nil }
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

/// A kept body's bytes: the notes, the search terms, the tips and introductions and their
/// relocatable forms (an absent one as a list of count -1).
enum KeptBody {
    static func bytes(of body: RenderedBody, searchTerms: String) -> [UInt8] {
        var writer = ScratchWriter()
        writer.write(body.notesHTML)
        writer.write(searchTerms)
        writer.write(body.tipHTML) { $0.write($1) { $0.write($1) } }
        writer.write(body.tipIntroHTML) { $0.write($1) }
        writer.write(body.relocatableTipHTML) { $0.write($1) { write($1, into: &$0) } }
        writer.write(body.relocatableTipIntroHTML) { write($1, into: &$0) }
        return writer.bytes
    }

    private static func write(_ html: RelocatableHTML?, into writer: inout ScratchWriter) {
        guard let html else { return writer.write(-1) }
        writer.write(html.pieces) { $0.write($1) }
    }

    /// Nil for bytes `bytes(of:searchTerms:)` did not make.
    static func read(_ bytes: [UInt8]) -> (body: RenderedBody, searchTerms: String)? {
        var reader = ScratchReader(bytes: bytes)
        guard let notes = reader.string(), let searchTerms = reader.string(),
              let tips = reader.list({ $0.list { $0.string() } }), let intros = reader.list({ $0.string() }),
              let relocatableTips = reader.list({ $0.list { relocatable(&$0) } }), let relocatableIntros = reader.list({ relocatable(&$0) }),
              reader.isAtEnd else { return nil }
        var body = RenderedBody(notesHTML: notes, tipHTML: tips, tipIntroHTML: intros)
        body.relocatableTipHTML = relocatableTips
        body.relocatableTipIntroHTML = relocatableIntros
        return (body, searchTerms)
    }

    /// A relocatable HTML, `.some(nil)` for one kept as absent, nil for bad bytes.
    private static func relocatable(_ reader: inout ScratchReader) -> RelocatableHTML?? {
        var probe = reader
        guard let count = probe.number() else { return nil }
        if count == -1 {
            reader = probe
            return .some(nil)
        }
        return reader.list { $0.string() }.map { .some(RelocatableHTML(pieces: $0)) }
    }
}
