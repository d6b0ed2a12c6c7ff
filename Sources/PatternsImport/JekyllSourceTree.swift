import Foundation

/// The files of a Jekyll site, read and never written: SRC is left exactly as it was.
public struct JekyllSourceTree: Sendable {
    /// The site's folder, absolute.
    public let root: String
    /// Every regular file, relative to `root`, sorted; hidden files and Jekyll's own output and caches left out.
    public let paths: [String]

    /// Lists the files of the site at `root`; throws when it has no `_config.yml` or cannot be listed.
    public static func scan(_ root: String) throws(JekyllImportError) -> JekyllSourceTree {
        let base = URL(fileURLWithPath: root).standardizedFileURL
        guard FileManager.default.fileExists(atPath: base.appendingPathComponent(JekyllConfig.file).path) else {
            throw .notAJekyllSite(root)
        }
        guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey],
                                                                options: [.skipsHiddenFiles]) else {
            throw .unreadableFile(root, reason: "the folder cannot be listed")
        }
        var paths: [String] = []
        let prefix = base.path.hasSuffix("/") ? base.path : base.path + "/"
        while let url = enumerator.nextObject() as? URL {
            let relative = String(url.standardizedFileURL.path.dropFirst(prefix.count))
            if Self.generatedFolders.contains(where: { relative == $0 }) {
                enumerator.skipDescendants()
                continue
            }
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true { paths.append(relative) }
        }
        return JekyllSourceTree(root: base.path, paths: paths.sorted())
    }

    public init(root: String, paths: [String]) {
        self.root = root
        self.paths = paths
    }

    /// Absolute path of `path`.
    public func absolute(_ path: String) -> String { (root as NSString).appendingPathComponent(path) }

    func text(_ path: String) throws(JekyllImportError) -> String {
        guard let data = FileManager.default.contents(atPath: absolute(path)) else {
            throw .unreadableFile(path, reason: "it cannot be opened")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw .unreadableFile(path, reason: "it is not UTF-8") }
        return text
    }

    /// True when the file is a Git LFS pointer (the real file was never fetched), read from its first bytes only.
    func isLFSPointer(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: absolute(path)) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: Self.lfsSignature.utf8.count)) ?? Data()
        return head == Data(Self.lfsSignature.utf8)
    }

    static let lfsSignature = "version https://git-lfs"
    /// Folders Jekyll and its tools write, never sources.
    static let generatedFolders = ["_site", ".jekyll-cache", ".sass-cache", "node_modules", "vendor"]
}
