import PatternsDiagnostics

// What `patterns import jekyll` leaves for the author: each at its place in the written site, printed,
// counted and exported (`--format json|github|sarif`) like every other diagnostic.
// Each rule's id is a public contract (CI logs, `patterns explain`): ids never change.
extension Rule {
    public static let importTemplateSyntax = Rule(
        id: "patterns.import.liquid", severity: .warning,
        summary: "The import left Liquid or kramdown syntax in a body: it has no Markdown equivalent the importer knows, and patterns does not run Liquid, so readers would see it as text.",
        fix: "Rewrite it in Markdown (a relative link, a fenced code block, an 'html example file=…' fence, or the value itself); `patterns validate` reports what is still left (patterns.markdown.liquid).")
    public static let importMissingExample = Rule(
        id: "patterns.import.missing-example", severity: .warning,
        summary: "A body includes an example that the Jekyll site's _includes/examples/ does not have, so there was nothing to turn into an example fence.",
        fix: "Add the example's HTML as content/examples/<name>.html and write an 'html example file=<name>' fence, or remove the include.")
    public static let importCaptionsMissing = Rule(
        id: "patterns.import.captions-missing", severity: .warning,
        summary: "A screen-reader video has no WebVTT captions beside it; without them deaf and hard-of-hearing readers miss what the screen reader says (WCAG 1.2.2).",
        fix: "Add a .vtt file with the same name beside the video.")
    public static let importLFSPointer = Rule(
        id: "patterns.import.lfs-pointer", severity: .warning,
        summary: "A media file in the Jekyll site is a Git LFS pointer, not the file itself, so the imported video would not play.",
        fix: "Run 'git lfs pull' in the Jekyll site and import again.")
    public static let importConfig = Rule(
        id: "patterns.import.config", severity: .warning,
        summary: "A _config.yml setting, a stylesheet the layouts load or the site's Sass has no equivalent the importer could write.",
        fix: "Read the message: it says what the new site does instead; set it in patterns.yml (or the examples' stylesheets) if that is not what you want.")

    /// The rules of `patterns import`'s findings.
    public static let importRules: [Rule] = [importTemplateSyntax, importMissingExample, importCaptionsMissing, importLFSPointer, importConfig]
}
