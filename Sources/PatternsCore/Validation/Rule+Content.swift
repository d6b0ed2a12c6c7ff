import PatternsDiagnostics

extension Rule {
    public static let fileUnreadable = Rule(
        id: "patterns.file.unreadable", severity: .error,
        summary: "A content file cannot be read, is not UTF-8 text, or is too large.")
    public static let frontMatterUnterminated = Rule(
        id: "patterns.frontmatter.unterminated", severity: .error,
        summary: "Front matter opens with `---` (or `<!--docs:`) but never closes.")
    public static let frontMatterMissing = Rule(
        id: "patterns.frontmatter.missing", severity: .error,
        summary: "A pattern entry has no front matter, so it has no criteria.")
    public static let missingField = Rule(
        id: "patterns.entry.missing-field", severity: .error,
        summary: "A required front-matter field is absent.")
    public static let wrongType = Rule(
        id: "patterns.entry.wrong-type", severity: .error,
        summary: "A front-matter field has the wrong shape (for example a list where a mapping is required).")
    public static let emptyValue = Rule(
        id: "patterns.entry.empty-value", severity: .error,
        summary: "A front-matter field is present but empty.")
    public static let unknownKey = Rule(
        id: "patterns.entry.unknown-key", severity: .warning,
        summary: "A front-matter key is not one the catalog knows; its data would not be shown.")
    public static let unknownCategory = Rule(
        id: "patterns.entry.unknown-category", severity: .warning,
        summary: "An entry names a category that `patterns.yml` does not list.")
    public static let unknownPlatform = Rule(
        id: "patterns.entry.unknown-platform", severity: .warning,
        summary: "An entry names a platform that `patterns.yml` does not list.")
    public static let duplicateSlug = Rule(
        id: "patterns.site.duplicate-slug", severity: .error,
        summary: "Two entries have the same file name, so they would be written to the same page.")
    public static let brokenLink = Rule(
        id: "patterns.link.broken", severity: .error,
        summary: "A relative link or image points to a file that does not exist in the site.")
    public static let imageMissingAlt = Rule(
        id: "patterns.markdown.image-alt", severity: .error,
        summary: "An image has no alternative text.")
    public static let configInvalid = Rule(
        id: "patterns.config.invalid", severity: .error,
        summary: "`patterns.yml` has a value of the wrong shape.")
    public static let configUnknownKey = Rule(
        id: "patterns.config.unknown-key", severity: .warning,
        summary: "`patterns.yml` has a key the tool does not read.")
}
