import Testing
import PatternsCore
@testable import PatternsImport

/// The kramdown and Liquid that real Jekyll catalogs write in bodies, each converted to what the
/// Jekyll page showed: nothing of the template syntax may be left as text.
@Suite("Jekyll body conversion: kramdown, raw, includes")
struct JekyllKramdownConversionTests {
    static func converter(exampleTexts: [String: String] = ["carousel": "<div class=\"carousel\">\n  <button>Next</button>\n</div>"],
                          sources: [String: String] = [:]) -> JekyllBodyConverter {
        var converter = JekyllBodyConverter(examples: Set(exampleTexts.keys), addresses: JekyllAddressBook())
        converter.exampleText = { exampleTexts[$0] }
        converter.sourceText = { sources[$0] }
        let includes = ["note.html": "<p class=\"note\">Practice only.</p>\n", "criteria-tabs.html": "{% if page.keyboard %}<div>tabs</div>{% endif %}"]
        converter.includeText = { includes[$0] }
        return converter
    }

    static func lines(_ body: String, converter: JekyllBodyConverter = converter(), page: OutputPath = "checklist-web/table/index.html") -> (lines: [Substring], output: JekyllBodyConverter.Output) {
        let output = converter.convert(body, firstLine: 1, file: "content/checklist-web/table.md", source: "_checklist-web/table.md", pagePath: page)
        return (output.text.split(separator: "\n", omittingEmptySubsequences: false), output)
    }

    @Test("attribute lists are removed: alone on a line, after a heading, after endhighlight (where a bad/good example class becomes the caption)")
    func attributeLists() {
        let (lines, output) = Self.lines("""
        ## Name
        {: .divider tabindex="-1"}
        ### Title {: .annotated}
        {% highlight html %}
        <a href="#">Click here</a>
        {% endhighlight %}{: .bad-example}
        After
        """)
        #expect(lines == ["## Name", "", "### Title", "```html title=\"Bad example\"", "<a href=\"#\">Click here</a>", "```", "After"])
        #expect(output.findings.isEmpty)
    }

    @Test("a nomarkdown block of HTML stays HTML, as one block without blank or indented lines; its markers go")
    func nomarkdownHTML() {
        let (lines, output) = Self.lines("""
        Before

        {::nomarkdown}
        <div class="note">

            <p>Inside</p>
        </div>
        {:/}

        After
        """)
        #expect(lines == ["Before", "", "<div class=\"note\">", "<p>Inside</p>", "</div>", "", "", "After"])
        #expect(output.findings.isEmpty)
    }

    @Test("an <example> written inline, around an include, becomes one inline example fence with the include's HTML in it")
    func inlineExample() {
        let (lines, _) = Self.lines("""
        {::nomarkdown}
        <example>
        <div role="region" aria-label="Slides">
          {% include /examples/carousel.html %}
        </div>
        </example>
        {:/}
        """)
        #expect(lines == ["```html example", "<div role=\"region\" aria-label=\"Slides\">", "  <div class=\"carousel\">", "    <button>Next</button>",
                          "  </div>", "</div>", "```"])
    }

    @Test("a highlight followed by a raw <example> of the same HTML is one example fence; a raw block's text is kept as written")
    func rawBlocks() {
        let (lines, output) = Self.lines("""
        {% highlight html %}
        <a href="/about/">About</a>
        {% endhighlight %}

        {% raw %}
        <example>
        <a href="/about/">About</a>
        </example>
        {% endraw %}

        Write {% raw %}{{ name }}{% endraw %} to print it.
        """)
        #expect(lines.filter { !$0.isEmpty } == ["```html example", "<a href=\"/about/\">About</a>", "```", "Write {{ name }} to print it."])
        #expect(output.findings.isEmpty, "raw text is what the author wants shown")
    }

    @Test("an example's source shown alone stays source only; shown beside its live copy it is one example fence")
    func sourceOnlySnippet() {
        let (alone, _) = Self.lines("{% highlight html %}\n{% include /examples/carousel.html %}\n{% endhighlight %}")
        #expect(alone == ["```html", "<div class=\"carousel\">", "  <button>Next</button>", "</div>", "```"])
        let (pair, _) = Self.lines("{::nomarkdown}\n{% include /examples/carousel.html %}\n{:/}\n\n{% highlight html %}\n{% include /examples/carousel.html %}\n{% endhighlight %}")
        #expect(pair.filter { !$0.isEmpty } == ["```html example file=carousel", "```"])
    }

    @Test("include_relative inlines the file beside the document (front matter left out); .. and missing files are left and reported")
    func includeRelative() {
        let converter = Self.converter(sources: ["_checklist-web/part.md": "---\ntitle: x\n---\nIncluded **text**\n"])
        let (lines, output) = Self.lines("A\n{% include_relative part.md %}\n{% include_relative ../secret.md %}\nB", converter: converter)
        #expect(lines[0...1] == ["A", "Included **text**"])
        #expect(lines.last == "B")
        #expect(output.findings.count == 1)
        #expect(output.findings.first?.message.contains("include_relative") == true)
    }

    @Test("an include of plain HTML is inlined; one drawing on the page's variables is dropped with a note")
    func plainInclude() {
        let (lines, output) = Self.lines("A\n\n{% include note.html %}\n\nB")
        #expect(lines == ["A", "", "<p class=\"note\">Practice only.</p>", "", "", "B"])
        #expect(output.notes.map(\.message) == ["the include of 'note.html', plain HTML, is inlined"])
    }

    @Test("a video-player include becomes a titled video with captions, addressed from the page; a layout include is dropped with a note")
    func includes() {
        let (lines, output) = Self.lines("""
        {% include video-player.html filename = "/assets/media/video/how-to/keys.mp4" title = "Testing with keys" vtt="/assets/media/video/how-to/keys.vtt" %}
        {% include criteria-tabs.html %}
        """, page: "guides/how-to/keyboard/index.html")
        #expect(lines[0] == "## Testing with keys", "one level below the page's title")
        #expect(lines[2] == "<video controls preload=\"metadata\" src=\"../../../assets/media/video/how-to/keys.mp4\" aria-label=\"Testing with keys\">"
                 + "<track kind=\"captions\" srclang=\"en\" label=\"English\" default src=\"../../../assets/media/video/how-to/keys.vtt\"></video>")
        #expect(lines[3] == "")
        #expect(output.referencedFiles == ["/assets/media/video/how-to/keys.mp4", "/assets/media/video/how-to/keys.vtt"])
        #expect(output.notes.map(\.message) == ["the include of 'criteria-tabs.html', part of the Jekyll layout, is dropped"])
        #expect(output.findings.isEmpty)
    }

    @Test("a root address in an HTML attribute becomes relative too, but not in a code span or to another host")
    func rootAddressesInHTML() {
        let (lines, _) = Self.lines("<img src=\"/assets/images/a.png\" alt=\"A\"> <a href='/about/'>About</a> `<a href=\"/about/\">` <img src=\"//cdn.example/x.png\" alt=\"\">")
        #expect(lines == ["<img src=\"../../assets/images/a.png\" alt=\"A\"> <a href='../../about/index.html'>About</a> `<a href=\"/about/\">` <img src=\"//cdn.example/x.png\" alt=\"\">"])
    }

    @Test("{{ site.baseurl }} in HTML attributes becomes an address relative to the page")
    func baseurlInHTML() {
        let (lines, output) = Self.lines("<img src=\"{{ site.baseurl }}/assets/images/chart.png\" alt=\"Chart\"> <a href=\"{{site.baseurl}}/about/\">About</a>")
        #expect(lines == ["<img src=\"../../assets/images/chart.png\" alt=\"Chart\"> <a href=\"../../about/index.html\">About</a>"])
        #expect(output.findings.isEmpty)
    }
}

@Suite("Jekyll slugs")
struct JekyllSlugTests {
    @Test("default mode: letters, marks and digits kept, other runs one hyphen, ends trimmed, lower case", arguments: [
        ("Focus", "focus"), ("loading_spinner", "loading-spinner"), ("Date & Time picker", "date-time-picker"),
        ("__init__", "init"), ("Café", "café"), ("v2.0 release", "v2-0-release"), ("---", ""),
    ])
    func defaultMode(input: String, expected: String) {
        #expect(JekyllSlug.make(input) == expected)
    }

    @Test("pretty mode keeps ._~!$&'()+,;=@ and, cased, the case")
    func prettyMode() {
        #expect(JekyllSlug.make("Hello World.v2!", mode: .pretty, cased: true) == "Hello-World.v2!")
        #expect(JekyllSlug.make("A_B c", mode: .pretty) == "a_b-c")
    }

    @Test("the placeholder of the collection's permalink decides the name", arguments: [
        ("/:collection/:name/", "loading-spinner"), ("/:collection/:path/", "loading_spinner"), ("/:collection/:title/", "Loading-Spinner"),
    ])
    func placeholders(permalink: String, expected: String) {
        #expect(JekyllPermalink.slug(of: "loading_spinner", frontMatterSlug: permalink.contains(":title") ? "Loading Spinner" : nil,
                                     permalink: permalink, pretty: false) == expected)
    }
}

@Suite("Jekyll layouts' stylesheets and scripts")
struct JekyllExampleResourceURLTests {
    @Test("site addresses in their Liquid forms become site paths; CDN addresses stay external; Liquid left is no address", arguments: [
        ("{{ site.baseurl }}/assets/main.css?{{site.time | date: '%s'}}", "assets/main.css", nil),
        ("{{ '/assets/scripts/index.js' | relative_url }}", "assets/scripts/index.js", nil),
        ("/practice/assets/a.js", "assets/a.js", nil),
        ("https://ajax.googleapis.com/ajax/libs/jquery/3.6.0/jquery.min.js", nil, "https://ajax.googleapis.com/ajax/libs/jquery/3.6.0/jquery.min.js"),
    ] as [(String, String?, String?)])
    func siteURLs(written: String, path: String?, external: String?) {
        let url = JekyllImporter.siteURL(written, baseurl: "/practice")
        #expect(url?.path == path)
        #expect(url?.external == external)
    }

    @Test("a -dev stylesheet beside the one taken is left out")
    func developmentVariant() {
        #expect(JekyllImporter.isDevelopmentVariant("assets/main-dev.css", of: ["assets/main.css"]))
        #expect(!JekyllImporter.isDevelopmentVariant("assets/print.css", of: ["assets/main.css"]))
    }
}

@Suite("Jekyll root addresses")
struct JekyllRootAddressTests {
    @Test("a link written from the site's root becomes a relative link to the imported file; unknown and protocol-relative ones stay")
    func rootLinks() {
        var book = JekyllAddressBook()
        book.add(source: "_checklist-web/stepper.md", address: "/checklist-web/stepper/", destination: "content/checklist-web/stepper.md")
        book.add(source: "assets/images/a.png", address: "/assets/images/a.png", destination: "content/assets/images/a.png")
        let output = JekyllBodyConverter(examples: [], addresses: book).convert(
            "See [Stepper](/checklist-web/stepper/#name), ![A](/assets/images/a.png), [gone](/nowhere/) and [cdn](//example.org/x).",
            firstLine: 1, file: "content/checklist-web/number.md", source: "_checklist-web/number.md")
        #expect(output.text == "See [Stepper](stepper.md#name), ![A](../assets/images/a.png), [gone](/nowhere/) and [cdn](//example.org/x).")
        #expect(output.counts.links == 2)
    }
}
