import Testing
@testable import PatternsCore
import PatternsDiagnostics

/// The table of front-matter fields and the entry reader must agree: whatever the table says is
/// required is reported when missing, and a value of each field's shape is accepted without a word.
@Suite("Front-matter fields")
struct FrontMatterFieldTests {
    @Test("every required field is reported missing, with the table's hint", arguments: FrontMatterField.patternEntry.filter(\.isRequired))
    func requiredFieldsAreReported(field: FrontMatterField) throws {
        let (_, diagnostics) = readEntry(removingBlock(field.name, from: sliderEntry))
        let missing = try #require(diagnostics.with(.missingField).first, "\(diagnostics.summaries)")
        #expect(missing.message == "missing required field '\(field.name)'")
        #expect(missing.hint == field.missingHint)
    }

    @Test("a value of each optional field's shape is accepted", arguments: FrontMatterField.patternEntry.filter { !$0.isRequired })
    func optionalFieldsAreKnown(field: FrontMatterField) {
        let text = removingBlock(field.name, from: sliderEntry)
            .replacingOccurrences(of: "---\n\n## Notes", with: "\(field.name):\(Self.sampleValue(field.shape))\n---\n\n## Notes")
        let (entry, diagnostics) = readEntry(text)
        #expect(entry != nil)
        #expect(diagnostics.isEmpty, "\(diagnostics.summaries)")
    }

    @Test("the screen reader's standard keys are the table's required screenreader fields")
    func screenReaderKeys() {
        #expect(ScreenReaderOutput.standardKeys == ["name", "role", "group", "state"])
        #expect(FrontMatterField.screenReaderFields.allSatisfy { $0.isRequired })
    }

    @Test("names are unique and every field says what it holds")
    func namesAndSummaries() {
        let all = FrontMatterField.patternEntry + FrontMatterField.screenReaderFields + FrontMatterField.gherkinStepFields
        #expect(Set(FrontMatterField.patternEntry.map(\.name)).count == FrontMatterField.patternEntry.count)
        #expect(all.allSatisfy { !$0.summary.isEmpty })
        #expect(FrontMatterField.patternEntry.filter(\.isRequired).allSatisfy { $0.missingHint != nil })
    }

    /// A YAML value (after `key:`) of the given shape that the controls-only test site accepts.
    static func sampleValue(_ shape: FrontMatterField.Shape) -> String {
        switch shape {
        case .text, .ignored: return " Some text"
        case .integer: return " 3"
        case .words(.categories): return " [controls]"
        case .words(.platforms): return " ios android"
        case .criteria: return "\n  double tap: It opens"
        case .mapping(let fields): return fields.map { "\n  \($0.name): Some text" }.joined()
        case .steps(let fields): return "\n  - \(fields[0].name): I press tab"
        case .wcag: return "\n  - name: Operable\n    list:\n      - criteria: Is keyboard operable\n        sc: [2.1.1]"
        case .sources: return "\n  - title: WAI-ARIA APG\n    url: https://www.w3.org/WAI/ARIA/apg/\n    backs: [keyboard.tab, mobile.swipe-up-or-down]"
        case .keys: return " [mobile.swipe-up-or-down]"
        }
    }
}
