import Foundation
import PatternsCore
import Synchronization

/// Runs one `git` command in a folder and hands back what it printed: the one place the tool
/// starts git (dates for "Last updated", `patterns diff` and `build --since`), so every caller
/// gets the same quiet, read-only, configuration-proof invocation.
enum GitProcess {
    /// git failed: it exited non-zero (with what it printed on standard error), or could not start.
    struct Failure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// Settings that would change what git prints, pinned whatever the user's configuration says:
    /// paths exactly as stored (no octal quoting of non-ASCII), no signature lines, no colour.
    static let pinnedSettings = ["-c", "core.quotepath=off", "-c", "log.showSignature=false", "-c", "color.ui=never"]

    /// git's standard output, given `input` on its standard input. `env` looks git up on PATH as a
    /// shell would, so a missing git is a failure (exit 127) like any other.
    static func run(_ arguments: [String], in folder: String, input: Data? = nil) throws(Failure) -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder] + pinnedSettings + arguments
        var environment = ProcessInfo.processInfo.environment
        // A reader must not take the index lock (another git command may be running) nor ask for credentials.
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["LC_ALL"] = "C"
        process.environment = environment
        let output = Pipe(), errors = Pipe(), stdin = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = stdin
        do {
            try process.run()
        } catch {
            throw Failure(message: "cannot run git: \(error.localizedDescription)")
        }
        // Input is written and errors drained on other threads: a large answer would otherwise fill
        // the output pipe while we write, and a chatty stderr would block git.
        let pending = DispatchGroup()
        let errorData = LockedData()
        DispatchQueue.global().async(group: pending) {
            if let input { stdin.fileHandleForWriting.write(input) }
            try? stdin.fileHandleForWriting.close()
        }
        DispatchQueue.global().async(group: pending) { errorData.set(errors.fileHandleForReading.readDataToEndOfFile()) }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        pending.wait()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let message = String(decoding: errorData.get(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw Failure(message: message.isEmpty ? "git \(arguments.first ?? "") exited with \(process.terminationStatus)" : message)
        }
        return Array(data)
    }
}

/// Standard error of a git process, handed from the thread that drains it.
private final class LockedData: Sendable {
    private let data = Mutex(Data())
    func set(_ value: Data) { data.withLock { $0 = value } }
    func get() -> Data { data.withLock { $0 } }
}
