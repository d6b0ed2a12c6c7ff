import PatternsDiagnostics

// Rules about `sources:` and `verify:`: the references an entry or guide rests on, and the
// behaviours still to be confirmed on a device.
// Each rule's id is a public contract (CI logs, `rules:` in patterns.yml, `patterns explain`): ids never change.
extension Rule {
    public static let sourceURL = Rule(
        id: "patterns.entry.source-url", severity: .error,
        summary: "A `sources:` item's `url` is not an http(s) address, or is malformed (`htp://…`, `www.w3.org/…`, spaces).",
        fix: "Write the full address, starting with https:// and a host.")
    public static let unknownKeyReference = Rule(
        id: "patterns.entry.unknown-key-reference", severity: .error,
        summary: "A source's `backs:` or an entry's `verify:` names a criterion key or section the page does not have.",
        fix: "Use a key shown in the criterion's row anchor (`mobile.swipe-up-or-down`, `screenreader.name`) or a heading's anchor (`groupings`); the hint names the nearest one.")
}

extension DiagnosticMessage {
    static func sourcesNotList(_ field: String, found: String) -> Self {
        Self(.wrongType, "'\(field)' must be a list of sources, found \(found)",
             hint: "write each source as '- title: …' with 'url: https://…' and optionally 'backs: mobile.swipe-up-or-down' under it")
    }

    static func sourceNotMapping(_ field: String, found: String) -> Self {
        Self(.wrongType, "each '\(field)' item must be a mapping with 'title' and 'url', found \(found)",
             hint: "write '- title: WAI-ARIA APG: Tabs' with 'url: https://…' indented under it")
    }

    static func sourceWithout(_ key: String, field: String) -> Self {
        Self(.missingField, "a '\(field)' item has no '\(key)'",
             hint: key == "url" ? "add 'url: https://…', the address of the page" : "add 'title: …', the link text readers see")
    }

    static func sourceURL(_ url: String, problem: String) -> Self {
        Self(.sourceURL, "source address '\(url)' \(problem)",
             hint: "write the whole address, such as https://www.w3.org/WAI/ARIA/apg/patterns/tabs/")
    }

    static func unknownKeyReference(_ key: String, field: String, suggestion: String?, sections: Bool) -> Self {
        Self(.unknownKeyReference, "'\(field)' names '\(key)', which is no criterion key\(sections ? " or section" : "") of this page",
             hint: suggestion.map { "did you mean '\($0)'?" }
                ?? "use a criterion key such as 'mobile.swipe-right' or 'screenreader.name'" + (sections ? ", or a heading anchor such as 'groupings'" : ""))
    }
}
