import Foundation
import Testing

// Not `.serialized`: each test has its own folders and its own build process, and one after another
// (the signal tests and the SIGKILL test each build 2,000 entries) they were the Swift tests' last
// 35–70 s, run alone while the other suites had finished (PatternsEndToEndTests alone: 170 s → 134 s
// wall at a load near 10, 2026-11-26).
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

    /// Adds enough pages that writing takes a while, starts a build and sends `signal` once its
    /// staging folder is seen; returns the build, finished, and whether the folder was seen.
    private func signalBuildWhileWriting(site: URL, output: URL, in temp: TemporaryFolder, signal: Int32) throws -> (Process, sawStaging: Bool) {
        let entry = try String(contentsOf: site.appendingPathComponent("content/patterns/navigation/tab-bar.md"), encoding: .utf8)
        let folder = site.appendingPathComponent("content/patterns/generated")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for index in 0..<2000 {
            try entry.replacingOccurrences(of: "title: Tab Bar", with: "title: Generated \(index)")
                .write(to: folder.appendingPathComponent("generated-\(index).md"), atomically: false, encoding: .utf8)
        }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: PatternsBinary.path)
        process.arguments = ["build", "--site", site.path, "--output", output.path]
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(120)
        var sawStaging = false
        while process.isRunning, Date() < deadline {
            if try !leftovers(in: temp.url).filter({ $0.contains(".tmp-") }).isEmpty {
                sawStaging = true
                kill(process.processIdentifier, signal)
                break
            }
            usleep(500)
        }
        process.waitUntilExit()
        return (process, sawStaging)
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func aSignalDuringTheWriteLeavesThePreviousOutput(_ signal: Int32) throws {
        let temp = try TemporaryFolder()
        let (site, output, before) = try builtSite(temp)
        let (process, sawStaging) = try signalBuildWhileWriting(site: site, output: output, in: temp, signal: signal)

        #expect(sawStaging, "the build finished before its staging folder was seen")
        #expect(process.terminationStatus == 128 + signal)
        #expect(TemporaryFolder.snapshot(output) == before)
        #expect(try leftovers(in: temp.url).isEmpty)
    }

    @Test("a build killed with SIGKILL leaves its staging folder; the next build removes it")
    func theNextBuildRemovesAKilledBuildsStagingFolder() throws {
        let temp = try TemporaryFolder()
        let (site, output, before) = try builtSite(temp)
        let (_, sawStaging) = try signalBuildWhileWriting(site: site, output: output, in: temp, signal: SIGKILL)

        #expect(sawStaging, "the build finished before its staging folder was seen")
        #expect(TemporaryFolder.snapshot(output) == before)
        #expect(try !leftovers(in: temp.url).isEmpty, "nothing could clean up after SIGKILL")
        let next = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path])
        #expect(next.status == 0, "\(next.stderr)")
        #expect(try leftovers(in: temp.url).isEmpty)
    }
}
