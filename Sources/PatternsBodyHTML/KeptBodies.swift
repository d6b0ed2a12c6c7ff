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

    /// The body at `handle` as kept, with `parts` of it (the notes and the search terms only when
    /// asked for, so a platform page does not decode an entry's notes); nil when it was not kept, or
    /// was kept from other bytes.
    public func reading(of handle: BodyHandle, parts: BodyParts) -> BodyHandle.Reading<RenderedBody>? {
        guard let bytes = records.bytes(for: handle.source, hash: handle.contentHash),
              let (body, searchTerms) = KeptBody.read(bytes, parts: parts) else { return nil }
        return BodyHandle.Reading(rendered: body, searchTerms: searchTerms)
    }
}

/// A kept body's bytes: the notes, the search terms, the tips and introductions and their
/// relocatable forms (each optional).
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
        writer.writeOptional(html) { $0.write($1.pieces) { $0.write($1) } }
    }

    /// The `parts` of the body in `bytes` (`.notes`, `.tips`, `.searchTerms`; those not asked for
    /// stay empty, and the notes and terms are skipped, not decoded); nil for bytes
    /// `bytes(of:searchTerms:)` did not make.
    static func read(_ bytes: [UInt8], parts: BodyParts = .all) -> (body: RenderedBody, searchTerms: String)? {
        var reader = ScratchReader(bytes: bytes)
        func text(_ part: BodyParts) -> String? {
            parts.contains(part) ? reader.string() : reader.skipString() ? "" : nil
        }
        guard let notes = text(.notes), let searchTerms = text(.searchTerms) else { return nil }
        var body = RenderedBody(notesHTML: notes)
        guard parts.contains(.tips) else { return (body, searchTerms) }
        guard let tips = reader.list({ $0.list { $0.string() } }), let intros = reader.list({ $0.string() }),
              let relocatableTips = reader.list({ $0.list(relocatable) }), let relocatableIntros = reader.list(relocatable),
              reader.isAtEnd else { return nil }
        body.tipHTML = tips
        body.tipIntroHTML = intros
        body.relocatableTipHTML = relocatableTips
        body.relocatableTipIntroHTML = relocatableIntros
        return (body, searchTerms)
    }

    private static func relocatable(_ reader: inout ScratchReader) -> RelocatableHTML?? {
        reader.optional { $0.list { $0.string() } }.map { $0.map(RelocatableHTML.init(pieces:)) }
    }
}
