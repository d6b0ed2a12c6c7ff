import Foundation

/// Options that take several values either repeated (`--platform ios --platform web`) or in one
/// comma-separated value (`--platform ios,web`).
enum CommandLineList {
    static func words(_ values: [String]) -> [String] {
        values.flatMap { $0.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init) }
    }
}

/// Paths given on the command line, resolved against the current folder.
enum CommandLinePath {
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            .standardizedFileURL.path
    }

    /// `absolute(path)` with every symbolic link resolved, also for a path that does not exist yet:
    /// its nearest existing folder is resolved and the rest appended. Two paths name the same place
    /// only when these agree (a DEST that is a link into SRC is inside SRC).
    static func resolved(_ path: String) -> String {
        var existing = URL(fileURLWithPath: absolute(path))
        var missing: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            missing.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        return missing.reduce(existing.resolvingSymlinksInPath()) { $0.appendingPathComponent($1) }.standardizedFileURL.path
    }
}
