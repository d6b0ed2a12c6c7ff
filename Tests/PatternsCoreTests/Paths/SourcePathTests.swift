import Testing
@testable import PatternsCore

@Suite("Source paths")
struct SourcePathTests {
    @Test("a relative, /-separated path is a source path", arguments: [
        "patterns.yml", "content/patterns/slider.md", "content/guides/my guide.md",
    ])
    func accepted(text: String) {
        #expect(SourcePath(text)?.text == text)
    }

    @Test("an empty, absolute or climbing path, an empty part or a NUL byte is refused", arguments: [
        "", "/content/a.md", "../patterns.yml", "content/../patterns.yml", "./content/a.md", "content//a.md", "content/", "a\0.md",
    ])
    func refused(text: String) {
        #expect(SourcePath(text) == nil)
    }

    @Test("paths sort and print as their text; the stem is the file name without extension")
    func orderTextAndStem() {
        let paths: [SourcePath] = ["content/patterns/slider.md", "content/guides/intro.md"]
        #expect(paths.sorted().map(\.description) == ["content/guides/intro.md", "content/patterns/slider.md"])
        #expect(SourcePath("content/patterns/controls/slider.md").stem == "slider")
    }
}
