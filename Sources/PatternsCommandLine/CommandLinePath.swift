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
}
