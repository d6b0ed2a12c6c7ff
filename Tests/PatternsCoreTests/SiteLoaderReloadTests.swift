import Testing
@testable import PatternsCore
import PatternsDiagnostics

/// Re-reading a few files, as the incremental build does after an edit, reads them as `load` would.
@Suite struct SiteLoaderReloadTests {
    static let config = SiteConfig(categories: [Category(id: "controls")])

    @Test func eachFileIsReadByWhatItIs() {
        let files: [(path: String, bytes: [UInt8])] = [
            ("content/patterns/controls/button.md", Array(SiteLoaderTests.entry("Button").utf8)),
            ("content/guides/intro.md", Array("# Introduction\n\nWelcome.\n".utf8)),
            ("content/patterns/controls/images/button.png", [0x89, 0x50, 0x4e, 0x47]),
            ("content/guides/broken.md", [0xff, 0xfe, 0x00]),
        ]
        let (reloaded, diagnostics) = reporting { engine in
            SiteLoader(root: "/nonexistent").reload(files, renderer: nil, config: Self.config, examples: ExampleLibrary(), diagnostics: engine)
        }
        #expect(reloaded.entries.map(\.slug) == ["button"])
        #expect(reloaded.guides.map(\.title) == ["Introduction"])
        #expect(reloaded.assets == ["content/patterns/controls/images/button.png"])
        #expect(reloaded.unusable == ["content/guides/broken.md"])
        #expect(diagnostics.contains { $0.file == "content/guides/broken.md" && $0.severity == .error })
        #expect(!diagnostics.contains { $0.file != "content/guides/broken.md" })
    }
}
