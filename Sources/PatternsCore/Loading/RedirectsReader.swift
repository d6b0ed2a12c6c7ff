import PatternsDiagnostics
import PatternsYAML

/// Reads `redirects:` in `patterns.yml`, a mapping of old address to the entry or guide it now leads to:
///
///     redirects:
///       /about/: content/guides/about.md
///       /how-to-test/keyboard/: content/guides/how-to/keyboard.md
struct RedirectsReader {
    let reader: YAMLFieldReader
    let collections: [EntryCollection]

    func read(_ node: YAMLNode) -> [Redirect] {
        guard let entries = reader.mapping(node, field: "redirects", example: "/about/: content/guides/about.md") else { return [] }
        var redirects: [Redirect] = []
        var pages: Set<OutputPath> = []
        for entry in entries {
            guard let address = entry.keyText?.trimmingWhitespace(), let target = reader.text(entry.value, field: address)?.trimmingWhitespace() else { continue }
            let parts = address.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
            guard address.hasPrefix("/"), address.count > 1, !parts.dropLast().contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }),
                  !parts.contains(where: { $0 == "." || $0 == ".." || $0.contains("\\") || $0.contains("?") || $0.contains("#") }) else {
                reader.diagnose(.invalidRedirectAddress(address), at: entry.key.range)
                continue
            }
            let redirect = Redirect(address: address, target: target, range: entry.key.range)
            if let first = redirect.page.text.split(separator: "/").first.map(String.init),
               SiteLayout.generatedFolders.contains(first) || redirect.page == SiteLayout.homePage || redirect.page == SiteLayout.notFoundPage {
                reader.diagnose(.reservedRedirectAddress(address), at: entry.key.range)
                continue
            }
            guard SiteLayout.isPageSource(target, collections: collections) else {
                reader.diagnose(.redirectTargetNotPage(target), at: entry.value.range)
                continue
            }
            guard pages.insert(redirect.page).inserted else {
                reader.diagnose(.duplicateRedirect(address), at: entry.key.range)
                continue
            }
            redirects.append(redirect)
        }
        return redirects
    }
}
