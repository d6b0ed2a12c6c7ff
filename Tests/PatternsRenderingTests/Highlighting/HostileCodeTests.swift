import Foundation
@testable import PatternsBodyHTML
import PatternsTestSupport
import Testing
import PatternsRendering
import PatternsTestSupport

/// Whatever the code, highlighting only wraps its own text, escaped, in spans, and takes linear time.
@Suite("Syntax highlighting: hostile input")
struct HostileCodeTests {
    static let languages = ["swift", "objc", "kotlin", "java", "js", "json", "gherkin", "sh", "html", "xml", "css"]

    /// Pieces that open things and never close them, nest wrongly, or need escaping.
    static let pieces = [
        "\"", "'", "`", "\"\"\"", "#\"", "##", "/*", "*/", "//", "#", "<!--", "-->", "<![CDATA[", "<", "</", ">", "/>",
        "<script>", "</script>", "<style>", "{", "}", ";", ":", "\\", "\\(", "${", "(", ")", "[", "]", "=", "@", "@media",
        "0x", "1e", ".5", "-", "!", "&", "&amp;", "\n", " ", "\t", "let", "val", "a", "é", "🙂", "\u{2028}", "<b>",
    ]

    @Test("random sequences of delimiters come back as the same text", arguments: languages)
    func roundTrip(language: String) throws {
        var generator = SeededGenerator(seed: 14)
        for _ in 0..<300 {
            let code = (0..<Int.random(in: 1...40, using: &generator))
                .map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            let html = try #require(SyntaxHighlighter.html(code, language: language))
            #expect(HighlightedTokens.text(of: html) == code, "\(language): \(code.debugDescription)")
            #expect(!html.contains("<script") && !html.contains("<style") && !html.contains("<b>"))
        }
    }

    @Test("markup in strings and comments is escaped")
    func escaping() throws {
        let html = try #require(SyntaxHighlighter.html("let a = \"<script>alert('x')</script>\" // </code> & more", language: "swift"))
        #expect(html == "<span class=\"k\">let</span> a = <span class=\"s\">&quot;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&quot;</span> "
                + "<span class=\"c\">// &lt;/code&gt; &amp; more</span>")
    }

    @Test("unterminated strings end with their line, unterminated comments and tags with the code")
    func unterminated() {
        #expect(HighlightedTokens.of("let a = \"open\nlet b", "swift") == ["k:let", "s:\"open", "k:let"])
        #expect(HighlightedTokens.of("/* open /* nested */ let b", "swift") == ["c:/* open /* nested */ let b"])
        #expect(HighlightedTokens.of("<a href=\"x\n<b>", "html") == ["g:a", "m:href", "v:\"x\n<b>"])
        #expect(HighlightedTokens.of("<a href=x <b>", "html") == ["g:a", "m:href", "v:x", "g:b"])
        #expect(HighlightedTokens.of("}} a { color: red; }}} p {", "css") == ["g:a", "m:color", "g:p"])
    }

    @Test("a 1 MB line in each language is highlighted in linear time", arguments: languages)
    func longLine(language: String) throws {
        let unit = "a\"b /* c <d e=\"f\" {g: 1px; \\(\"${ #h @i 0x1 "
        let small = String(repeating: unit, count: 1_000), large = String(repeating: unit, count: 25_000)
        var smallHTML = "", largeHTML = ""
        let smallTime = bestCPUSeconds(runs: 1) { smallHTML = SyntaxHighlighter.html(small, language: language) ?? "" }
        let largeTime = bestCPUSeconds(runs: 1) { largeHTML = SyntaxHighlighter.html(large, language: language) ?? "" }
        #expect(large.utf8.count > 1_000_000)
        #expect(HighlightedTokens.text(of: smallHTML) == small)
        #expect(largeHTML.utf8.count >= large.utf8.count)
        // 25 times the text: linear time takes about 25 times as long; quadratic would take 625.
        #expect(largeTime < smallTime * 100 + 0.5, "\(language): \(smallTime) s then \(largeTime) s of CPU")
    }
}
