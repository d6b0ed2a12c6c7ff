import PatternsDiagnostics
import PatternsCore
import PatternsTestSupport
import Testing
@testable import PatternsImport

@Suite("Jekyll body conversion")
struct JekyllBodyConverterTests {
    static let addresses: JekyllAddressBook = {
        var book = JekyllAddressBook()
        book.add(source: "_checklist-web/button.md", address: "/checklist-web/button/", destination: "content/checklist-web/button.md")
        book.add(source: "_checklist-native/button.md", address: "/checklist-native/button/", destination: "content/checklist-native/button.md")
        book.add(source: "how-to.md", address: "/how-to/", destination: "content/guides/how-to.md")
        return book
    }()

    static func convert(_ body: String, examples: Set<String> = ["button", "forms/search"]) -> JekyllBodyConverter.Output {
        JekyllBodyConverter(examples: examples, addresses: addresses)
            .convert(body, firstLine: 10, file: "content/checklist-web/checkbox.md", source: "_checklist-web/checkbox.md")
    }

    @Test("a highlighted include followed by its live copy, with or without nomarkdown, becomes one example fence of the same height")
    func highlightAndLiveExample() {
        for live in ["{::nomarkdown}\n<example>\n{% include /examples/button.html %}\n</example>\n{:/}",
                     "<example>\n{% include examples/button.html %}\n</example>",
                     "{::nomarkdown}<example>{% include /examples/button.html %}</example>{:/}"] {
            let body = "## Example\n\n{% highlight html %}\n{% include /examples/button.html %}\n{% endhighlight %}\n\n\(live)\n\nAfter."
            let output = Self.convert(body)
            let lines = output.text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == body.split(separator: "\n", omittingEmptySubsequences: false).count)
            #expect(lines[2...3] == ["```html example file=button", "```"])
            #expect(lines.last == "After.")
            #expect(output.findings.isEmpty, "\(output.findings)")
            #expect(output.counts.exampleFences == 1)
        }
    }

    @Test("a live example alone and a lone include become the same fence; a lone include adds one line")
    func liveExampleAlone() {
        let output = Self.convert("<example>\n{% include /examples/forms/search.html %}\n</example>\nText\n  {% include /examples/button.html %}\nEnd")
        #expect(output.text == "```html example file=forms/search\n```\n\nText\n  ```html example file=button\n  ```\nEnd")
        #expect(output.counts.exampleFences == 2)
    }

    @Test("highlight blocks become fenced code in their language, keeping their lines and indentation")
    func highlightBlocks() {
        let output = Self.convert("- **SwiftUI**\n\n  {% highlight swift linenos %}\n  Text(\"```\")\n  {%- endhighlight -%}\nEnd")
        #expect(output.text == "- **SwiftUI**\n\n  ````swift\n  Text(\"```\")\n  ````\nEnd")
        #expect(output.counts.highlightBlocks == 1)
    }

    @Test("Liquid links become relative links to the imported files; unknown targets are left and reported")
    func links() {
        let marked = MarkedText("""
        See [the button]({{ site.baseurl }}/checklist-web/button/#name), [app]({{ site.url }}{{ site.baseurl }}/checklist-native/button),
        [how to]({{ '/how-to/' | relative_url }}), [this]({{ page.url }}#state), [link]({% link _checklist-web/button.md %}).
        [gone](‸{{ site.baseurl }}/nowhere/)

        [ref]: {{ site.baseurl }}/how-to.html
        """)
        let output = Self.convert(marked.text)
        #expect(output.text.split(separator: "\n", omittingEmptySubsequences: false) == [
            "See [the button](button.md#name), [app](../checklist-native/button.md),",
            "[how to](../guides/how-to.md), [this](#state), [link](button.md).",
            "[gone]({{ site.baseurl }}/nowhere/)", "", "[ref]: ../guides/how-to.md",
        ])
        #expect(output.counts.links == 6)
        #expect(output.findings.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == ["\(marked.location.line + 9):\(marked.location.column)"])
        #expect(output.findings.first?.message == "Liquid output '{{ site.baseurl }}' left in place (from _checklist-web/checkbox.md)")
    }

    @Test("what cannot be converted is left in place and reported where it stands; code spans and the author's fences are not searched")
    func leftovers() {
        let marked = MarkedText("""
        Reviewed ‸{{ page.reviewed }}; write `{% raw %}` in code.
        {: .note}

        ```liquid
        {% include anything.html %}
        ```

        ‸{% include /examples/missing.html %}

        {% highlight html %}
        <div>‸{% include icon.html %}</div>
        {% endhighlight %}
        """)
        let output = Self.convert(marked.text)
        #expect(output.findings.map { "\(($0.location?.line ?? 0) - 9):\($0.location?.column ?? 0)" } == marked.locations.map { "\($0.line):\($0.column)" })
        #expect(output.findings.map(\.rule) == [.importTemplateSyntax, .importMissingExample, .importTemplateSyntax])
        #expect(output.findings.map(\.message) == [
            "Liquid output '{{ page.reviewed }}' left in place (from _checklist-web/checkbox.md)",
            "include of example 'missing', which _includes/examples/ does not have, left in place (from _checklist-web/checkbox.md)",
            "Liquid tag '{% include icon.html %}' is shown as code (from _checklist-web/checkbox.md)",
        ])
        #expect(output.findings.allSatisfy { $0.file == "content/checklist-web/checkbox.md" && $0.severity == .warning })
    }

    @Test("an example _includes/examples/ does not have: its highlight becomes code, its live copy stays, its include is reported once")
    func missingExampleInPair() {
        let marked = MarkedText("""
        {% highlight html %}
        ‸{% include /examples/gone.html %}
        {% endhighlight %}

        <example>
        ‸{% include /examples/gone.html %}
        </example>
        """)
        let output = Self.convert(marked.text)
        #expect(output.text.hasPrefix("```html\n{% include /examples/gone.html %}\n```\n\n<example>\n"))
        #expect(output.findings.map { "\(($0.location?.line ?? 0) - 9):\($0.location?.column ?? 0)" } == marked.locations.map { "\($0.line):\($0.column)" })
        #expect(output.findings.map(\.rule) == [.importTemplateSyntax, .importMissingExample])
    }

    @Test("CRLF bodies keep their line endings in the lines the conversion writes")
    func carriageReturns() {
        let output = Self.convert("{% highlight css %}\r\na {}\r\n{% endhighlight %}\r\n<example>{% include /examples/button.html %}</example>\r\n")
        #expect(output.text == "```css\r\na {}\r\n```\r\n```html example file=button\r\n```\r\n")
    }

    @Test("front matter is kept byte for byte, a byte-order mark included; the body starts after it")
    func documents() {
        let text = "\u{FEFF}---\r\ntitle: Tabs   # a comment\r\nkeyboard:\r\n  tab: Moves focus\r\ncategories: controls navigation\r\n---\r\nBody\r\n"
        let document = JekyllDocument(path: "_web/tabs.md", text: text)
        #expect(String(document.frontMatterText) + document.body == text)
        #expect(document.frontMatterText.hasPrefix("\u{FEFF}---"))
        #expect(document.bodyFirstLine == 7)
        #expect(document.isPatternEntry)
        #expect(document.categories == ["controls", "navigation"])
        #expect(!JekyllDocument(path: "README.md", text: "# Read me\n").hasFrontMatter)
    }

    @Test("an unclosed highlight is left as it is")
    func unclosedHighlight() {
        let output = Self.convert("{% highlight html %}\n<p>never closed</p>")
        #expect(output.text == "{% highlight html %}\n<p>never closed</p>")
        #expect(output.findings.map(\.location?.line) == [10])
    }
}
