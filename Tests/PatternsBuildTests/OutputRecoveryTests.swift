import Foundation
import Testing
import PatternsCore
import PatternsRendering
@testable import PatternsBuild

/// What the output transaction does when the file system is not as it hoped: an output that cannot
/// be renamed (a mount point), and staging folders a killed build left behind.
@Suite struct OutputRecoveryTests {
    typealias Folder = OutputTransactionTests.Folder

    /// A process id no process has: one that ran and was waited for.
    static func deadProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test("when the output cannot be renamed (EBUSY, EXDEV: a mount point), its contents are replaced in place", arguments: [EBUSY, EXDEV])
    func unrenamableOutputHasItsContentsReplaced(_ failure: Int32) throws {
        let folder = try Folder()
        _ = try folder.build(["index.html": "old", "gone/page.html": "gone"])
        let inode = folder.inode(folder.output)
        // A concurrent build staging inside the output (a live process's) is not part of the previous output.
        let concurrent = ".patterns-staging-\(getppid())-1"
        try FileManager.default.createDirectory(atPath: folder.output + "/" + concurrent, withIntermediateDirectories: false)
        var attempts: [String] = []
        let summary = try folder.build(["index.html": "new", "a/b.html": "deep"]) { from, _ in
            attempts.append(from)
            return failure
        }
        #expect(attempts == [folder.output], "only moving the output aside was tried, then the fallback")
        #expect(summary.written == 2)
        #expect(folder.inode(folder.output) == inode, "the folder itself stays; only its contents change")
        #expect(folder.names(folder.output) == [OutputOwnership.markerName, concurrent, "a", "index.html"])
        #expect(FileManager.default.contents(atPath: folder.output + "/index.html") == Data("new".utf8))
        #expect(folder.siblings == ["out", "site"], "no staging or set-aside folder is left")
    }

    @Test("another rename failure leaves the previous output as it was")
    func otherRenameFailuresKeepThePreviousOutput() throws {
        let folder = try Folder()
        _ = try folder.build(["index.html": "old"])
        #expect(throws: OutputTransaction.Failure.self) { try folder.build(["index.html": "new"]) { _, _ in EACCES } }
        #expect(FileManager.default.contents(atPath: folder.output + "/index.html") == Data("old".utf8))
        #expect(folder.siblings == ["out", "site"])
    }

    @Test func mountPointsAreRecognised() {
        #expect(MountPoint.contains("/proc"))
        #expect(!MountPoint.contains(FileManager.default.temporaryDirectory.appendingPathComponent("no-such-folder-\(UUID())").path))
        #expect(MountPoint.unescaped("/mnt/my\\040site\\134x") == "/mnt/my site\\x")
    }

    @Test("staging folders of dead builds are removed by the next build; a live build's are kept, and both builds finish")
    func staleStagingFoldersAreRemoved() throws {
        let folder = try Folder()
        let dead = try Self.deadProcessID()
        let parent = getppid()
        let stale = [".out.tmp-\(dead)-1", ".out.old-\(dead)-2", ".out.tmp-\(getpid())-3"]
        let live = [".out.tmp-\(parent)-4", ".other.tmp-\(dead)-5", ".out.tmp-not-a-token"]
        for name in stale + live {
            try FileManager.default.createDirectory(atPath: folder.url.path + "/" + name + "/deep", withIntermediateDirectories: true)
        }
        try FileManager.default.createDirectory(atPath: folder.output + "/.patterns-staging-\(dead)-6", withIntermediateDirectories: true)

        // A concurrent build of this process, still writing, and one that starts meanwhile.
        let first = try OutputTransaction(output: folder.output, siteRoot: folder.site, mode: .replace)
        first.write(RenderedFile(path: "index.html", text: "first"))
        let second = try OutputTransaction(output: folder.output, siteRoot: folder.site, mode: .replace)
        let stagingOfFirst = (first.staging as NSString).lastPathComponent
        #expect(folder.siblings.contains(stagingOfFirst), "a live build's staging folder is kept")
        for name in stale { #expect(!folder.siblings.contains(name), "\(name) is removed") }
        for name in live { #expect(folder.siblings.contains(name), "\(name) is kept") }
        #expect(!folder.names(folder.output).contains { $0.hasPrefix(".patterns-staging-") })

        second.write(RenderedFile(path: "index.html", text: "second"))
        _ = try first.commit(isWholeSite: true)
        _ = try second.commit(isWholeSite: true)
        #expect(FileManager.default.contents(atPath: folder.output + "/index.html") == Data("second".utf8))
        #expect(Set(folder.siblings) == Set(["out", "site"] + live))
    }

    @Test("a staging folder another build holds locked is kept even when its process id looks dead (another pid namespace)")
    func lockedStagingFoldersAreKept() throws {
        let folder = try Folder()
        let name = ".out.tmp-\(try Self.deadProcessID())-9"
        let path = folder.url.path + "/" + name
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let other = open(path, O_RDONLY | O_DIRECTORY)
        defer { close(other) }
        #expect(flock(other, LOCK_EX | LOCK_NB) == 0)
        _ = try folder.build(["index.html": "x"])
        #expect(folder.siblings.contains(name))
    }
}

extension OutputTransactionTests.Folder {
    func names(_ folder: String) -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() }

    func inode(_ path: String) -> UInt {
        var info = stat()
        return stat(path, &info) == 0 ? UInt(info.st_ino) : 0
    }

    /// Builds `files` into the output with a clean build, its folder renamed by `renameFolder` when given.
    func build(_ files: [String: String], renameFolder: ((String, String) -> Int32)? = nil) throws -> OutputTransaction.Summary {
        let transaction = try OutputTransaction(output: output, siteRoot: site, mode: .replace)
        if let renameFolder { transaction.renameFolder = renameFolder }
        for (path, text) in files { transaction.write(RenderedFile(path: OutputPath(composed: path), text: text)) }
        return try transaction.commit(isWholeSite: true)
    }
}
