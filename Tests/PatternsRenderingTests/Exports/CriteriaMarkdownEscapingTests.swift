import Testing
@testable import PatternsRendering

/// `CriteriaMarkdown.escaped` reads ASCII byte by byte and other text by `Character`; both must
/// escape alike. A trailing "é" sends the same text down the `Character` path.
struct CriteriaMarkdownEscapingTests {
    @Test func asciiIsEscapedAsTheCharacterPathEscapesIt() {
        var generator = SeededGenerator(seed: 31)
        let alphabet = Array("\\`*_[]<>&~|ab .:-#!()\"'\r\n\t")
        for _ in 0..<2_000 {
            let text = String((0..<Int.random(in: 0...24, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            #expect(CriteriaMarkdown.escaped(text) + "é" == CriteriaMarkdown.escaped(text + "é"), "\(text.debugDescription)")
        }
        #expect(CriteriaMarkdown.escaped("a*b_[c]|d") == "a\\*b\\_\\[c\\]\\|d")
    }
}
