import Foundation
import Testing

// Not `.serialized`: each test has its own folders and its own build process.
/// A failed or interrupted build must leave the previous output byte-identical and no temporary folders.
@Suite struct AtomicOutputTests {
    /// Builds the valid fixture into `out` and returns the site, the output and its snapshot.
    private func builtSite(_ temp: TemporaryFolder) throws -> (site: URL, output: URL, before: [String: Data]) {
        let site = try temp.copyFixture("valid-site")
        let output = temp.url.appendingPathComponent("out")
        #expect(try PatternsBinary.run(["build", "--site", site.path, "--output", output.path]).status == 0)
        return (site, output, TemporaryFolder.snapshot(output))
    }

    private func leftovers(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".out.") }
    }

    @Test func aWriteFailureMidwayLeavesThePreviousOutput() throws {
        let temp = try TemporaryFolder()
        let (site, output, before) = try builtSite(temp)
        try "\nChanged notes.\n".write(to: site.appendingPathComponent("content/guides/intro.md"), atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: PatternsBinary.path)
        process.arguments = ["build", "--site", site.path, "--output", output.path]
        process.environment = ProcessInfo.processInfo.environment.merging(["PATTERNS_TEST_FAIL_AFTER_FILES": "3"]) { $1 }
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationStatus == 2)
        #expect(message.contains("failure injected"))
        #expect(TemporaryFolder.snapshot(output) == before)
        #expect(try leftovers(in: temp.url).isEmpty)
    }

    /// Retitles the site (every page changes), starts a build that stops after staging three files
    /// (`PATTERNS_TEST_PAUSE_AFTER_FILES`) and sends `signal` once staged files are seen; returns the
    /// build, finished, and whether they were seen. The pause catches the build mid-write on any
    /// machine; before it, each of these tests built 2,000 generated entries so that writing took long
    /// enough to be caught.
    private func signalBuildWhileWriting(site: URL, output: URL, in temp: TemporaryFolder, signal: Int32) throws -> (Process, sawStaging: Bool) {
        let config = site.appendingPathComponent("patterns.yml")
        let settings = try String(contentsOf: config, encoding: .utf8)
        let retitled = settings.replacingOccurrences(of: "title: \"Fixture Catalog\"", with: "title: \"Retitled Catalog\"")
        try #require(retitled != settings, "the fixture's title moved")
        try retitled.write(to: config, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: PatternsBinary.path)
        process.arguments = ["build", "--site", site.path, "--output", output.path]
        process.environment = ProcessInfo.processInfo.environment.merging(["PATTERNS_TEST_PAUSE_AFTER_FILES": "3"]) { $1 }
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(120)
        var sawStaging = false
        while process.isRunning, Date() < deadline {
            let staging = try leftovers(in: temp.url).filter { $0.contains(".tmp-") }
            if let folder = staging.first, Self.holdsFiles(temp.url.appendingPathComponent(folder)) {
                sawStaging = true
                kill(process.processIdentifier, signal)
                break
            }
            usleep(500)
        }
        process.waitUntilExit()
        return (process, sawStaging)
    }

    private static func holdsFiles(_ folder: URL) -> Bool {
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        return files?.contains { (($0 as? URL).flatMap { try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile }) == true } ?? false
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func aSignalDuringTheWriteLeavesThePreviousOutput(_ signal: Int32) throws {
        let temp = try TemporaryFolder()
        let (site, output, before) = try builtSite(temp)
        let (process, sawStaging) = try signalBuildWhileWriting(site: site, output: output, in: temp, signal: signal)

        #expect(sawStaging, "the build finished before files were seen in its staging folder")
        #expect(process.terminationStatus == 128 + signal)
        #expect(TemporaryFolder.snapshot(output) == before)
        #expect(try leftovers(in: temp.url).isEmpty)
    }

    @Test("a build killed with SIGKILL leaves its staging folder; the next build removes it")
    func theNextBuildRemovesAKilledBuildsStagingFolder() throws {
        let temp = try TemporaryFolder()
        let (site, output, before) = try builtSite(temp)
        let (_, sawStaging) = try signalBuildWhileWriting(site: site, output: output, in: temp, signal: SIGKILL)

        #expect(sawStaging, "the build finished before files were seen in its staging folder")
        #expect(TemporaryFolder.snapshot(output) == before)
        #expect(try !leftovers(in: temp.url).isEmpty, "nothing could clean up after SIGKILL")
        let next = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path])
        #expect(next.status == 0, "\(next.stderr)")
        #expect(try leftovers(in: temp.url).isEmpty)
    }
}
