import Foundation

/// Runs one `git` command in a folder and hands back what it printed: the one place the tool
/// starts git, so every caller gets the same quiet, read-only, configuration-proof invocation.
enum GitProcess {
    /// Settings that would change what git prints, pinned whatever the user's configuration says:
    /// paths exactly as stored (no octal quoting of non-ASCII), no signature lines, no colour.
    static let pinnedSettings = ["-c", "core.quotepath=off", "-c", "log.showSignature=false", "-c", "color.ui=never"]

    /// git's standard output; nil when git is not installed, cannot start, or fails (exits non-zero
    /// or by a signal). What git prints on standard error is dropped: its absence is not an error.
    static func run(_ arguments: [String], in directory: String) -> [UInt8]? {
        let process = Process()
        // `env` looks git up on PATH as a shell would; a missing git makes it exit 127.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory] + pinnedSettings + arguments
        var environment = ProcessInfo.processInfo.environment
        // A reader must not take the index lock (another git command may be running) nor ask for credentials.
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        environment["GIT_TERMINAL_PROMPT"] = "0"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        // Read to the end before waiting, so a large log cannot fill the pipe and block git.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else { return nil }
        return [UInt8](data)
    }
}
