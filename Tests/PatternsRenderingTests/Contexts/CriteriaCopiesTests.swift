import Foundation
import Testing
@testable import PatternsCore
import PatternsDiagnostics
import PatternsExports
@testable import PatternsRendering

/// A whole-site build makes an entry's feature and defect data once, with its criteria, and keeps
/// them on disk for the two pages each that copy them; what they read back must be what they would
/// have made.
@Suite("Criteria copies kept for the pages")
struct CriteriaCopiesTests {
    @Test("copies read back from their bytes equal the copies made; every cut of them is refused")
    func roundTrip() {
        let entry = SampleSite.button.summary
        let copies = CriteriaCopies.Entry(entry: entry, criteria: AcceptanceCriteria(entry: entry))
        #expect(copies.feature == CriteriaExport.featureText(of: entry, criteria: AcceptanceCriteria(entry: entry)))
        #expect(copies.feature.hasPrefix("@ios @web @keyboard @screenreader @settings\nFeature: Button\n"))
        #expect(CriteriaCopies.Entry(scratch: copies.scratchBytes) == copies)
        let bytes = copies.scratchBytes
        for count in 0..<bytes.count { #expect(CriteriaCopies.Entry(scratch: Array(bytes[..<count])) == nil) }
        #expect(CriteriaCopies.Entry(scratch: bytes + [0]) == nil)
    }

    @Test("an entry's defect data is the object the reporter's data held before: inside the page's data and a chunk alike")
    func defectDataIsTheWrittenObject() throws {
        let entry = SampleSite.button.summary
        let criteria = AcceptanceCriteria(entry: entry)
        var writer = JSONWriter(style: .compact, scriptSafe: true)
        writer.beginArray()
        AuditPageData.write(entry, criteria: criteria, to: &writer)
        AuditPageData.write(SampleSite.toggle.summary, criteria: nil, to: &writer)
        writer.endArray()
        let written = writer.take()
        var copied = JSONWriter(style: .compact, scriptSafe: true)
        copied.beginArray()
        copied.written(AuditPageData.entry(entry, criteria: criteria))
        copied.written(AuditPageData.entry(SampleSite.toggle.summary, criteria: AcceptanceCriteria(entry: SampleSite.toggle.summary)))
        copied.endArray()
        #expect(copied.take() == written)
        #expect(AuditPageData.json(config: SampleSite.config, entry: AuditPageData.entry(entry, criteria: criteria))
            == AuditPageData.json(config: SampleSite.config, entries: [entry]))
        let object = try JSONSerialization.jsonObject(with: Data(AuditPageData.entry(entry, criteria: criteria).utf8)) as? [String: Any]
        #expect(object?["title"] as? String == "Button")
    }

    @Test("kept copies are the copies made when asked; an entry not kept, or kept from other bytes of its file, is made again")
    func keptCopies() throws {
        let records = try #require(ScratchRecords(folder: NSTemporaryDirectory()))
        let copies = CriteriaCopies(keptIn: records)
        let button = SampleSite.button.summary, toggle = SampleSite.toggle.summary
        _ = CriteriaBook(keeping: [SampleSite.button], in: try #require(ScratchRecords(folder: NSTemporaryDirectory())), alongside: copies.keep)
        #expect(records.count == 1)
        var asked = 0
        let kept = copies.of(button) { asked += 1; return AcceptanceCriteria(entry: button) }
        #expect(asked == 0)
        #expect(kept == CriteriaCopies().of(button) { AcceptanceCriteria(entry: button) })
        #expect(copies.of(toggle) { asked += 1; return AcceptanceCriteria(entry: toggle) }.feature.contains("Feature: Toggle"))
        #expect(asked == 1)
        var edited = SampleSite.button
        edited.body.handle.contentHash &+= 1
        edited.title = "Other"
        #expect(copies.of(edited.summary) { asked += 1; return AcceptanceCriteria(entry: edited.summary) }.feature.contains("Feature: Other"))
        #expect(asked == 2)
    }
}
