import PatternsDiagnostics

// Rules that need the whole site: unique names and links that reach real files and headings.
// Each rule's id is a public contract (CI logs, `rules:` in patterns.yml, `patterns explain`): ids never change.
extension Rule {
    public static let duplicateSlug = Rule(
        id: "patterns.site.duplicate-slug", severity: .error,
        summary: "Two entries of one collection have the same file name, so they would be written to the same page.",
        fix: "Rename one of the files; an entry's address is its collection's permalink with the file name as its slug (patterns/<file name>/ by default).")
    public static let duplicateTitle = Rule(
        id: "patterns.site.duplicate-title", severity: .warning,
        summary: "Two entries of one collection have the same title, which makes the catalog and search ambiguous.",
        fix: "Give each entry a distinct title.")
    public static let generatedPath = Rule(
        id: "patterns.site.generated-path", severity: .error,
        summary: "A content file would be published at a path the site generates itself (`robots.txt`, `index.html`, a theme file, a later page of a list), so one would replace the other.",
        fix: "Rename the file or move it to another folder.")
    public static let brokenLink = Rule(
        id: "patterns.link.broken", severity: .error,
        summary: "A relative link or image points to a file that does not exist in the site.",
        fix: "Fix the path (relative to the file's folder) or remove the link.")
    public static let missingAnchor = Rule(
        id: "patterns.link.missing-anchor", severity: .warning,
        summary: "A link's `#fragment` names no heading of the target page.",
        fix: "Link to an existing heading: its anchor is the heading text in lowercase with hyphens (`## Focus order` → `#focus-order`).")
}

extension Rule {
    /// The rules whose findings depend on more than one file (all checked by `SiteAssembler`); the
    /// incremental build re-checks the whole site when a file with such a finding changes.
    public static let crossFileRuleIDs: Set<String> = [
        duplicateSlug.id, duplicateTitle.id, missingAnchor.id, brokenLink.id, generatedPath.id, fileNameClash.id, fileCaseClash.id,
    ]
}

extension DiagnosticMessage {
    static func duplicateSlug(_ slug: String, firstUsedBy first: String) -> Self {
        Self(.duplicateSlug, "entry slug '\(slug)' is also used by \(first)",
             hint: "rename one of the files; entries of one collection are published at its permalink with the file name as slug")
    }

    static func generatedPath(_ output: OutputPath, generated what: String) -> Self {
        Self(.generatedPath, "this file would be published as \(output), which the site generates itself (\(what)); one would overwrite the other",
             hint: "rename the file or move it to another folder")
    }

    static func duplicateTitle(_ title: String, firstUsedBy first: String) -> Self {
        Self(.duplicateTitle, "title '\(title)' is also used by \(first)", hint: "give each entry a distinct title")
    }

    /// `target` is nil when the fragment points into the page itself.
    static func missingAnchor(_ fragment: String, in target: String?, suggestion: String?) -> Self {
        Self(.missingAnchor, "'#\(fragment)' is not a heading of \(target ?? "this page")",
             hint: suggestion.map { "did you mean '#\($0)'?" }
                ?? "anchors are heading texts in lowercase with hyphens, such as '#focus-order'")
    }

    /// `target` is empty when the destination climbs out of the site.
    static func brokenLink(_ destination: String, target: String, isImage: Bool) -> Self {
        let what = isImage ? "image" : "link"
        let message = target.isEmpty
            ? "\(what) '\(destination)' points outside the site"
            : "\(what) '\(destination)' points to \(target), which does not exist"
        return Self(.brokenLink, message, hint: "fix the path (it is relative to this file's folder), or remove the \(what)")
    }
}
