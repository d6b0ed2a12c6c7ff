import Foundation
import PatternsCore

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
        // A reader must not take the index lock (another git command may be running) nor ask for credentials.
        let environment = ["GIT_OPTIONAL_LOCKS": "0", "GIT_TERMINAL_PROMPT": "0", "LC_ALL": "C"]
        let finished: ChildProcess.Finished
        do {
            finished = try ChildProcess.run(["git", "-C", folder] + pinnedSettings + arguments, environment: environment, input: input)
        } catch {
            throw Failure(message: "cannot run git: \(error.localizedDescription)")
        }
        guard finished.succeeded else {
            let message = finished.errorText.trimmingCharacters(in: .whitespacesAndNewlines)
            throw Failure(message: message.isEmpty ? "git \(arguments.first ?? "") exited with \(finished.status)" : message)
        }
        return Array(finished.output)
    }
}
