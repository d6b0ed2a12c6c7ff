import PatternsDiagnostics

// Rules about files, front matter and entries. Each rule's id is a public contract: CI logs,
// `patterns.yml` severity overrides and `patterns explain` use it, so ids never change.
extension Rule {
    public static let fileUnreadable = Rule(
        id: "patterns.file.unreadable", severity: .error,
        summary: "A content file cannot be read, is not UTF-8 text, contains NUL bytes or is over the size limit.",
        fix: "Save the file as UTF-8 text; move binaries out of content/; raise `limits.fileSize` in patterns.yml only if a file really is that large.")
    public static let fileSymlink = Rule(
        id: "patterns.file.symlink", severity: .error,
        summary: "A symbolic link in content/ points outside the site or to a folder (which could loop).",
        fix: "Copy the file into content/ instead of linking to it.")
    public static let frontMatterUnterminated = Rule(
        id: "patterns.frontmatter.unterminated", severity: .error,
        summary: "Front matter opens with `---` (or `<!--docs:`) but never closes.",
        fix: "Add a line with only `---` (or `-->`) after the last front-matter key.")
    public static let frontMatterMissing = Rule(
        id: "patterns.frontmatter.missing", severity: .error,
        summary: "A pattern entry has no front matter, so it has no criteria.",
        fix: "Start the file with `---`, the entry's fields, and `---`.")
    public static let frontMatterEmpty = Rule(
        id: "patterns.frontmatter.empty", severity: .error,
        summary: "A pattern entry's front matter is empty.",
        fix: "Write title, categories, keyboard, mobile and screenreader between the `---` lines.")
    public static let missingField = Rule(
        id: "patterns.entry.missing-field", severity: .error,
        summary: "A required front-matter field is absent (title, categories, keyboard, mobile, screenreader and its name, role, group, state).",
        fix: "Add the field; the hint shows its shape.")
    public static let wrongType = Rule(
        id: "patterns.entry.wrong-type", severity: .error,
        summary: "A front-matter field has the wrong shape, for example a list where a mapping is required.",
        fix: "Write mappings as indented `key: value` lines without `- `, and lists with `- ` or `[a, b]`.")
    public static let emptyValue = Rule(
        id: "patterns.entry.empty-value", severity: .error,
        summary: "A front-matter field is present but empty.",
        fix: "Write the value, or remove the key.")
    public static let unknownKey = Rule(
        id: "patterns.entry.unknown-key", severity: .warning,
        summary: "A front-matter key is not one the catalog knows, so its data is not shown anywhere.",
        fix: "Remove the key, or rename it to a known one (see the README's entry format).")
    public static let keyVariant = Rule(
        id: "patterns.entry.key-variant", severity: .error,
        summary: "A key differs from a known key only in case or spelling (`Name` for `name`), so its value is lost.",
        fix: "Rename the key to the suggested spelling.")
    public static let misplacedKey = Rule(
        id: "patterns.entry.misplaced-key", severity: .error,
        summary: "A key sits at the wrong nesting level, such as `group:` at the top level instead of under `screenreader:`.",
        fix: "Indent the key under the mapping it belongs to.")
    public static let untrimmedValue = Rule(
        id: "patterns.entry.untrimmed-value", severity: .warning,
        summary: "An id, category or platform has leading or trailing spaces inside quotes; they are ignored, but usually signal a copy-and-paste slip.",
        fix: "Remove the spaces inside the quotes.")
    public static let gherkinStep = Rule(
        id: "patterns.entry.gherkin-step", severity: .error,
        summary: "A `gherkin-keyboard` or `gherkin-mobile` step has neither `when` nor `then`.",
        fix: "Write each step as `- when: …` with `then: …` (and optionally `result: …`).")
    public static let emptyBody = Rule(
        id: "patterns.entry.empty-body", severity: .warning,
        summary: "A file has no Markdown content after its front matter.",
        fix: "Add developer notes with Name, Role, Groupings, State and Focus sections and their platform tips.")
    public static let placeholder = Rule(
        id: "patterns.entry.placeholder", severity: .warning,
        summary: "Text in an entry or guide still starts with the placeholder marker `TODO:`, as `patterns new` writes it: a front-matter value, or a paragraph or list item.",
        fix: "Write what the placeholder asks for in its place, or remove it; `patterns validate --strict` fails while any is left.")
    public static let invalidSlug = Rule(
        id: "patterns.entry.invalid-slug", severity: .error,
        summary: "A file name cannot be a page address (empty, starts with a dot, or contains `%` or control characters).",
        fix: "Rename the file to lowercase words joined by hyphens, such as `date-picker.md`.")
    public static let unknownCategory = Rule(
        id: "patterns.entry.unknown-category", severity: .warning,
        summary: "An entry names a category that `patterns.yml` does not list.",
        fix: "Add the category to `categories` in patterns.yml, or use a listed one.")
    public static let unknownPlatform = Rule(
        id: "patterns.entry.unknown-platform", severity: .warning,
        summary: "An entry names a platform that `patterns.yml` does not list.",
        fix: "Use one of the configured platforms, or add it to `platforms` in patterns.yml.")
    public static let platformGap = Rule(
        id: "patterns.tips.platform-gap", severity: .warning,
        summary: "A section of the notes has iOS tips but no Android tips, or Android tips but no iOS tips.",
        fix: "Add the missing platform's tips, or turn the rule off in patterns.yml (`rules: { patterns.tips.platform-gap: off }`) if the gap is deliberate.")
    public static let duplicateSlug = Rule(
        id: "patterns.site.duplicate-slug", severity: .error,
        summary: "Two entries have the same file name, so they would be written to the same page.",
        fix: "Rename one of the files; entries are published at patterns/<file name>/.")
    public static let duplicateTitle = Rule(
        id: "patterns.site.duplicate-title", severity: .warning,
        summary: "Two entries have the same title, which makes the catalog and search ambiguous.",
        fix: "Give each entry a distinct title.")
    public static let brokenLink = Rule(
        id: "patterns.link.broken", severity: .error,
        summary: "A relative link or image points to a file that does not exist in the site.",
        fix: "Fix the path (relative to the file's folder) or remove the link.")
    public static let missingAnchor = Rule(
        id: "patterns.link.missing-anchor", severity: .warning,
        summary: "A link's `#fragment` names no heading of the target page.",
        fix: "Link to an existing heading: its anchor is the heading text in lowercase with hyphens (`## Focus order` → `#focus-order`).")
    public static let unsafeURL = Rule(
        id: "patterns.link.unsafe-url", severity: .warning,
        summary: "A link uses a `javascript:`, `vbscript:`, `file:` or (non-image) `data:` URL; it is removed from the page.",
        fix: "Link to a web page or a file of the site instead.")
    public static let imageMissingAlt = Rule(
        id: "patterns.markdown.image-alt", severity: .error,
        summary: "An image has no alternative text.",
        fix: "Describe the image between the brackets: `![What it shows](image.png)`.")
    public static let headingLevel = Rule(
        id: "patterns.markdown.heading-level", severity: .warning,
        summary: "A heading skips a level (an H4 right after an H2) or repeats the page's H1.",
        fix: "Use the next level down; the page title is the only H1, so notes start at `##`.")
    public static let rawHTML = Rule(
        id: "patterns.markdown.raw-html", severity: .warning,
        summary: "Raw HTML in Markdown is dropped because `markdown.unsafe` is off.",
        fix: "Write it in Markdown, or set `markdown: { unsafe: true }` in patterns.yml if the HTML is trusted.")
    public static let mojibake = Rule(
        id: "patterns.text.mojibake", severity: .warning,
        summary: "Text looks double-encoded (`Ã©`, `â€™`, `ðŸ`…): UTF-8 that was read as Latin-1 and saved again.",
        fix: "Replace the garbled sequence with the intended character (é, ’, an emoji…), or re-convert the file.")
    public static let configInvalid = Rule(
        id: "patterns.config.invalid", severity: .error,
        summary: "`patterns.yml` has a value of the wrong shape.",
        fix: "See the README's `patterns.yml` section for each key's shape.")
    public static let configUnknownKey = Rule(
        id: "patterns.config.unknown-key", severity: .warning,
        summary: "`patterns.yml` has a key the tool does not read.",
        fix: "Remove it or correct its spelling.")
    public static let templateInvalid = Rule(
        id: "patterns.template.invalid", severity: .error,
        summary: "A Mustache template cannot be parsed, or a page template is missing.",
        fix: "Check that every `{{#section}}` has a matching `{{/section}}`; keep the built-in template names (home, entry, guide, 404).")
}

/// Every rule the tool reports, for `patterns explain`, the generated rules table and SARIF output.
public enum RuleCatalog {
    public static let all: [Rule] = [
        .yamlSyntax, .yamlDuplicateKey, .yamlTabIndentation, .yamlLimit,
        .fileUnreadable, .fileSymlink,
        .frontMatterMissing, .frontMatterEmpty, .frontMatterUnterminated,
        .missingField, .wrongType, .emptyValue, .unknownKey, .keyVariant, .misplacedKey, .untrimmedValue,
        .gherkinStep, .emptyBody, .placeholder, .invalidSlug, .unknownCategory, .unknownPlatform, .platformGap,
        .duplicateSlug, .duplicateTitle,
        .brokenLink, .missingAnchor, .unsafeURL,
        .imageMissingAlt, .headingLevel, .rawHTML, .mojibake,
        .configInvalid, .configUnknownKey, .templateInvalid,
    ]

    public static func rule(id: String) -> Rule? { all.first { $0.id == id } }
}
