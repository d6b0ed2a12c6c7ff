import Foundation
import PatternsCore
import PatternsDiagnostics

/// The files under `content/` with their sizes and modification times: what the build cache
/// compares with the last build before reading anything.
struct SourceSnapshot: Sendable {
    struct FileState: Sendable, Equatable {
        var size: Int
        /// Modification time in nanoseconds since 1970.
        var modified: Int64
    }

    /// Paths relative to the site root, sorted.
    let paths: [String]
    let states: [String: FileState]

    /// Walks `content/`, reporting links that leave the site and unreadable folders to `diagnostics`.
    static func take(of directory: SiteDirectory, diagnostics: DiagnosticEngine) -> SourceSnapshot {
        let paths = directory.files(under: SiteLayout.contentFolder, diagnostics: diagnostics)
        var states: [String: FileState] = [:]
        states.reserveCapacity(paths.count)
        for path in paths {
            if let state = state(of: directory.layout.absolute(path)) { states[path] = state }
        }
        return SourceSnapshot(paths: paths, states: states)
    }

    static func state(of path: String) -> FileState? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileState(size: Int(info.st_size), modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec))
    }

    /// `device:inode:modified` of a folder, or "" when it does not exist. A folder deleted and made
    /// again (even if it gets the same inode back) has a new modification time.
    static func identity(of path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return "" }
        return "\(info.st_dev):\(info.st_ino):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }
}
