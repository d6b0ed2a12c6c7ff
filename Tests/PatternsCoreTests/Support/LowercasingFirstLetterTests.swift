import Testing
@testable import PatternsCore

@Suite("Lower-casing a criterion's first letter")
struct LowercasingFirstLetterTests {
    /// What the function did before it read ASCII text on its bytes: by characters alone.
    static func reference(_ text: String) -> String {
        let characters = Array(text.prefix(2))
        if characters.count == 2, characters[1].isUppercase { return text }
        if text == "I" || text.hasPrefix("I ") || text.hasPrefix("I'") { return text }
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    @Test("the same as by characters, for ASCII and other text", arguments: [
        "", "A", "a", "I", "I ", "I'm", "In focus", "Focus moves", "VoiceOver reads", "TalkBack", "X", "Xy", "1 item",
        "É focused", "Éa", "A\u{301}b", "Ab\u{301}", "I\u{301} x", "I \u{301}", "\r\nA", "A\r\nb", "AB", "Ab", "A b", "a B",
        "Élan", "ÉCRAN", "İstanbul", "Σigma", "😀 Smile",
    ])
    func sameAsByCharacters(text: String) {
        #expect(text.lowercasingFirstLetter == Self.reference(text))
    }

    @Test("a sentence's first letter is lower-cased; an acronym and a lone I are not")
    func examples() {
        #expect("Focus moves to the tab".lowercasingFirstLetter == "focus moves to the tab")
        #expect("UIButton is read".lowercasingFirstLetter == "UIButton is read")
        #expect("I hear the name".lowercasingFirstLetter == "I hear the name")
    }
}
