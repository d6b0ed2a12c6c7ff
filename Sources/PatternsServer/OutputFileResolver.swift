import Foundation
import PatternsCore

/// Maps a request path to a file in the output folder, refusing anything that could leave it.
struct OutputFileResolver: Sendable {
    enum Resolution: Equatable {
        case file(String)
        /// A folder requested without its trailing slash: redirect so relative links resolve.
        case redirect(String)
        case notFound
        case badRequest
    }

    /// Absolute, symlink-free output folder.
    let root: String

    init(root: String) {
        self.root = URL(fileURLWithPath: root).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// `rawPath` is the request target's path as sent, still percent-encoded.
    func resolve(rawPath: String) -> Resolution {
        let pathOnly = rawPath.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        guard pathOnly.hasPrefix("/"), let decoded = SitePaths.percentDecode(pathOnly) else { return .badRequest }
        let segments = decoded.split(separator: "/", omittingEmptySubsequences: true)
        // Dot segments, backslashes and NUL are refused outright, whether sent plainly or encoded.
        if segments.contains(where: { $0 == ".." || $0 == "." }) || decoded.contains("\\") || decoded.contains("\0") {
            return .badRequest
        }
        if segments.contains(where: { $0.hasPrefix(".") }) { return .notFound }
        var path = SitePaths.join(root, segments.joined(separator: "/"))
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .notFound }
        if isDirectory.boolValue {
            guard pathOnly.hasSuffix("/") else { return .redirect(pathOnly + "/") }
            path = SitePaths.join(path, SiteLayout.pageFile)
        }
        // A symbolic link inside the output must not lead out of it.
        let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard real.hasPrefix(root + "/"), FileManager.default.fileExists(atPath: real, isDirectory: &isDirectory),
              !isDirectory.boolValue else { return .notFound }
        return .file(real)
    }
}
