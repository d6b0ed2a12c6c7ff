import Foundation

/// A git repository made by a test, with commits at fixed dates, for the commands that read history.
struct GitFixture {
    let root: URL

    init(at root: URL) throws {
        self.root = root
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try git("init", "-q", "-b", "main")
    }

    /// Runs git in the repository with a fixed author and date; fails the test's `try` on a non-zero exit.
    @discardableResult
    func git(_ arguments: String..., date: String = "2026-01-15T10:00:00Z") throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", root.path] + arguments
        var environment = ProcessInfo.processInfo.environment
        for (key, value) in ["GIT_AUTHOR_NAME": "Tester", "GIT_AUTHOR_EMAIL": "tester@example.org", "GIT_COMMITTER_NAME": "Tester",
                             "GIT_COMMITTER_EMAIL": "tester@example.org", "GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date,
                             "GIT_CONFIG_NOSYSTEM": "1", "HOME": root.path] {
            environment[key] = value
        }
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else { throw Failure(message: "git \(arguments.joined(separator: " ")): \(text)") }
        return text
    }

    /// Stages everything and commits it.
    func commitAll(_ message: String, date: String = "2026-01-15T10:00:00Z") throws {
        try git("add", "-A", date: date)
        try git("commit", "-q", "-m", message, date: date)
    }

    struct Failure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
