import PatternsCore

/// Rewrites Markdown link destinations written with Liquid, or as addresses from the site's root, into
/// relative links to the imported files (`[Stepper](/checklist-web/stepper/)` → `[Stepper](stepper.md)`):
/// `[Button]({{ site.baseurl }}/checklist-web/button/)` → `[Button](button.md)`, `({{ page.url }}#name)`
/// → `(#name)`, `({% link _checklist-web/button.md %})` and `({{ '/checklist-web/button/' | relative_url }})` alike.
///
/// Relative `.md` links are what `patterns` resolves and checks, so the links keep working on GitHub too.
struct LiquidLinkRewriter {
    let addresses: JekyllAddressBook
    /// The file being converted, relative to DEST.
    let file: String

    /// A destination's replacement; nil when it is neither Liquid nor a site address (`/checklist-web/button/`,
    /// which Jekyll served from its root but a site under a base URL or opened from disk cannot), or its
    /// target is not part of the import.
    func rewrite(_ destination: Substring) -> String? {
        var rest = destination.trimmingWhitespace()[...]
        let isRootAddress = rest.hasPrefix("/") && !rest.hasPrefix("//")
        guard isRootAddress || destination.contains("{{") || destination.contains("{%") else { return nil }
        var isSitePath = isRootAddress
        while let tag = LiquidTag(at: rest) {
            if tag.form == .output, ["site.url", "site.baseurl"].contains(tag.name) {
                rest = rest.dropFirst(tag.length)
                isSitePath = true
            } else if tag.form == .output, tag.name == "page.url" {
                let suffix = rest.dropFirst(tag.length)
                guard suffix.isEmpty || suffix.hasPrefix("#") else { return nil }
                return suffix.isEmpty ? link(to: file) : String(suffix)
            } else if let path = Self.quotedSitePath(tag) {
                rest = Substring(path) + rest.dropFirst(tag.length)
                isSitePath = true
            } else if tag.form == .tag, tag.name == "link", tag.arguments.count == 1 {
                guard let target = addresses.destination(forSource: tag.arguments[0]) else { return nil }
                return link(to: target) + rest.dropFirst(tag.length)
            } else {
                return nil
            }
        }
        guard isSitePath, rest.hasPrefix("/"), !rest.contains("{") else { return nil }
        let split = rest.firstIndex(where: { $0 == "#" || $0 == "?" }) ?? rest.endIndex
        guard let target = addresses.destination(forAddress: String(rest[..<split])) else { return nil }
        return link(to: target) + rest[split...]
    }

    /// A relative link from the file being converted to another imported file (both relative to
    /// DEST): the same path arithmetic as a page's link to another file of the output.
    private func link(to target: String) -> String {
        OutputPath(composed: file).relativeURL(to: OutputPath(composed: target))
    }

    /// `'/a/b/' | relative_url` (or `absolute_url`) → `/a/b/`.
    static func quotedSitePath(_ tag: LiquidTag) -> String? {
        guard tag.form == .output else { return nil }
        let parts = tag.name.split(separator: "|").map { $0.trimmingWhitespace() }
        guard parts.count == 2, ["relative_url", "absolute_url"].contains(parts[1]),
              let quote = parts[0].first, quote == "'" || quote == "\"", parts[0].count >= 2, parts[0].last == quote else { return nil }
        return String(parts[0].dropFirst().dropLast())
    }
}
