import PatternsDiagnostics
import PatternsHTML

// Rules about the Markdown notes of an entry or guide.
// Each rule's id is a public contract (CI logs, `rules:` in patterns.yml, `patterns explain`): ids never change.
extension Rule {
    public static let emptyBody = Rule(
        id: "patterns.entry.empty-body", severity: .warning,
        summary: "A file has no Markdown content after its front matter.",
        fix: "Add developer notes with Name, Role, Groupings, State and Focus sections and their platform tips.")
    public static let platformGap = Rule(
        id: "patterns.tips.platform-gap", severity: .warning,
        summary: "A section of the notes has iOS tips but no Android tips, or Android tips but no iOS tips.",
        fix: "Add the missing platform's tips, or turn the rule off in patterns.yml (`rules: { patterns.tips.platform-gap: off }`) if the gap is deliberate.")
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
        summary: "Raw HTML in Markdown loses an element or attribute the sanitiser does not allow, because `markdown.unsafe` is off.",
        fix: "Write it in Markdown or with allowed HTML (see the README), move it into a live example (an `html example` fence), or set `markdown: { unsafe: true }` in patterns.yml if the HTML is trusted.")
    public static let unsafeURL = Rule(
        id: "patterns.link.unsafe-url", severity: .warning,
        summary: "A link uses a `javascript:`, `vbscript:`, `file:` or (non-image) `data:` URL; it is removed from the page.",
        fix: "Link to a web page or a file of the site instead.")
}

extension DiagnosticMessage {
    static let emptyNotes = Self(
        .emptyBody, "entry has no developer notes",
        hint: "add '## Developer notes' with Name, Role, Groupings, State and Focus sections holding iOS and Android tips")

    static func platformGap(section: String, has: Platform, lacks: Platform) -> Self {
        Self(.platformGap, "'\(section)' has \(has.displayName) tips but no \(lacks.displayName) tips",
             hint: "add a '- **\(lacks.displayName)**' item with nested tips under this heading")
    }

    static func imageWithoutAlt(url: String) -> Self {
        Self(.imageMissingAlt, "image '\(url)' has no alternative text",
             hint: "describe the image between the brackets: ![what it shows](\(url))")
    }

    static func unsafeURL(_ url: String, isImage: Bool) -> Self {
        Self(.unsafeURL, "\(isImage ? "image" : "link") URL '\(url.prefix(40))' can run code or read local files; it is removed",
             hint: "link to an http(s) address or a file of the site")
    }

    static func secondH1(_ text: String) -> Self {
        Self(.headingLevel, "a second H1 '\(text)'; the page title is already the H1", hint: "use '##' for sections")
    }

    static func skippedHeadingLevel(_ level: Int, text: String, after previous: Int) -> Self {
        Self(.headingLevel, "H\(level) '\(text)' skips a level after H\(previous)",
             hint: "use \(String(repeating: "#", count: previous + 1)) here, or add the missing level above")
    }

    static func removedRawHTML(_ removal: HTMLRemoval) -> Self {
        let what: String
        if let attribute = removal.attribute {
            let value = removal.value.map { "='\($0.prefix(40))'" } ?? ""
            what = "attribute \(attribute)\(value) of <\(removal.element)>"
        } else {
            what = "<\(removal.element)>" + (removal.keepsContent ? " (its content is kept)" : " and its content")
        }
        return Self(.rawHTML, "raw HTML \(what) is removed: \(reasonText(removal.reason))",
                    hint: "write it in Markdown, move it into a live example (an 'html example' fence), or set 'markdown: { unsafe: true }' in patterns.yml if it is trusted")
    }

    private static func reasonText(_ reason: HTMLRemoval.Reason) -> String {
        switch reason {
        case .runsCode: "it can run code"
        case .embeds: "it embeds another page or a plug-in"
        case .form: "forms and their controls are not part of the notes"
        case .styling: "the theme does the styling"
        case .pageHead: "it belongs in the page's head"
        case .unsafeURL: "the URL can run code or read local files"
        case .notAllowed: "it is not on the allow-list (markdown.unsafe is off)"
        }
    }
}
