import Testing
@testable import PatternsCore

/// The bundled WCAG 2.2 index against facts of the recommendation.
struct WCAGIndexTests {
    @Test("86 current criteria, unique ids, plus 4.1.1 marked obsolete")
    func counts() {
        #expect(WCAGIndex.current.count == 86)
        #expect(WCAGIndex.all.count == 87)
        #expect(Set(WCAGIndex.all.map(\.id)).count == WCAGIndex.all.count)
        #expect(WCAGIndex.all.filter(\.isObsolete).map(\.id) == ["4.1.1"])
    }

    @Test("every criterion has its text from the Recommendation, 4.1.1 its note of removal")
    func everyCriterionHasItsText() {
        for criterion in WCAGIndex.all {
            let blocks = WCAGText.blocks(of: criterion)
            #expect(!blocks.isEmpty, "\(criterion.id)")
            #expect(blocks.allSatisfy { !$0.text.isEmpty && !$0.text.contains("<") && ($0.kind == .item) == !$0.term.isEmpty }, "\(criterion.id)")
        }
        #expect(WCAGText.blocks(of: WCAGIndex.criterion(id: "4.1.1")!).map(\.kind) == [.note])
        #expect(WCAGText.blocks(of: WCAGIndex.criterion(id: "1.4.3")!).first?.text.hasPrefix("The visual presentation of text and images of text has a contrast ratio of at least 4.5:1") == true)
    }

    @Test("levels and versions match the recommendation", arguments: [
        ("2.4.11", "AA", "2.2"), ("2.4.13", "AAA", "2.2"), ("2.5.8", "AA", "2.2"), ("3.3.8", "AA", "2.2"),
        ("1.4.10", "AA", "2.1"), ("2.1.1", "A", "2.0"), ("3.2.6", "A", "2.2"), ("4.1.3", "AA", "2.1"),
    ])
    func levels(id: String, level: String, version: String) throws {
        let criterion = try #require(WCAGIndex.criterion(id: id))
        #expect(criterion.level.rawValue == level)
        #expect(criterion.version == version)
    }

    @Test("criteria per level and per version add up as in WCAG 2.2")
    func tallies() {
        let current = WCAGIndex.current
        #expect(current.filter { $0.level == .a }.count == 31)
        #expect(current.filter { $0.level == .aa }.count == 24)
        #expect(current.filter { $0.level == .aaa }.count == 31)
        #expect(current.filter { $0.version == "2.1" }.count == 17)
        #expect(current.filter { $0.version == "2.2" }.count == 9)
        #expect(WCAGPrinciple.allCases.map { p in current.filter { $0.principle == p }.count } == [29, 34, 21, 2])
    }

    @Test("principle, guideline and Understanding link follow from the id")
    func derived() throws {
        let focus = try #require(WCAGIndex.criterion(id: "2.4.7"))
        #expect(focus.principle == .operable)
        #expect(focus.guideline == "2.4 Navigable")
        #expect(focus.understandingURL == "https://www.w3.org/WAI/WCAG22/Understanding/focus-visible.html")
        #expect(focus.label == "2.4.7 Focus Visible (AA)")
    }

    @Test("a mistyped id suggests the nearest criterion of its guideline", arguments: [
        ("2.4.14", "2.4.13"), ("1.4.15", "1.4.13"), ("2.5.0", "2.5.1"), ("9.9.9", nil), ("2.4", nil),
    ])
    func suggestion(typed: String, suggested: String?) {
        #expect(WCAGIndex.suggestion(for: typed) == suggested)
    }
}
