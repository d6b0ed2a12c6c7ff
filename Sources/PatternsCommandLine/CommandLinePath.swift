import Foundation

/// Paths given on the command line, resolved against the current folder.
enum CommandLinePath {
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            .standardizedFileURL.path
    }
}
