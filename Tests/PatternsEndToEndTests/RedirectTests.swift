import Foundation
import Testing

/// `redirects:` in patterns.yml: a page at each old address that leads to the entry or guide now published elsewhere.
@Suite struct RedirectTests {
    static func site(redirects: String) throws -> (TemporaryFolder, URL) {
        let temp = try TemporaryFolder()
        let site = temp.url.appendingPathComponent("site")
        try write("title: Redirects\nbaseURL: \"https://example.org/cat/\"\nredirects:\n\(redirects)", to: "patterns.yml", in: site)
        try write("---\ntitle: About us\n---\nWho we are.\n", to: "content/guides/about.md", in: site)
        try write("---\ntitle: Button\ncategories: [controls]\nkeyboard:\n  tab: Focus moves to the button\nmobile:\n  swipe: Focus moves to the button\nscreenreader:\n  name: Its label\n  role: Button\n  group: n/a\n  state: n/a\n---\nNotes.\n",
                  to: "content/patterns/button.md", in: site)
        return (temp, site)
    }

    @Test func anOldAddressLeadsToTheNewPageWithoutBeingAPageOfItsOwn() throws {
        let (temp, site) = try Self.site(redirects: "  /about/: content/guides/about.md\n  /old/button.html: content/patterns/button.md\n")
        let output = temp.url.appendingPathComponent("out")
        let build = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path, "--no-git-dates"])
        #expect(build.status == 0, "\(build.stderr)")
        let about = try read(output, "about/index.html")
        #expect(about.contains("<meta http-equiv=\"refresh\" content=\"0; url=../guides/about/index.html\">"))
        #expect(about.contains("<a href=\"../guides/about/index.html\">About us</a>"))
        #expect(about.contains("<link rel=\"canonical\" href=\"https://example.org/cat/guides/about/index.html\">"))
        #expect(about.contains("<meta name=\"robots\" content=\"noindex\">"))
        #expect(try read(output, "old/button.html").contains("url=../patterns/button/index.html"))
        let sitemap = try read(output, "sitemap.xml")
        #expect(!sitemap.contains("about/index.html</loc>") || sitemap.contains("guides/about/index.html</loc>"))
        #expect(!sitemap.contains("old/button.html"))
    }

    @Test func badRedirectsAreConfigErrorsAtTheirPlace() throws {
        let (temp, site) = try Self.site(redirects: """
          ../etc/: content/guides/about.md
          /checklist/: content/guides/about.md
          /gone/: content/guides/missing.md
          /patterns/button/: content/patterns/button.md
          /logo/: content/images/logo.png

        """)
        let validate = try PatternsBinary.run(["validate", "--site", site.path])
        withExtendedLifetime(temp) {}
        #expect(validate.status == 1, "\(validate.stdout)\(validate.stderr)")
        for expected in ["patterns.yml:4:3: error: redirect address '../etc/' is not an address on the site",
                         "patterns.yml:5:3: error: redirect address '/checklist/' is a page the site writes itself",
                         "patterns.yml:6:3: error: redirect target 'content/guides/missing.md' does not exist",
                         "patterns.yml:7:3: error: redirect address '/patterns/button/' is where 'content/patterns/button.md' is published",
                         "patterns.yml:8:11: error: redirect target 'content/images/logo.png' is not an entry or a guide"] {
            #expect(validate.stdout.contains(expected) || validate.stderr.contains(expected), "\(expected)\n\(validate.stdout)\(validate.stderr)")
        }
    }
}
