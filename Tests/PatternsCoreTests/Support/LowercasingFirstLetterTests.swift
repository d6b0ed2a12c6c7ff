import Testing
@testable import PatternsCore

@Suite("Lower-casing a criterion's first letter")
struct LowercasingFirstLetterTests {
    @Test("bytes and characters agree, for ASCII and other text", arguments: [
        "", "A", "a", "I", "I ", "I'm", "In focus", "Focus moves", "VoiceOver reads", "TalkBack", "X", "Xy", "1 item",
        "É focused", "Éa", "A\u{301}b", "Ab\u{301}", "I\u{301} x", "I \u{301}", "\r\nA", "A\r\nb", "AB", "Ab", "A b", "a B",
        "Élan", "ÉCRAN", "İstanbul", "Σigma", "😀 Smile", "Focus\tMoves", "Tab\u{301}Key", "Screen reader: VoiceOver",
    ])
    func bytesAndCharactersAgree(text: String) {
        #expect(text.lowercasingFirstLetter == text.lowercasingFirstLetterByCharacters)
    }

    @Test("a sentence's first letter is lower-cased", arguments: [
        ("Focus moves to the tab", "focus moves to the tab"), ("Élan", "élan"), ("Tab key", "tab key"), ("The name", "the name"),
    ])
    func lowerCased(text: String, expected: String) {
        #expect(text.lowercasingFirstLetter == expected)
    }

    @Test("an acronym, a product's name with inner capitals and the pronoun I stay as written", arguments: [
        "VoiceOver reads the label", "TalkBack announces it", "NVDA says", "UIButton is read", "I hear the name", "I'm on it", "I",
        "ÉCRAN reader",
    ])
    func kept(text: String) {
        #expect(text.lowercasingFirstLetter == text)
    }
}
