import PatternsDiagnostics

// Rules about `patterns.yml`.
// Each rule's id is a public contract (CI logs, `rules:` in patterns.yml, `patterns explain`): ids never change.
extension Rule {
    public static let configInvalid = Rule(
        id: "patterns.config.invalid", severity: .error,
        summary: "`patterns.yml` has a value of the wrong shape.",
        fix: "See the README's `patterns.yml` section for each key's shape.")
    public static let configUnknownKey = Rule(
        id: "patterns.config.unknown-key", severity: .warning,
        summary: "`patterns.yml` has a key the tool does not read.",
        fix: "Remove it or correct its spelling.")
}

extension DiagnosticMessage {
    static func configNotMapping(found: String) -> Self {
        Self(.configInvalid, "patterns.yml must be a mapping, found \(found)")
    }

    static func invalidBaseURL(_ url: String) -> Self {
        Self(.configInvalid, "baseURL '\(url)' is not an http(s) URL", hint: "write the full address, e.g. 'https://example.org/patterns/'")
    }

    static let markdownNotMapping = Self(.configInvalid, "'markdown' must be a mapping such as '{ unsafe: false }'")
    static let invalidUnsafeSetting = Self(.configInvalid, "'markdown.unsafe' must be true or false")
    static let invalidFileSizeLimit = Self(.configInvalid, "'limits.fileSize' must be a positive number of bytes")

    static func unknownRule(_ id: String, known: [String]) -> Self {
        Self(.configUnknownKey, "no rule '\(id)'",
             hint: closestMatch(to: id, in: known).map { "did you mean '\($0)'?" } ?? "'patterns explain' lists the rules")
    }

    static func invalidRuleSetting(_ id: String) -> Self {
        Self(.configInvalid, "severity of '\(id)' must be off, warning or error")
    }

    static func duplicateCategory(_ id: String) -> Self {
        Self(.configInvalid, "category '\(id)' is listed twice",
             hint: "remove the second '\(id)'; each category appears once on the home page")
    }

    static func categoriesNotList(found: String) -> Self {
        Self(.configInvalid, "'categories' must be a list, found \(found)",
             hint: "write '- id: controls' entries, or plain '- controls' items")
    }

    static let categoryWithoutID = Self(.configInvalid, "category has no 'id'", hint: "add 'id: some-id'")
    static let invalidCategory = Self(.configInvalid, "a category must be an id or a mapping with 'id', 'title', 'description'")
}
