import Foundation
import PatternsDiagnostics

/// The files of a site on disk: which sources exist, and their bytes.
public struct SiteDirectory: Sendable {
    public let layout: SiteLayout
    /// Absolute path of the site root (the folder holding `patterns.yml`).
    public var root: String { layout.root }

    public init(root: String) {
        self.layout = SiteLayout(root: URL(fileURLWithPath: root).standardizedFileURL.path)
    }

    /// Paths relative to the root, sorted, of every regular file under `folder` (hidden files skipped
    /// unless `includingHidden`).
    ///
    /// Symbolic links are never followed, wherever they lead (`SymlinkPolicy`): each is reported as
    /// an error and left unread, as is `folder` itself when it is a link, and folders that cannot be
    /// read are reported too. Walks with `readdir`, which reports each entry's type without a `stat`:
    /// the incremental build walks 10,000 files before every rebuild, so this must take milliseconds.
    public func files(under folder: String, includingHidden: Bool = false, diagnostics: DiagnosticEngine) -> [String] {
        if let link = SymlinkPolicy.firstLink(on: folder, in: layout) {
            SymlinkPolicy.refuse(link, in: layout, diagnostics: diagnostics)
            return []
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: layout.absolute(folder), isDirectory: &isFolder), isFolder.boolValue else { return [] }
        var result: [String] = []
        var pending = [folder]
        while let current = pending.popLast() {
            guard let stream = opendir(layout.absolute(current)) else {
                diagnostics.diagnose(.unreadableFolder(reason: String(cString: strerror(errno))), file: current, at: nil)
                continue
            }
            defer { closedir(stream) }
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard name != ".", name != "..", includingHidden || !name.hasPrefix(".") else { continue }
                let path = SitePaths.join(current, name)
                var type = Int32(entry.pointee.d_type)
                if type == Int32(DT_UNKNOWN) { type = Self.type(of: layout.absolute(path)) }
                switch type {
                case Int32(DT_DIR): pending.append(path)
                case Int32(DT_REG): result.append(path)
                case Int32(DT_LNK): SymlinkPolicy.refuse(path, in: layout, diagnostics: diagnostics)
                default: break
                }
            }
        }
        return result.sorted()
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

    /// A file's bytes; nil when it cannot be read.
    public func bytes(of path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: layout.absolute(path)).map { [UInt8]($0) }
    }

    /// A file's bytes; nil, reported to `diagnostics`, when it cannot be read.
    public func bytes(of path: String, diagnostics: FileDiagnosticSink) -> [UInt8]? {
        guard let bytes = bytes(of: path) else {
            diagnostics.diagnose(.unreadableFile, at: nil)
            return nil
        }
        return bytes
    }

    /// The first `count` bytes of a file (fewer when it is shorter); nil when it cannot be read.
    /// Tells a Git LFS pointer from a video without reading the video.
    public func head(of path: String, count: Int) -> [UInt8]? {
        guard let handle = FileHandle(forReadingAtPath: layout.absolute(path)) else { return nil }
        defer { try? handle.close() }
        // `read(upToCount:)` says nil at the end of the file: an empty file's head is empty, not unreadable.
        do { return [UInt8](try handle.read(upToCount: count) ?? Data()) } catch { return nil }
    }

    public func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: layout.absolute(path))
    }
}
