import Testing
@testable import PatternsCore

@Suite("Output paths")
struct OutputPathTests {
    @Test("a relative, /-separated path is an output path", arguments: [
        "index.html", "patterns/button/index.html", "static/search/shard-list.js", "guides/my guide/index.html", "a..b/c.html",
        "...", ".hidden/x", "a/\u{301}b", "e\u{301}/x.html",
    ])
    func accepted(text: String) {
        #expect(OutputPath(text)?.text == text)
        #expect(OutputPath(composed: text).isWellFormed)
    }

    @Test("an empty, absolute or climbing path, an empty part or a NUL byte is refused", arguments: [
        "", "/index.html", "../index.html", "patterns/../index.html", "patterns/./index.html", ".",
        "patterns//index.html", "patterns/", "a\0b.html",
        // A mark after a byte makes one Character of them, but the file system reads the bytes: these climb,
        // start at the root, hold an empty part or a NUL.
        "../\u{301}", "a/../\u{301}b", "./\u{301}", "/\u{301}x", "a//\u{301}b", "a\0\u{301}.html",
    ])
    func refused(text: String) {
        #expect(OutputPath(text) == nil)
        #expect(!OutputPath(composed: text).isWellFormed)
    }

    @Test("paths sort and print as their text")
    func orderAndText() {
        let paths: [OutputPath] = ["patterns/card/index.html", "index.html", "patterns/button/index.html"]
        #expect(paths.sorted().map(\.description) == ["index.html", "patterns/button/index.html", "patterns/card/index.html"])
        #expect(OutputPath(String("a/b.html")) == "a/b.html")
    }

    @Test("a sibling is a file in the same folder", arguments: [
        ("patterns/button/index.html", "example-1.html", "patterns/button/example-1.html"),
        ("index.html", "example-2.html", "example-2.html"),
    ])
    func sibling(page: String, name: String, expected: String) {
        #expect(OutputPath(page)?.sibling(name).text == expected)
    }

    @Test("the folder of a file, and its place under an output folder")
    func folderAndAbsolute() {
        #expect(OutputPath("patterns/button/index.html").folder == "patterns/button")
        #expect(OutputPath("index.html").folder == "")
        #expect(OutputPath("patterns/button/index.html").absolute(under: "/srv/site") == "/srv/site/patterns/button/index.html")
        #expect(OutputPath("index.html").absolute(under: "/srv/site/") == "/srv/site/index.html")
    }

    @Test("relative URLs between pages", arguments: [
        ("patterns/button/index.html", "patterns/card/index.html", "../card/index.html"),
        ("patterns/button/index.html", "patterns/button/index.html", "index.html"),
        ("patterns/button/index.html", "index.html", "../../index.html"),
        ("index.html", "patterns/button/index.html", "patterns/button/index.html"),
        ("index.html", "static/style.css", "static/style.css"),
        ("guides/components/card/index.html", "patterns/button/index.html", "../../../patterns/button/index.html"),
        ("patterns/button/index.html", "guides/components/card/index.html", "../../guides/components/card/index.html"),
        ("guides/components/card/index.html", "guides/components/chip/index.html", "../chip/index.html"),
        ("guides/intro/index.html", "guides/components/card/index.html", "../components/card/index.html"),
        ("patterns/toggle/index.html", "patterns/controls/images/toggle.png", "../controls/images/toggle.png"),
    ])
    func relativeURL(from: String, to: String, expected: String) {
        #expect(OutputPath(composed: from).relativeURL(to: OutputPath(composed: to)) == expected)
    }

    @Test("relative URLs percent-encode spaces and non-ASCII characters")
    func percentEncoding() {
        #expect(OutputPath("patterns/button/index.html").relativeURL(to: "guides/my guide/index.html")
                == "../../guides/my%20guide/index.html")
        #expect(OutputPath("index.html").relativeURL(to: "patterns/café/index.html") == "patterns/caf%C3%A9/index.html")
    }

    @Test("a relative URL that names nothing is ./, so it is never empty")
    func nothingLeft() {
        #expect(OutputPath("index.html").relativeURL(to: OutputPath(composed: "")) == "./")
    }

    @Test("the root prefix leads from a page back to the output root")
    func rootPrefix() {
        #expect(OutputPath("index.html").rootPrefix == "")
        #expect(OutputPath("patterns/button/index.html").rootPrefix == "../../")
        #expect(OutputPath("guides/components/card/index.html").rootPrefix == "../../../")
    }

    /// The paths the byte-wise functions are checked on against the standard library's `split`:
    /// composed paths may break the rules (empty parts, a leading or trailing `/`), and must still
    /// give what the split-based functions gave.
    static let splitCases = [
        "", "/", "//", "index.html", "a/b", "a/b/", "/a/b", "a//b", "patterns/button/index.html", "patterns/card/index.html",
        "patterns/button/example-1.html", "guides/my guide/index.html", "patterns/café/index.html", "a/b/c/d/e.html",
        "patterns", "patterns/", "patterns/buttons/index.html", "x~y/100%/é é.html",
    ]

    @Test("relative URLs, folders and root prefixes are what splitting on / gives, for every pair of paths")
    func sameAsSplitting() {
        func reference(from: String, to target: String) -> String {
            let fromFolders = from.split(separator: "/").dropLast()
            let targetParts = target.split(separator: "/")
            var common = 0
            while common < fromFolders.count, common < targetParts.count - 1,
                  fromFolders[fromFolders.startIndex + common] == targetParts[common] { common += 1 }
            let ups = Array(repeating: "..", count: fromFolders.count - common)
            let joined = (ups + targetParts[common...].map { SitePaths.percentEncodePathSegment(String($0)) }).joined(separator: "/")
            return joined.isEmpty ? "./" : joined
        }
        for from in Self.splitCases {
            let path = OutputPath(composed: from)
            #expect(path.folder == from.split(separator: "/").dropLast().joined(separator: "/"), "\(from)")
            #expect(path.rootPrefix == String(repeating: "../", count: max(from.split(separator: "/").count - 1, 0)), "\(from)")
            for target in Self.splitCases {
                #expect(path.relativeURL(to: OutputPath(composed: target)) == reference(from: from, to: target), "\(from) → \(target)")
            }
        }
    }
}
