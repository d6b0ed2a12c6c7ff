import Foundation
import Testing

/// Live examples and screen-reader videos on a whole site: what `validate` reports, what `build`
/// writes, and incremental builds after editing them.
@Suite struct MediaSiteTests {
    @Test func validateReportsEachMediaProblemOnItsFile() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("media-site")
        let run = try PatternsBinary.run(["validate", "--site", site.path, "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let findings = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(findings.map { "\($0["rule"] ?? "") \($0["file"] ?? "")" } == [
            "patterns.media.lfs-pointer content/media/video/patterns/android/text-field.mp4",
            "patterns.media.unknown-entry content/media/video/patterns/ios/buton.mp4",
            "patterns.media.captions-missing content/media/video/patterns/ios/text-field.mp4",
            "patterns.media.unknown-folder content/media/video/patterns/jaws/button.mp4",
        ])
    }

    @Test func captionsCanBeRequired() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("media-site")
        let config = site.appendingPathComponent("patterns.yml")
        let text = try String(contentsOf: config, encoding: .utf8) + "rules:\n  patterns.media.captions-missing: error\n"
        try text.write(to: config, atomically: false, encoding: .utf8)
        let run = try PatternsBinary.run(["build", "--site", site.path, "--output", temp.url.appendingPathComponent("out").path])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("content/media/video/patterns/ios/text-field.mp4: error: the iOS VoiceOver video has no captions"))
    }

    @Test func buildWritesFramesVideosAndLeavesPointersOut() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("media-site")
        let output = temp.url.appendingPathComponent("out")
        let run = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path])
        #expect(run.status == 0, "\(run.stderr)")
        let files = Set(TemporaryFolder.snapshot(output).keys)
        for frame in ["patterns/button/example-1.html", "patterns/button/example-3.html", "guides/writing-examples/example-1.html",
                      "examples/disabled-button.html", "examples/forms/labelled-input.html"] {
            #expect(files.contains(frame), "\(frame)")
        }
        #expect(files.contains("media/video/patterns/ios/button.mp4"))
        #expect(files.contains("media/video/patterns/ios/button.vtt"))
        #expect(!files.contains("media/video/patterns/android/text-field.mp4"), "an LFS pointer is not published")
        #expect(!files.contains { $0.hasPrefix("content/examples") })

        let sitemap = try read(output, "sitemap.xml")
        #expect(!sitemap.contains("example-1.html") && !sitemap.contains("examples/disabled"), "frames are parts of pages, not pages")

        // One example file serves two entries.
        for page in ["patterns/button/index.html", "patterns/text-field/index.html"] {
            #expect(try read(output, page).contains("src=\"../../examples/disabled-button.html\""), "\(page)")
        }
        let button = try read(output, "patterns/button/index.html")
        #expect(button.contains("<figure class=\"video\" id=\"video-ios-voiceover\">"))
        #expect(button.contains("<track kind=\"captions\" src=\"../../media/video/patterns/ios/button.vtt\" srclang=\"en\" label=\"Captions\" default>"))
        #expect(button.contains("poster=\"../../media/video/patterns/ios/button.jpg\""))
        #expect(!button.contains("autoplay"))
        // iOS VoiceOver before Android TalkBack, as `videos:` lists them.
        let ios = try #require(button.range(of: "video-ios-voiceover"))
        let android = try #require(button.range(of: "video-android-talkback"))
        #expect(ios.lowerBound < android.lowerBound)
        let textField = try read(output, "patterns/text-field/index.html")
        #expect(textField.contains("This video has no captions yet."))
        #expect(!textField.contains("video-android-talkback"), "a video that is an LFS pointer is not shown")
    }

    @Test func editingAnExampleFileRebuildsEveryPageThatShowsIt() throws {
        let built = try IncrementalBuildTests.BuiltSite(fixture: "media-site")
        try built.edit("content/examples/disabled-button.html") { $0.replacingOccurrences(of: "Save changes", with: "Save your changes") }
        let log = try built.rebuildMatchesCleanBuild()
        #expect(log.contains("(whole site re-rendered)"), "\(log)")
        #expect(try read(built.output, "patterns/text-field/index.html").contains("Save your changes"))
    }

    @Test func editingAnInlineExampleRewritesThePageAndItsFrame() throws {
        let built = try IncrementalBuildTests.BuiltSite(fixture: "media-site")
        try built.edit("content/patterns/controls/button.md") { $0.replacingOccurrences(of: "Send message</button>", with: "Send it</button>") }
        let log = try built.rebuildMatchesCleanBuild()
        #expect(log.contains("(own pages re-rendered)"), "\(log)")
        #expect(log.contains("wrote 2 of 4 rendered files"), "the page and the frame; the search text leaves code out: \(log)")
    }

    @Test func removingAnExampleRemovesItsFrame() throws {
        let built = try IncrementalBuildTests.BuiltSite(fixture: "media-site")
        try built.edit("content/patterns/controls/button.md") { $0.replacingOccurrences(of: "```html example=\"Clickable div\" inaccessible", with: "```html") }
        try built.rebuildMatchesCleanBuild()
        #expect(!FileManager.default.fileExists(atPath: built.output.appendingPathComponent("patterns/button/example-3.html").path))
    }

    @Test func addingCaptionsAndAVideoShowsThem() throws {
        let built = try IncrementalBuildTests.BuiltSite(fixture: "media-site")
        try "WEBVTT\n\n00:00.000 --> 00:01.000\nCity, text field.\n"
            .write(to: built.site.appendingPathComponent("content/media/video/patterns/ios/text-field.vtt"), atomically: false, encoding: .utf8)
        try built.rebuildMatchesCleanBuild()
        #expect(!(try read(built.output, "patterns/text-field/index.html").contains("This video has no captions yet.")))
        try "version https://git-lfs.github.com/spec/v1\noid sha256:11\nsize 2\n"
            .write(to: built.site.appendingPathComponent("content/media/video/patterns/ios/button.mp4"), atomically: false, encoding: .utf8)
        let log = try built.rebuildMatchesCleanBuild()
        #expect(log.contains("patterns.media.lfs-pointer"), "\(log)")
        #expect(!FileManager.default.fileExists(atPath: built.output.appendingPathComponent("media/video/patterns/ios/button.mp4").path))
    }

    private func read(_ output: URL, _ page: String) throws -> String {
        try String(contentsOf: output.appendingPathComponent(page), encoding: .utf8)
    }
}
