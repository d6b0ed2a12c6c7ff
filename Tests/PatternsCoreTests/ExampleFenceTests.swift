import PatternsTestSupport
import Testing
@testable import PatternsCore
import PatternsDiagnostics

@Suite("Live example fences")
struct ExampleFenceTests {
    @Test("info strings that are examples, with their label, file and counter-example flag", arguments: [
        ("html example", nil, nil, false),
        ("HTML Example", nil, nil, false),
        ("html example=\"Focusable disabled button\"", "Focusable disabled button", nil, false),
        ("html example file=button-disabled", nil, "button-disabled", false),
        ("html example file=\"forms/text field\"", nil, "forms/text field", false),
        ("html example inaccessible", nil, nil, true),
        ("html example=\"Clickable div\" inaccessible file=fake-button", "Clickable div", "fake-button", true),
        ("html   example   label=\"Spaced out\"", "Spaced out", nil, false),
    ] as [(String, String?, String?, Bool)])
    func parses(info: String, label: String?, file: String?, inaccessible: Bool) throws {
        let fence = try #require(ExampleFence(info: info))
        #expect(fence.label == label)
        #expect(fence.fileName == file)
        #expect(fence.isInaccessible == inaccessible)
        #expect(fence.unknownWords.isEmpty)
    }

    @Test("other info strings are ordinary code", arguments: ["html", "swift example", "example", "htmlexample", "html examples", ""])
    func notExamples(info: String) {
        #expect(ExampleFence(info: info) == nil)
    }

    @Test("words it does not know are kept for a finding")
    func unknownWords() throws {
        let fence = try #require(ExampleFence(info: "html example inacessible size=large"))
        #expect(fence.unknownWords == ["inacessible", "size=large"])
        #expect(!fence.isInaccessible)
    }
}

@Suite("Live examples in bodies")
struct LiveExampleReaderTests {
    let examples = ExampleLibrary(files: [
        .init(name: "button-disabled", sourcePath: "content/examples/button-disabled.html", html: "<button aria-disabled=\"true\">Save</button>\n"),
        .init(name: "forms/text-field", sourcePath: "content/examples/forms/text-field.html", html: "<label>Name <input></label>\n"),
    ])

    private func read(_ marked: MarkedText) -> (PatternEntry?, [Diagnostic]) {
        let text = "---\ntitle: Button\ncategories: [controls]\nkeyboard: n/a\nmobile: n/a\nscreenreader: n/a\n---\n" + marked.text
        let path = "content/patterns/controls/button.md"
        return reporting(path) { sink in
            PatternEntryReader(config: controlsConfig, renderer: nil, examples: examples)
                .read(SourceFile(path: path, text: text), diagnostics: sink)
        }
    }

    /// The marked body's positions, moved down past the seven lines of front matter `read` adds.
    private func shifted(_ marked: MarkedText) -> [String] {
        marked.locations.map { "\($0.line + 7):\($0.column)" }
    }

    @Test("inline and file examples in document order, each with its frame beside the page or under examples/")
    func examplesInOrder() throws {
        let marked = MarkedText("""
        ## Examples

        ‸```html example="Native"
        <button>Send</button>
        ```

        - In a list:

          ‸```html example file=forms/text-field
          ```

        ‸```html example inaccessible
        <div onclick="send()">Send</div>
        ```

        ```html
        <p>just code</p>
        ```

        """)
        let (entry, diagnostics) = read(marked)
        #expect(diagnostics.isEmpty, "\(diagnostics.summaries)")
        let found = try #require(entry?.body.examples)
        #expect(found.map(\.framePath) == ["patterns/button/example-1.html", "examples/forms/text-field.html", "patterns/button/example-3.html"])
        #expect(found.map(\.label) == ["Native", nil, nil])
        #expect(found.map(\.isInaccessible) == [false, false, true])
        #expect(found[0].html == "<button>Send</button>\n")
        #expect(found[1].html == "<label>Name <input></label>\n")
        #expect(found.map { "\($0.location.line):\($0.location.column)" } == shifted(marked))
        #expect(found.enumerated().map { $0.element.title(number: $0.offset + 1) } == ["Native", "Text field", "Example 3"])
    }

    @Test("a missing file, an empty example, HTML beside a file and an unknown word, each at the fence")
    func findings() throws {
        let marked = MarkedText("""
        ‸```html example file=button-disabld
        ```

        ‸```html example
        ```

        ‸```html example file=button-disabled
        <p>ignored</p>
        ```

        ‸```html example inacessible
        <p>shown</p>
        ```

        """)
        let (entry, diagnostics) = read(marked)
        let at = shifted(marked)
        #expect(diagnostics.summaries == [
            "patterns.example.missing-file@\(at[0])", "patterns.example.empty@\(at[1])",
            "patterns.example.ignored-body@\(at[2])", "patterns.example.unknown-option@\(at[3])",
        ])
        #expect(diagnostics[0].hint == "did you mean 'file=button-disabled'?")
        #expect(diagnostics[3].hint == "did you mean 'inaccessible'?")
        // What cannot be shown is left as code; the rest is shown.
        #expect(entry?.body.examples.map(\.framePath) == ["examples/button-disabled.html", "patterns/button/example-2.html"])
    }
}
