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
    /// Walks with `readdir`, which reports each entry's type without a `stat`: the incremental
    /// build walks 10,000 files before every rebuild, so this must take milliseconds.
    public func files(under folder: String, diagnostics: inout [Diagnostic]) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root + "/" + folder, isDirectory: &isFolder), isFolder.boolValue else { return [] }
        let realRoot = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        var result: [String] = []
        var pending = [folder]
        while let current = pending.popLast() {
            guard let stream = opendir(root + "/" + current) else {
                diagnostics.append(Diagnostic(.fileUnreadable, "cannot read folder: \(String(cString: strerror(errno)))",
                                              file: current, at: nil, hint: "check the folder's permissions"))
                continue
            }
            defer { closedir(stream) }
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard !name.hasPrefix(".") else { continue }
                let path = current + "/" + name
                var type = Int32(entry.pointee.d_type)
                if type == Int32(DT_UNKNOWN) { type = Self.type(of: root + "/" + path) }
                switch type {
                case Int32(DT_DIR): pending.append(path)
                case Int32(DT_REG): result.append(path)
                case Int32(DT_LNK):
                    if let problem = symlinkProblem(path, realRoot: realRoot) { diagnostics.append(problem) } else { result.append(path) }
                default: break
                }
            }
        }
        return result.sorted()
    }

    /// Why a symbolic link under `content/` is not followed, or nil when it leads to a file inside the site.
    private func symlinkProblem(_ path: String, realRoot: String) -> Diagnostic? {
        let target = URL(fileURLWithPath: root + "/" + path).resolvingSymlinksInPath()
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory)
        if !target.path.hasPrefix(realRoot + "/") {
            return Diagnostic(.fileSymlink, "symbolic link leads outside the site (to \(target.path))",
                              file: path, at: nil, hint: "copy the file into the site instead of linking to it")
        } else if !exists {
            return Diagnostic(.fileSymlink, "symbolic link is broken or loops", file: path, at: nil,
                              hint: "remove the link or point it at an existing file")
        } else if isDirectory.boolValue {
            return Diagnostic(.fileSymlink, "symbolic link to a folder is not followed", file: path, at: nil,
                              hint: "move the folder into content/ instead of linking to it")
        }
        return nil
    }

    /// The `d_type` of a path, for file systems whose `readdir` does not report it.
    private static func type(of path: String) -> Int32 {
        var info = stat()
        guard lstat(path, &info) == 0 else { return Int32(DT_UNKNOWN) }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return Int32(DT_DIR)
        case S_IFREG: return Int32(DT_REG)
        case S_IFLNK: return Int32(DT_LNK)
        default: return Int32(DT_UNKNOWN)
        }
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
