import Foundation
import Testing
import PatternsCore
import PatternsRendering
@testable import PatternsBuild

/// Readers of the output folder only ever see a complete site: the old one or the new one.
@Suite struct OutputTransactionTests {
    final class Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("patterns-output-tests-\(UUID().uuidString)")
        var site: String { url.appendingPathComponent("site").path }
        var output: String { url.appendingPathComponent("out").path }

        init() throws { try FileManager.default.createDirectory(atPath: site, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(at: url) }

        func contents(_ path: String) -> String? {
            FileManager.default.contents(atPath: output + "/" + path).map { String(decoding: $0, as: UTF8.self) }
        }

        /// Everything beside the output folder: staging folders must not be left behind.
        var siblings: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }
    }

    @Test func replaceWritesEveryFileAndSwapsTheFolderIn() throws {
        let folder = try Folder()
        let transaction = try OutputTransaction(output: folder.output, siteRoot: folder.site, mode: .replace)
        transaction.write(RenderedFile(path: "index.html", text: "home"))
        transaction.write(RenderedFile(path: "a/b/page.html", contents: Array("deep".utf8)))
        #expect(folder.contents("index.html") == nil, "nothing is visible before the commit")
        let summary = try transaction.commit(isWholeSite: true)
        #expect(summary.written == 2 && summary.unchanged == 0 && summary.removed == 0)
        #expect(Set(summary.files.keys) == ["index.html", "a/b/page.html"])
        #expect(folder.contents("index.html") == "home")
        #expect(folder.contents("a/b/page.html") == "deep")
        #expect(folder.siblings == ["out", "site"])
    }

    @Test func updateWritesOnlyChangedFilesAndRemovesStaleOnes() throws {
        let folder = try Folder()
        let first = try OutputTransaction(output: folder.output, siteRoot: folder.site, mode: .replace)
        for (path, text) in [("same.html", "same"), ("changed.html", "old"), ("stale/gone.html", "gone")] as [(OutputPath, String)] {
            first.write(RenderedFile(path: path, text: text))
        }
        let previous = try first.commit(isWholeSite: true).files

        let second = try OutputTransaction(output: folder.output, siteRoot: folder.site, mode: .update(previous: previous))
        second.write(RenderedFile(path: "same.html", text: "same"))
        second.write(RenderedFile(path: "changed.html", text: "new"))
        second.write(RenderedFile(path: "added.html", text: "added"))
        let summary = try second.commit(isWholeSite: true)
        #expect(summary.written == 2 && summary.unchanged == 1 && summary.removed == 1)
        #expect(Set(summary.files.keys) == ["same.html", "changed.html", "added.html"])
        #expect(folder.contents("changed.html") == "new")
        #expect(folder.contents("stale/gone.html") == nil)
        #expect(!FileManager.default.fileExists(atPath: folder.output + "/stale"), "a folder left empty is removed")
        #expect(folder.siblings == ["out", "site"])
    }

    @Test func aStreamedFileIsWrittenPieceByPieceAndRecordedLikeAnyOther() throws {
        let folder = try Folder()
        let pieces = ["{", "\"a\": 1", "}\n"]
        let streamed = RenderedFile(path: "data/big.json", streaming: { sink in pieces.forEach(sink) })
        let first = try OutputTransaction(output: folder.output, siteRoot: folder.site, mode: .replace)
        first.write(streamed)
        let previous = try first.commit(isWholeSite: true).files
        #expect(folder.contents("data/big.json") == "{\"a\": 1}\n")
        // Hashed as the same bytes made whole would be: the record does not depend on how a file was made.
        var hasher = StableHasher()
        Array("{\"a\": 1}\n".utf8).withUnsafeBytes { hasher.combine(bytes: $0) }
        #expect(previous["data/big.json"] == OutputRecord(size: 9, hash: hasher.value))

        let second = try OutputTransaction(output: folder.output, siteRoot: folder.site, mode: .update(previous: previous))
        second.write(streamed)
        second.write(RenderedFile(path: "data/other.json", streaming: { sink in sink("[]") }))
        let summary = try second.commit(isWholeSite: true)
        #expect(summary.written == 1 && summary.unchanged == 1)
        #expect(folder.contents("data/other.json") == "[]")
    }

    @Test func aPartialUpdateKeepsFilesItDidNotRender() throws {
        let folder = try Folder()
        let first = try OutputTransaction(output: folder.output, siteRoot: folder.site, mode: .replace)
        first.write(RenderedFile(path: "one.html", text: "1"))
        first.write(RenderedFile(path: "two.html", text: "2"))
        let previous = try first.commit(isWholeSite: true).files

        let second = try OutputTransaction(output: folder.output, siteRoot: folder.site, mode: .update(previous: previous))
        second.write(RenderedFile(path: "one.html", text: "one"))
        let summary = try second.commit(isWholeSite: false)
        #expect(summary.written == 1 && summary.removed == 0)
        #expect(Set(summary.files.keys) == ["one.html", "two.html"])
        #expect(folder.contents("two.html") == "2")
    }

    @Test(arguments: ["../escape.html", "/absolute.html", "a/./b.html", "a//b.html", ""])
    func anUnsafePathFailsTheCommitAndLeavesTheOutput(path: String) throws {
        let folder = try Folder()
        let first = try OutputTransaction(output: folder.output, siteRoot: folder.site, mode: .replace)
        first.write(RenderedFile(path: "index.html", text: "old"))
        _ = try first.commit(isWholeSite: true)

        let second = try OutputTransaction(output: folder.output, siteRoot: folder.site, mode: .replace)
        second.write(RenderedFile(path: "index.html", text: "new"))
        second.write(RenderedFile(path: OutputPath(composed: path), text: "bad"))
        #expect(throws: OutputTransaction.Failure.self) { try second.commit(isWholeSite: true) }
        #expect(folder.contents("index.html") == "old")
        #expect(folder.siblings == ["out", "site"])
    }

    @Test func abortLeavesNothingBehind() throws {
        let folder = try Folder()
        let transaction = try OutputTransaction(output: folder.output, siteRoot: folder.site, mode: .replace)
        transaction.write(RenderedFile(path: "index.html", text: "never"))
        transaction.abort()
        #expect(folder.siblings == ["site"])
    }

    @Test func dangerousLocationsAreRefused() throws {
        let folder = try Folder()
        let site = folder.site
        try Data().write(to: URL(fileURLWithPath: folder.url.path + "/a-file"))
        let refused = [site, site + "/content", site + "/templates", site + "/content/out", site + "/.patterns-cache/out",
                       folder.url.path, folder.url.path + "/a-file", "/", NSHomeDirectory()]
        for location in refused {
            #expect(throws: OutputTransaction.Failure.self, "\(location)") { try OutputTransaction.checkedLocation(location, siteRoot: site) }
        }
        #expect(try OutputTransaction.checkedLocation(site + "/public", siteRoot: site) == site + "/public")
        #expect(try OutputTransaction.checkedLocation(folder.output, siteRoot: site) == folder.output)
    }
}
