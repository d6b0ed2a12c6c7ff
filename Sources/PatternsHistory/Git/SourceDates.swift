import PatternsCore

/// When each source file last changed, as git's history said at one commit: what an entry or guide
/// page shows as "Last updated" and the sitemap as `<lastmod>`.
public struct SourceDates: Hashable, Sendable {
    /// The commit the dates were read at; "" when there are none (no repository, or dates are off).
    public var revision: String
    /// By path relative to the site root (`content/patterns/controls/button.md`). A file no commit
    /// touched (new, untracked) has none; a committed file with uncommitted edits keeps its commit's day.
    public var dates: [String: CommitDate]

    public init(revision: String, dates: [String: CommitDate]) {
        self.revision = revision
        self.dates = dates
    }

    /// No dates: outside a repository, before the first commit, or with `--no-git-dates`.
    public static let none = SourceDates(revision: "", dates: [:])

    /// The day `source` last changed in a commit, if any did.
    public subscript(source: String) -> CommitDate? { dates[source] }

    /// The day an entry's or guide's file last changed in a commit, if any did.
    public subscript(source: SourcePath) -> CommitDate? { dates[source.text] }
}
