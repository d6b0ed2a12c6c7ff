import PatternsTestSupport
import Testing
@testable import PatternsCore
import PatternsDiagnostics

@Suite("Liquid and kramdown left in the notes")
struct TemplateSyntaxTests {
    static let frontMatter = """
    ---
    title: Toggle
    categories: controls
    keyboard:
      tab: Focus moves to the toggle
    mobile:
      swipe: Focus moves to the toggle
    screenreader:
      name: Says what it turns on
      role: Switch
      group: n/a
      state: On or off
    ---

    """

    @Test("each tag, output, extension and attribute list in the text is reported where its brace stands")
    func reportedAtTheBrace() {
        let marked = MarkedText(Self.frontMatter + """
        ## Notes

        ‸{% highlight html %}
        <button aria-pressed="true">Mute</button>
        ‸{% endhighlight %}

        See the [guide](‸{{ site.baseurl }}/guides/toggles/) and ‸{{page.title}}.

        ‸{::nomarkdown}
        <example>
        ‸{% include /examples/toggle.html %}
        </example>
        ‸{:/}

        A note with a class.
        ‸{: .note}

        - **Web**
          - Use a real button, ‸{:#web-tip} not a div ‸{%raw%}
        """)
        let (_, diagnostics) = readEntry(marked.text, ignoring: [.emptyBody, .platformGap, .rawHTML])
        let found = diagnostics.with(.templateSyntax)
        #expect(diagnostics.count == found.count, "\(diagnostics.summaries)")
        #expect(found.compactMap(\.location) == marked.locations)
        #expect(found.map(\.message) == [
            "Liquid tag '{% highlight html %}' is shown as text",
            "Liquid tag '{% endhighlight %}' is shown as text",
            "Liquid output '{{ site.baseurl }}' is shown as text",
            "Liquid output '{{page.title}}' is shown as text",
            "kramdown extension '{::nomarkdown}' is shown as text",
            "Liquid tag '{% include /examples/toggle.html %}' is shown as text",
            "kramdown extension '{:/}' is shown as text",
            "kramdown attribute list '{: .note}' is shown as text",
            "kramdown attribute list '{:#web-tip}' is shown as text",
            "Liquid tag '{%raw%}' is shown as text",
        ])
        #expect(found.allSatisfy { $0.severity == .warning })
        #expect(found.first?.hint?.contains("patterns import jekyll") == true)
    }

    @Test("code spans, code blocks, raw HTML and ordinary braces are left alone")
    func codeAndProseIgnored() {
        let text = Self.frontMatter + """
        ## Notes

        Write `{% include x.html %}` or `{{ site.baseurl }}` in Jekyll; a set {a, b} and {: } are prose.

        ```liquid
        {% highlight html %}
        {::nomarkdown}
        ```

            {{ indented code }}

        <div>{% include raw.html %}</div>
        """
        let (_, diagnostics) = readEntry(text, ignoring: [.emptyBody, .rawHTML])
        #expect(diagnostics.with(.templateSyntax).isEmpty, "\(diagnostics.summaries)")
    }

    @Test("an excerpt longer than forty characters is shortened, and an unclosed tag still counts")
    func longAndUnclosed() {
        let long = "{% include /examples/a-very-long-folder-name/with-a-long-file.html %}"
        let found = TemplateSyntax.scan(Array("before \(long) and {% if".unicodeScalars))
        #expect(found.map(\.kind) == [.liquidTag, .liquidTag])
        #expect(found.map(\.offset) == [7, 7 + long.unicodeScalars.count + 5])
        #expect(found[0].excerpt.count == 40 && found[0].excerpt.hasSuffix("…"))
        #expect(found[1].excerpt == "{% if")
    }

    @Test("guides are checked too")
    func guides() {
        let marked = MarkedText("""
        # Focus order

        Read the ‸{{ page.url }} first.
        """)
        let (_, diagnostics) = reporting("content/guides/focus.md") { sink in
            GuideReader(config: controlsConfig).read(SourceFile(path: "content/guides/focus.md", text: marked.text), diagnostics: sink)
        }
        #expect(diagnostics.with(.templateSyntax).compactMap(\.location) == [marked.location])
    }
}
