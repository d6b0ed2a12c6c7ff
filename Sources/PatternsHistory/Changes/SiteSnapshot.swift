import Foundation
import PatternsCore
import PatternsDiagnostics

/// One side of `patterns diff`: a site as a folder on disk, or as a git revision of the site's
/// repository. It lists `patterns.yml` and the files under `content/`, and hands over their bytes
/// on request, so a comparison reads only what it needs.
public struct SiteSnapshot: Sendable {
    enum Source: Sendable {
        case folder(SiteDirectory)
        case revision(GitRevisionTree)
    }

    public enum Failure: Error, CustomStringConvertible {
        case notASite(String)
        /// A `patterns diff` argument that names no folder and no revision.
        case neitherFolderNorRevision(String, repository: String)

        public var description: String {
            switch self {
            case .notASite(let folder): "\(folder) has no \(SiteLayout.configFile); name a site folder or a git revision"
            case .neitherFolderNorRevision(let argument, let repository):
                "'\(argument)' is neither a folder nor a revision of the git repository at \(repository); "
                    + "name a site folder, or a tag, branch or commit (`git log --oneline` lists them)"
            }
        }
    }

    /// What the user named it: the folder or the revision as given.
    public let label: String
    let source: Source
    /// `patterns.yml` and every file under `content/`, relative to the site.
    let paths: Set<String>

    /// `argument` names a folder holding a site (`patterns.yml`) or, failing that, a revision of the git
    /// repository `siteRoot` is in, read at the same place inside it.
    public static func open(_ argument: String, siteRoot: String, folderRoot: String) throws -> SiteSnapshot {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folderRoot, isDirectory: &isFolder), isFolder.boolValue {
            guard FileManager.default.fileExists(atPath: folderRoot + "/" + SiteLayout.configFile) else { throw Failure.notASite(argument) }
            return folder(folderRoot, label: argument)
        }
        do {
            return try revision(argument, siteRoot: siteRoot)
        } catch GitRevisionTree.Failure.unknownRevision {
            throw Failure.neitherFolderNorRevision(argument, repository: siteRoot)
        }
    }

    /// A site folder as it is on disk now.
    public static func folder(_ root: String, label: String) -> SiteSnapshot {
        let directory = SiteDirectory(root: root)
        let files = directory.files(under: SiteLayout.contentFolder, diagnostics: .discarding("only the names are compared; validate reports unreadable files"))
        return SiteSnapshot(label: label, source: .folder(directory), paths: Set(files + [SiteLayout.configFile]))
    }

    /// The site at `revision` of the git repository `siteRoot` is in.
    public static func revision(_ revision: String, siteRoot: String) throws -> SiteSnapshot {
        let tree = try GitRevisionTree(siteRoot: siteRoot, revision: revision)
        return SiteSnapshot(label: revision, source: .revision(tree), paths: Set(tree.blobs.keys))
    }

    /// The commit a revision names; nil for a folder.
    public var commit: String? {
        if case .revision(let tree) = source { return tree.commit }
        return nil
    }

    var isRevision: Bool {
        if case .revision = source { return true }
        return false
    }

    /// The git blob ids of the given files: a revision's from its tree; a folder's from one
    /// `git hash-object --stdin-paths` (empty when git cannot run), so a folder compares with a
    /// revision without reading the revision's copy of every file.
    func blobIDs(of wanted: [String]) -> [String: String] {
        switch source {
        case .revision(let tree):
            return Dictionary(wanted.compactMap { path in tree.blobs[path].map { (path, $0) } }, uniquingKeysWith: { first, _ in first })
        case .folder(let directory):
            guard !wanted.isEmpty, let output = try? GitRevisionTree.git(
                ["hash-object", "--no-filters", "--stdin-paths"], in: directory.root,
                input: Data(wanted.map { $0 + "\n" }.joined().utf8)) else { return [:] }
            let ids = output.split(separator: 0x0A).map { String(decoding: $0, as: UTF8.self) }
            return ids.count == wanted.count ? Dictionary(zip(wanted, ids), uniquingKeysWith: { first, _ in first }) : [:]
        }
    }

    /// The bytes of the given files that exist; unreadable ones are left out.
    func bytes(of wanted: some Collection<String>) throws -> [String: [UInt8]] {
        switch source {
        case .folder(let directory):
            var result: [String: [UInt8]] = [:]
            for path in wanted { result[path] = directory.bytes(of: path) }
            return result
        case .revision(let tree):
            let ids = Dictionary(wanted.compactMap { path in tree.blobs[path].map { (path, $0) } }, uniquingKeysWith: { first, _ in first })
            let contents = try tree.contents(of: Set(ids.values))
            return ids.compactMapValues { contents[$0] }
        }
    }
}
