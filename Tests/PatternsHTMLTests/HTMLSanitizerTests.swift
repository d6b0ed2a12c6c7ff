import Foundation
import Testing
import PatternsHTML

/// The allow-list sanitiser for raw HTML in Markdown: what it keeps, what it removes and says so.
@Suite("HTML sanitiser")
struct HTMLSanitizerTests {
    let sanitizer = HTMLSanitizer()

    func clean(_ html: String) -> HTMLSanitizer.Result { sanitizer.sanitize(html) }

    @Test("allowed elements and attributes come through as written", arguments: [
        #"<a href="https://example.com/a?b=1&amp;c=2" title="Example">link</a>"#,
        "<details open><summary>More</summary><p>Text</p></details>",
        #"<figure><img src="cat.png" alt="A cat" width="20" height="10"><figcaption>Cat</figcaption></figure>"#,
        #"<table><caption>T</caption><thead><tr><th scope="col" colspan="2">H</th></tr></thead><tbody><tr><td rowspan="2">1</td></tr></tbody><tfoot><tr><td>f</td></tr></tfoot></table>"#,
        "<kbd>Ctrl</kbd> <kbd>C</kbd> <code>x</code> <samp>s</samp> <var>v</var> <em>e</em> <strong>s</strong> <b>b</b> <i>i</i>",
        "<s>s</s><del>d</del><ins>i</ins><sub>2</sub><sup>2</sup><small>s</small><mark>m</mark>",
        #"<abbr title="HyperText Markup Language">HTML</abbr><br><hr>"#,
        #"<blockquote><p>q</p></blockquote><ul><li>a</li></ul><ol start="3"><li>c</li></ol><dl><dt>t</dt><dd>d</dd></dl>"#,
        "<h1>1</h1><h2>2</h2><h3>3</h3><h4>4</h4><h5>5</h5><h6>6</h6>",
        #"<div class="note" id="n1" lang="fr" dir="rtl"><span class="x" role="note" aria-label="Note">t</span></div>"#,
        #"<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot">"#,
        "<pre>line\n  indented</pre>",
    ])
    func keepsAllowed(html: String) {
        let result = clean(html)
        #expect(result.html == html)
        #expect(result.removals.isEmpty)
    }

    @Test("a script goes with its content, and says so")
    func script() {
        let result = clean("<p>Before<script>alert(1)</script>after</p>")
        #expect(result.html == "<p>Beforeafter</p>")
        #expect(result.removals == [HTMLRemoval(element: "script", reason: .runsCode)])
    }

    @Test("event handler and style attributes go; the element stays")
    func eventAndStyleAttributes() {
        let result = clean(#"<div onclick="steal()" class="k" style="color: red" onMouseOver="x()">raw</div>"#)
        #expect(result.html == #"<div class="k">raw</div>"#)
        #expect(result.removals == [
            HTMLRemoval(element: "div", attribute: "onclick", reason: .runsCode),
            HTMLRemoval(element: "div", attribute: "style", reason: .styling),
            HTMLRemoval(element: "div", attribute: "onmouseover", reason: .runsCode),
        ])
    }

    @Test("javascript: URLs go however they are written", arguments: [
        "javascript:alert(1)", "JaVaScRiPt:alert(1)", "  javascript:alert(1)", "java\tscript:alert(1)",
        "&#106;avascript:alert(1)", "&#x6A;&#x61;vascript:alert(1)", "java&#x0A;script:alert(1)", "&#x20;javascript:x",
        "vbscript:msgbox", "data:text/html;base64,PHNjcmlwdD4=", "file:///etc/passwd",
    ])
    func unsafeLinks(url: String) {
        let result = clean(#"<a href="\#(url)" title="t">x</a>"#)
        #expect(result.html == #"<a title="t">x</a>"#)
        #expect(result.removals.count == 1)
        #expect(result.removals.first?.attribute == "href")
        #expect(result.removals.first?.reason == .unsafeURL)
    }

    @Test("data: is for images only, and only pictures")
    func dataURLs() {
        #expect(clean(#"<img src="data:image/svg+xml,<svg/>" alt="x">"#).html == #"<img alt="x">"#)
        #expect(clean(#"<img src="DATA:image/gif;base64,R0lG" alt="x">"#).removals.isEmpty)
    }

    @Test("other attributes off the list go", arguments: ["srcdoc", "formaction", "tabindex", "target", "xlink:href", "data-x"])
    func notAllowedAttributes(attribute: String) {
        let result = clean(#"<a href="/x" \#(attribute)="v">x</a>"#)
        #expect(result.html == #"<a href="/x">x</a>"#)
        #expect(result.removals.map(\.reason) == [.notAllowed])
    }

    @Test("embedding, form and head elements go with their content", arguments: [
        (#"<iframe src="https://evil.example">fallback</iframe>"#, "iframe", HTMLRemoval.Reason.embeds),
        (#"<object data="x.swf"><param name="a">text</object>"#, "object", .embeds),
        (#"<embed src="x.swf">"#, "embed", .embeds),
        (#"<input type="checkbox">"#, "input", .form),
        (#"<form action="/send"><input name="q"><button>Go</button></form>"#, "form", .form),
        ("<textarea>t</textarea>", "textarea", .form),
        ("<style>body { display: none }</style>", "style", .styling),
        ("<template><p>t</p></template>", "template", .runsCode),
        ("<noscript>Enable JS</noscript>", "noscript", .runsCode),
        (#"<meta http-equiv="refresh" content="0;url=https://evil.example">"#, "meta", .pageHead),
    ])
    func removedWithContent(html: String, element: String, reason: HTMLRemoval.Reason) {
        let result = clean("a" + html + "b")
        #expect(result.html == "ab")
        #expect(result.removals == [HTMLRemoval(element: element, reason: reason)])
    }

    @Test("unknown wrappers are unwrapped and their text kept")
    func unknownWrappers() {
        let result = clean(#"<center><font color="red">Big</font> news</center>"#)
        #expect(result.html == "Big news")
        #expect(result.removals == [
            HTMLRemoval(element: "center", reason: .notAllowed, keepsContent: true),
            HTMLRemoval(element: "font", reason: .notAllowed, keepsContent: true),
        ])
    }

    @Test("allowed inside removed goes; removed inside allowed goes alone")
    func nesting() {
        let inRemoved = clean("<form><p><strong>Name</strong></p></form>")
        #expect(inRemoved.html == "")
        #expect(inRemoved.removals.map(\.element) == ["form"])
        let inAllowed = clean("<details><summary>S</summary><p>a<script>x()</script><iframe></iframe>b</p></details>")
        #expect(inAllowed.html == "<details><summary>S</summary><p>ab</p></details>")
        #expect(inAllowed.removals.map(\.element) == ["script", "iframe"])
        let svg = clean("<svg><script>alert(1)</script><a href=\"javascript:x\">t</a></svg>")
        #expect(svg.html == "<a>t</a>")
        #expect(svg.removals.map(\.element) == ["svg", "script", "a"])
    }

    @Test("malformed HTML comes out well-formed", arguments: [
        ("<div><p>unclosed", "<div><p>unclosed</p></div>"),
        ("stray</div> end</span>", "stray end"),
        (#"<a href="x""#, #"<a href="x"></a>"#),
        ("<b><i>mis</b>nested</i>", "<b><i>mis</i></b>nested"),
        // Text after a stray `</body>` gets the paragraph libxml2 implies for it: odd, harmless.
        ("a </body> b </html> c", "a <p> b </p><p> c</p>"),
        ("x < y && z > 1", "x &lt; y &amp;&amp; z &gt; 1"),
    ])
    func malformed(html: String, expected: String) {
        #expect(clean(html).html == expected)
    }

    @Test("comments are dropped silently unless they carry the kept prefix")
    func comments() {
        #expect(clean("a<!-- note -->b").html == "ab")
        #expect(clean("a<!-- note -->b").removals.isEmpty)
        let keeping = HTMLSanitizer(keepingCommentsStartingWith: "keep-")
        #expect(keeping.sanitize("<a href=\"x\"><!--keep-1--></a><!--other-->").html == "<a href=\"x\"><!--keep-1--></a>")
    }

    @Test("entities are decoded and written again; non-ASCII text stays")
    func entitiesAndText() {
        #expect(clean("<p>&lt;b&gt; &amp; &eacute; &#8364; &quot;q&quot; é ü 日本 🙂</p>").html
            == "<p>&lt;b&gt; &amp; é € \"q\" é ü 日本 🙂</p>")
        #expect(clean(#"<abbr title="&quot;a&quot; &amp; b">x</abbr>"#).html == #"<abbr title="&quot;a&quot; &amp; b">x</abbr>"#)
    }

    @Test("a pre's leading line break survives a reparse")
    func preLeadingNewline() {
        #expect(clean("<pre>\n\nx</pre>").html.hasPrefix("<pre>\n"))
    }

    @Test("an empty fragment is empty")
    func empty() {
        #expect(clean("") == HTMLSanitizer.Result(html: "", removals: []))
        #expect(clean("   ").html == "   ")
    }

    @Test("sanitising on many threads at once gives what one thread gives")
    func parallelEqualsSerial() async {
        let fragments = (0..<400).map { index in
            #"<div class="c\#(index)" onclick="x()"><a href="JAVASCRIPT:\#(index)">l\#(index)</a><script>s</script><kbd>\#(index)</kbd> é</div>"#
                + String(repeating: "<p>para <em>\(index)</em></p>", count: index % 7)
        }
        let serial = fragments.map { sanitizer.sanitize($0) }
        let parallel = await withTaskGroup(of: (Int, HTMLSanitizer.Result).self) { group in
            for (index, fragment) in fragments.enumerated() {
                group.addTask { (index, HTMLSanitizer().sanitize(fragment)) }
            }
            var results = [HTMLSanitizer.Result?](repeating: nil, count: fragments.count)
            for await (index, result) in group { results[index] = result }
            return results
        }
        #expect(parallel == serial.map(Optional.some))
    }
}

@Suite("HTML sanitiser: media")
struct HTMLSanitizerMediaTests {
    @Test("a video with controls and captions is kept; autoplay and a script URL are not")
    func video() {
        let kept = HTMLSanitizer().sanitize("<video controls preload=\"metadata\" src=\"a.mp4\" aria-label=\"Demo\"><track kind=\"captions\" srclang=\"en\" label=\"English\" default src=\"a.vtt\"></video>")
        #expect(kept.html.contains("<video controls"))
        #expect(kept.html.contains("<track kind=\"captions\""))
        #expect(kept.removals.isEmpty)
        let cleaned = HTMLSanitizer().sanitize("<video autoplay src=\"javascript:alert(1)\"></video>")
        #expect(!cleaned.html.contains("autoplay"))
        #expect(!cleaned.html.contains("javascript"))
        #expect(cleaned.removals.count == 2)
    }
}
