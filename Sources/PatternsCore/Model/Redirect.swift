import PatternsDiagnostics

/// An old address that now leads to a page of the site (`redirects:` in `patterns.yml`): the site
/// writes a small page there that sends readers and search engines on, so links to a catalog's old
/// addresses keep working after a move or an import (Hugo's `aliases`, Jekyll's `redirect_from`).
public struct Redirect: Hashable, Sendable {
    /// The old address, from the site root: `/about/`, `/how-to-test/keyboard/`, `/old.html`.
    public var address: String
    /// The entry or guide it leads to, relative to the site root (`content/guides/about.md`).
    public var target: String
    /// Where `patterns.yml` writes it, for problems with it.
    public var range: SourceRange?

    public init(address: String, target: String, range: SourceRange? = nil) {
        self.address = address
        self.target = target
        self.range = range
    }

    /// The file written at the old address, relative to the output folder: `/about/` → `about/index.html`.
    public var page: OutputPath { SitePaths.page(forAddress: address) }
}
