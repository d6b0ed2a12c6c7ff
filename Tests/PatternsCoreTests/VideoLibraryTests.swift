import Foundation
import Testing
@testable import PatternsCore
import PatternsDiagnostics

@Suite("Screen-reader videos")
struct VideoLibraryTests {
    static let config: SiteConfig = {
        var config = SiteConfig(categories: [Category(id: "controls")])
        config.videos = [VideoKind(id: "ios-voiceover", title: "iOS VoiceOver", folder: "ios"),
                         VideoKind(id: "android-talkback", title: "Android TalkBack", folder: "android")]
        return config
    }()

    @Test("videos are found by file name, in the order of videos:, with captions and poster; pointers are not published")
    func scan() throws {
        let site = try TemporarySite()
        let files = [
            "content/media/video/patterns/android/button.webm": "webm",
            "content/media/video/patterns/android/button.vtt": "WEBVTT\n",
            "content/media/video/patterns/ios/button.mp4": "mp4",
            "content/media/video/patterns/ios/button.webm": "webm",
            "content/media/video/patterns/ios/button.png": "png",
            "content/media/video/patterns/ios/switch.mp4": "version https://git-lfs.github.com/spec/v1\noid sha256:00\nsize 9\n",
            "content/media/video/patterns/ios/slider.mp4": "mp4",
            "content/media/video/patterns/ios/notes.txt": "not media",
            "content/media/video/patterns/jaws/button.mp4": "mp4",
            "content/media/video/web/ios/button.mp4": "mp4",
        ]
        for (path, text) in files { try site.write(path, text) }
        let library = VideoLibrary.scan(paths: files.keys.sorted(), config: Self.config, directory: SiteDirectory(root: site.root))
        #expect(library.unpublished == ["content/media/video/patterns/ios/switch.mp4"])

        let button = try #require(readEntry(entryText(title: "Button"), path: "content/patterns/controls/button.md").entry)
        let videos = library.videos(for: button)
        #expect(videos.map(\.kind.id) == ["ios-voiceover", "android-talkback"])
        #expect(videos[0].sources == ["content/media/video/patterns/ios/button.mp4", "content/media/video/patterns/ios/button.webm"])
        #expect(videos[0].captions == nil)
        #expect(videos[0].poster == "content/media/video/patterns/ios/button.png")
        #expect(videos[1].captions == "content/media/video/patterns/android/button.vtt")

        let engine = DiagnosticEngine()
        library.report(entries: [button], to: engine)
        #expect(engine.diagnostics.map { "\($0.rule.id) \($0.file)" } == [
            "patterns.media.captions-missing content/media/video/patterns/ios/button.mp4",
            "patterns.media.unknown-entry content/media/video/patterns/ios/slider.mp4",
            "patterns.media.lfs-pointer content/media/video/patterns/ios/switch.mp4",
            "patterns.media.unknown-folder content/media/video/patterns/jaws/button.mp4",
            "patterns.media.unknown-folder content/media/video/web/ios/button.mp4",
        ])
        #expect(engine.diagnostics.allSatisfy { $0.location == nil })
    }

    @Test("a video named one edit away from an entry suggests it")
    func didYouMean() throws {
        let site = try TemporarySite()
        try site.write("content/media/video/patterns/ios/buton.mp4", "mp4")
        let library = VideoLibrary.scan(paths: ["content/media/video/patterns/ios/buton.mp4"], config: Self.config,
                                        directory: SiteDirectory(root: site.root))
        let button = try #require(readEntry(entryText(title: "Button"), path: "content/patterns/controls/button.md").entry)
        let engine = DiagnosticEngine()
        library.report(entries: [button], to: engine)
        #expect(engine.diagnostics.map(\.hint) == ["did you mean 'button'? rename the file to match the entry's slug"])
    }

    @Test("videos: in patterns.yml, with each problem at its position")
    func config() {
        let text = """
        videos:
          - { id: ios-voiceover, title: "iOS VoiceOver", folder: ios }
          - { id: talkback }
          - { id: "Bad Id", folder: x }
          - { id: other, folder: "a/b" }
          - { id: ios-again, folder: ios }
          - { title: "No id" }
        """
        let (config, diagnostics) = reporting("patterns.yml") { SiteConfigReader.read(text, diagnostics: $0) }
        #expect(config.videos == [VideoKind(id: "ios-voiceover", title: "iOS VoiceOver", folder: "ios"),
                                  VideoKind(id: "talkback", title: "talkback", folder: "talkback")])
        #expect(diagnostics.summaries == [
            "patterns.config.invalid@4:11", "patterns.config.invalid@5:26", "patterns.config.invalid@6:11", "patterns.config.invalid@7:5",
        ])
    }

    private func entryText(title: String) -> String {
        "---\ntitle: \(title)\ncategories: [controls]\nkeyboard: n/a\nmobile: n/a\nscreenreader: n/a\n---\n"
    }
}
