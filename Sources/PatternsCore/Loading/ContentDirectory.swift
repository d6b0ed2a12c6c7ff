import Foundation
import PatternsDiagnostics

/// The files of a site on disk: which sources exist, and their bytes.
public struct ContentDirectory: Sendable {
    /// Absolute path of the site root (the folder holding `patterns.yml`).
    public let root: String

    public init(root: String) {
        self.root = URL(fileURLWithPath: root).standardizedFileURL.path
    }

    /// Paths relative to the root, sorted, of every regular file under `content/<folder>/`.
    public func files(under folder: String) -> [String] {
        let base = root + "/" + folder
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
        var result: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = relative.split(separator: "/").last.map(String.init) ?? relative
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: base + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue {
                result.append(folder + "/" + relative)
            }
        }
        return result.sorted()
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
