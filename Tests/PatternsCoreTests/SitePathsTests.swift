import Testing
@testable import PatternsCore

@Suite("Site paths")
struct SitePathsTests {
    @Test("a path segment is percent-encoded but for RFC 3986 unreserved characters")
    func percentEncoding() {
        #expect(SitePaths.percentEncodePathSegment("a b#c?d%é") == "a%20b%23c%3Fd%25%C3%A9")
        #expect(SitePaths.percentEncodePathSegment("Az09-._~") == "Az09-._~")
    }

    @Test("percent-decoding undoes the encoding and refuses malformed escapes")
    func percentDecoding() {
        #expect(SitePaths.percentDecode("my%20guide/caf%C3%A9.md") == "my guide/café.md")
        #expect(SitePaths.percentDecode("plain.md") == "plain.md")
        #expect(SitePaths.percentDecode("bad%2") == nil)
        #expect(SitePaths.percentDecode("bad%zz") == nil)
        #expect(SitePaths.percentDecode("%FF") == nil)
    }

    @Test("resolving a relative path against a folder", arguments: [
        ("button.md", "content/patterns/controls", "content/patterns/controls/button.md"),
        ("../navigation/tab-bar.md", "content/patterns/controls", "content/patterns/navigation/tab-bar.md"),
        ("./images/../images/toggle.png", "content/patterns/controls", "content/patterns/controls/images/toggle.png"),
        ("../../../patterns.yml", "content/patterns/controls", "patterns.yml"),
        ("a//b.md", "content", "content/a/b.md"),
    ])
    func resolve(relative: String, directory: String, expected: String) {
        #expect(SitePaths.resolve(relative, against: directory) == expected)
    }

    @Test("a path that climbs above the root resolves to nil", arguments: [
        ("../../../../etc/passwd", "content/patterns/controls"),
        ("..", ""),
        ("a/../../../b", "content"),
    ])
    func resolveAboveRoot(relative: String, directory: String) {
        #expect(SitePaths.resolve(relative, against: directory) == nil)
    }
}

@Suite("Addresses as output files")
struct SitePathsAddressTests {
    @Test("a folder address is served from its index.html, a file address from itself; query and fragment are not part of it", arguments: [
        ("/about/", "about/index.html"), ("/", "index.html"), ("/how-to/zoom.html", "how-to/zoom.html"),
        ("/checklist-web/button/#name", "checklist-web/button/index.html"), ("//a//b/", "a/b/index.html"), ("/a?x=1", "a"),
    ])
    func pages(address: String, page: String) {
        #expect(SitePaths.page(forAddress: address).text == page)
    }
}
