import Foundation
import PatternsCore

/// The site's files as a git revision holds them, read with `git ls-tree` and `git cat-file --batch`:
/// nothing is checked out and the working tree is never touched.
///
/// Each file keeps its blob id, so two revisions compare without reading a byte of the files they
/// share; the bytes of the files that differ come from one `cat-file` process, not one per file.
struct GitRevisionTree: Sendable {
    enum Failure: Error, CustomStringConvertible {
        /// `git` is not installed, or the folder is not inside a repository.
        case noRepository(String)
        case unknownRevision(String, String)
        case gitFailed(String)

        var description: String {
            switch self {
            case .noRepository(let folder): "\(folder) is not in a git repository (or git is not installed)"
            case .unknownRevision(let revision, let folder):
                "'\(revision)' is not a revision of the git repository at \(folder); `git tag` and `git log --oneline` list the ones it has"
            case .gitFailed(let message): "git failed: \(message)"
            }
        }
    }

    /// The site folder, where git runs; paths are relative to it.
    let siteRoot: String
    let revision: String
    /// The commit the revision names.
    let commit: String
    /// Blob id by path (relative to the site), for `patterns.yml` and every file under `content/`.
    let blobs: [String: String]

    init(siteRoot: String, revision: String) throws {
        self.siteRoot = siteRoot
        self.revision = revision
        guard (try? Self.git(["rev-parse", "--git-dir"], in: siteRoot)) != nil else { throw Failure.noRepository(siteRoot) }
        guard !revision.hasPrefix("-"),
              let commit = try? Self.git(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"], in: siteRoot) else {
            throw Failure.unknownRevision(revision, siteRoot)
        }
        self.commit = String(decoding: commit, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        // Paths print relative to the site folder, which may be anywhere inside the repository.
        let listing = try Self.git(["ls-tree", "-r", "-z", self.commit, "--",
                                    SiteLayout.configFile, SiteLayout.contentFolder], in: siteRoot)
        var blobs: [String: String] = [:]
        for record in listing.split(separator: 0) {
            // `<mode> SP <type> SP <object> TAB <path>`
            guard let tab = record.firstIndex(of: 0x09) else { continue }
            let fields = record[record.startIndex..<tab].split(separator: 0x20)
            guard fields.count == 3, fields[1].elementsEqual("blob".utf8) else { continue }
            blobs[String(decoding: record[(tab + 1)...], as: UTF8.self)] = String(decoding: fields[2], as: UTF8.self)
        }
        self.blobs = blobs
    }

    /// The bytes of the given blobs, by blob id, from one `git cat-file --batch`.
    func contents(of blobIDs: Set<String>) throws -> [String: [UInt8]] {
        guard !blobIDs.isEmpty else { return [:] }
        let ids = blobIDs.sorted()
        let output = try Self.git(["cat-file", "--batch"], in: siteRoot, input: Data(ids.map { $0 + "\n" }.joined().utf8))
        var contents: [String: [UInt8]] = [:]
        var index = output.startIndex
        // Each answer: `<id> SP blob SP <size> LF <bytes> LF`, in the order asked.
        while index < output.endIndex, let lineEnd = output[index...].firstIndex(of: 0x0A) {
            let header = output[index..<lineEnd].split(separator: 0x20)
            guard header.count == 3, let size = Int(String(decoding: header[2], as: UTF8.self)) else {
                throw Failure.gitFailed("cat-file answered '\(String(decoding: output[index..<lineEnd], as: UTF8.self))'")
            }
            let start = lineEnd + 1
            guard start + size <= output.endIndex else { throw Failure.gitFailed("cat-file output ended early") }
            contents[String(decoding: header[0], as: UTF8.self)] = Array(output[start..<(start + size)])
            index = start + size + 1
        }
        return contents
    }

    /// Runs git in `folder`; its standard output, or `gitFailed` with its standard error.
    static func git(_ arguments: [String], in folder: String, input: Data? = nil) throws -> [UInt8] {
        do {
            return try GitProcess.run(arguments, in: folder, input: input)
        } catch {
            throw Failure.gitFailed(error.message)
        }
    }
}
