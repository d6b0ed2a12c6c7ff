import Foundation
import PatternsDiagnostics

/// The files of a site on disk: which sources exist, and their bytes.
public struct ContentDirectory: Sendable {
    /// Absolute path of the site root (the folder holding `patterns.yml`).
    public let root: String

    public init(root: String) {
        self.root = URL(fileURLWithPath: root).standardizedFileURL.path
    }

    /// Paths relative to the root, sorted, of every regular file under `folder` (hidden files skipped).
    ///
    /// Symbolic links are followed only to files inside the site; links that leave it or point to
    /// folders (which could loop) are refused with a diagnostic, as are folders that cannot be read.
    public func files(under folder: String, diagnostics: inout [Diagnostic]) -> [String] {
        let base = URL(fileURLWithPath: root + "/" + folder, isDirectory: true)
        guard FileManager.default.fileExists(atPath: base.path) else { return [] }
        let problems = ProblemCollector()
        let keys: [URLResourceKey] = [.isSymbolicLinkKey, .isDirectoryKey, .isRegularFileKey]
        guard let enumerator = FileManager.default.enumerator(
            at: base, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles],
            errorHandler: { url, error in
                problems.add(Diagnostic(.fileUnreadable, "cannot read folder: \(error.localizedDescription)",
                                        file: self.relativePath(url), at: nil,
                                        hint: "check the folder's permissions"))
                return true
            }) else { return [] }
        let realRoot = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        var result: [String] = []
        for case let url as URL in enumerator {
            let values = try? url.resourceValues(forKeys: Set(keys))
            let path = relativePath(url)
            if values?.isSymbolicLink == true {
                let target = url.resolvingSymlinksInPath()
                var isDirectory: ObjCBool = false
                let exists = FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory)
                if !target.path.hasPrefix(realRoot + "/") {
                    problems.add(Diagnostic(.fileSymlink, "symbolic link leads outside the site (to \(target.path))",
                                            file: path, at: nil, hint: "copy the file into the site instead of linking to it"))
                } else if !exists {
                    problems.add(Diagnostic(.fileSymlink, "symbolic link is broken or loops", file: path, at: nil,
                                            hint: "remove the link or point it at an existing file"))
                } else if isDirectory.boolValue {
                    problems.add(Diagnostic(.fileSymlink, "symbolic link to a folder is not followed", file: path, at: nil,
                                            hint: "move the folder into content/ instead of linking to it"))
                } else {
                    result.append(path)
                }
            } else if values?.isRegularFile == true {
                result.append(path)
            }
        }
        diagnostics += problems.diagnostics
        return result.sorted()
    }

    private func relativePath(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    /// Gathers diagnostics from FileManager's error callback.
    private final class ProblemCollector: @unchecked Sendable {
        private(set) var diagnostics: [Diagnostic] = []
        func add(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }
    }

    /// A file's bytes; nil with a diagnostic when it cannot be read.
    public func bytes(of path: String, diagnostics: inout [Diagnostic]) -> [UInt8]? {
        guard let data = FileManager.default.contents(atPath: root + "/" + path) else {
            diagnostics.append(Diagnostic(.fileUnreadable, "cannot read file", file: path, at: nil,
                                          hint: "check that the file exists and that you may read it"))
            return nil
        }
        return [UInt8](data)
    }

    /// Reads and checks one text file; nil with a diagnostic when it cannot be used.
    public func read(_ path: String, diagnostics: inout [Diagnostic]) -> SourceFile? {
        guard let bytes = bytes(of: path, diagnostics: &diagnostics) else { return nil }
        return SourceDecoder.decode(bytes, path: path, diagnostics: &diagnostics)
    }

    public func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root + "/" + path)
    }
}
