import Foundation
import PatternsCore

/// A git repository made by a test, with commits at fixed dates, so the dates pages show are known.
///
/// Each command runs with a fixed identity and no user or system configuration, so the machine's
/// git settings cannot change what the test sees.
public struct GitRepository: Sendable {
    public let folder: URL

    /// `git init` in `folder` (created if needed).
    public init(at folder: URL) throws {
        self.folder = folder
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try git(["init", "--quiet", "--initial-branch=main"])
    }

    /// Stages everything and commits it, authored and committed at `date` (ISO 8601 with an offset,
    /// `2026-11-20T23:30:00-05:00`).
    public func commitAll(_ message: String, date: String = "2026-01-15T10:00:00Z") throws {
        try git(["add", "--all"])
        try git(["commit", "--quiet", "--allow-empty", "-m", message], date: date)
    }

    /// Runs git in the repository; throws with its error output when it fails.
    @discardableResult
    public func git(_ arguments: [String], date: String? = nil) throws -> String {
        var environment = ["GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null",
                           "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.org",
                           "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.org"]
        if let date {
            environment["GIT_AUTHOR_DATE"] = date
            environment["GIT_COMMITTER_DATE"] = date
        }
        let finished = try ChildProcess.run(["git", "-C", folder.path] + arguments, environment: environment)
        guard finished.succeeded else {
            throw Failure(message: "git \(arguments.joined(separator: " ")): \(finished.errorText)")
        }
        return finished.outputText
    }

    public struct Failure: Error, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }
}
