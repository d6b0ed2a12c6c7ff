import Foundation
import Testing
@testable import PatternsCore

/// A whole-site build makes each entry's criteria once and keeps them on disk for the four kinds of
/// page that show them; what they read back must be what they would have made.
@Suite("Criteria kept for the pages")
struct CriteriaBookTests {
    /// Generated steps, hand-written ones with conditions, criteria limited to platforms, and a Given line (no key).
    static let entryText = AcceptanceCriteriaTests.iconButton
        .replacingOccurrences(of: "space: Activates the button", with: "space: Runs the action (iOS Full Keyboard Access and Android)")
        .replacingOccurrences(of: "settings:", with: """
        gherkin-keyboard:
          - when: I press the Tab key
            result: I see a focus indicator
          - or: I use the arrow keys
          - if tab activation is manual: I press Enter
        settings:
        """)

    @Test("criteria read back from their bytes equal the criteria made, with titled platforms, Given lines and conditions")
    func roundTrip() throws {
        var criteria = AcceptanceCriteria(entry: try #require(readEntry(Self.entryText).entry).summary)
        #expect(criteria.gherkin.contains { $0.keys.contains(nil) })
        #expect(criteria.condensed.contains { $0.platforms.contains { !$0.isEmpty } })
        // A site's own platform, with a title.
        criteria.condensed[0].platforms[0] = [Platform("windows", title: "Windows"), .ios]
        #expect(AcceptanceCriteria(scratch: criteria.scratchBytes) == criteria)
        // Platforms are equal by id; the title is kept too.
        #expect(AcceptanceCriteria(scratch: criteria.scratchBytes)?.condensed[0].platforms[0].map(\.title) == ["Windows", nil])
        let bytes = criteria.scratchBytes
        for count in 0..<bytes.count { #expect(AcceptanceCriteria(scratch: Array(bytes[..<count])) == nil) }
        #expect(AcceptanceCriteria(scratch: bytes + [0]) == nil)
    }

    @Test("a keeping book gives each entry the criteria a plain book makes; an entry it did not keep is made when asked")
    func keepingBook() throws {
        let texts = [AcceptanceCriteriaTests.iconButton, Self.entryText,
                     AcceptanceCriteriaTests.iconButton.replacingOccurrences(of: "title: Icon Button", with: "title: Card")]
        let entries = try texts.enumerated().map { index, text in
            try #require(readEntry(text, path: "content/patterns/controls/e\(index).md").entry)
        }
        let records = try #require(ScratchRecords(folder: NSTemporaryDirectory()))
        let book = CriteriaBook(keeping: Array(entries.prefix(2)), in: records)
        #expect(records.count == 2)
        for entry in entries {
            #expect(book[entry.summary] == CriteriaBook()[entry.summary])
        }
        // Kept from other bytes of the file: made again rather than shown stale.
        var edited = entries[0]
        edited.body.handle.contentHash &+= 1
        edited.title = "Other"
        #expect(book[edited.summary].componentName == "other")
    }
}
