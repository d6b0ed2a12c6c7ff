import PatternsCore

/// The git history of the repository holding a site: which commit is checked out, and the day each
/// source file last changed — every file's date from one `git log`, never a process per file.
///
/// Silently absent (`at(siteRoot:)` is nil) where there is nothing to read: git is not installed,
/// the site is in no repository, or the repository has no commit yet. The site may be a subfolder
/// of the repository: git runs in the site folder and `--relative` gives paths relative to it.
/// In a shallow clone the oldest commit fetched claims every file it holds, which is the best the
/// clone knows.
public struct GitHistory: Sendable {
    /// The site folder git runs in.
    public let siteRoot: String
    /// The full id of the checked-out commit (HEAD), which the dates are read at.
    public let revision: String

    /// The repository holding `siteRoot` at its checked-out commit; nil when there is none to read.
    /// One short `git rev-parse`: cheap enough for every build, which compares the revision with
    /// the one its cached dates were read at.
    public static func at(siteRoot: String) -> GitHistory? {
        guard let output = try? GitProcess.run(["rev-parse", "--verify", "--quiet", "HEAD^{commit}"], in: siteRoot) else { return nil }
        let revision = String(decoding: output, as: UTF8.self).trimmingWhitespace()
        guard !revision.isEmpty, revision.utf8.allSatisfy(\.isHexDigit) else { return nil }
        return GitHistory(siteRoot: siteRoot, revision: revision)
    }

    /// The day each file under `folder` (relative to the site root) last changed in a commit up to
    /// `revision`. Renames count as a delete and an add (`--no-renames`), so a moved file is dated by
    /// its move; a file whose last change was its deletion has no date, so one deleted and written
    /// again without a commit stays undated; merges list no files, so a change is dated by its own
    /// commit. When git fails the dates are `.none`, whose empty revision no cache matches: the next
    /// build reads again instead of keeping "no dates" until the next commit.
    public func lastChanges(under folder: String = SiteLayout.contentFolder) -> SourceDates {
        let arguments = ["log", "--format=%x01%cI", "--name-status", "-z", "--no-renames", "--relative", revision, "--", folder]
        guard let log = try? GitProcess.run(arguments, in: siteRoot) else { return .none }
        return SourceDates(revision: revision, dates: Self.lastChanges(inLog: log))
    }

    /// Reads `git log --format=%x01%cI --name-status -z` output, newest commit first: each commit is
    /// a NUL-ended `\u{1}` + committer date, then a NUL-ended status letter and path per file, the
    /// first status after a newline. A path's first appearance is its last change; a deletion (`D`)
    /// there leaves it undated.
    static func lastChanges(inLog bytes: [UInt8]) -> [String: CommitDate] {
        var dates: [String: CommitDate] = [:]
        var seen = Set<String>()
        var current: CommitDate?
        var status: UInt8?
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0 { end += 1 }
            var field = start
            if field < end, bytes[field] == 1 {
                current = CommitDate(iso: String(decoding: bytes[(field + 1)..<end], as: UTF8.self))
                status = nil
            } else {
                if field < end, bytes[field] == 10 { field += 1 }
                if let letter = status {
                    let path = String(decoding: bytes[field..<end], as: UTF8.self)
                    if let current, seen.insert(path).inserted, letter != UInt8(ascii: "D") { dates[path] = current }
                    status = nil
                } else if field < end {
                    status = bytes[field]
                }
            }
            start = end + 1
        }
        return dates
    }
}

private extension UInt8 {
    var isHexDigit: Bool { (48...57).contains(self) || (97...102).contains(self) || (65...70).contains(self) }
}
