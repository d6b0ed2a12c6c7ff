import Testing
@testable import PatternsCore
import PatternsDiagnostics

/// Snippets shown but never run (a catalog's tab-panel markup without its script): a plain
/// ```` ```html ```` block, which is no live example and no working example for coverage.
@Suite("Source-only snippets")
struct SourceOnlySnippetTests {
    @Test("a plain html block is not an example, so a web entry holding only one still lacks a working example")
    func plainBlockIsNotAWorkingExample() throws {
        let snippet = try CatalogCoverageTests.entry(CatalogCoverageTests.text(title: "Tabs", notes: """
        ```html
        <div role="tablist"><button role="tab" aria-selected="true">One</button></div>
        ```
        """), path: "content/web/tabs.md")
        let working = try CatalogCoverageTests.entry(CatalogCoverageTests.text(title: "Button", notes: """
        ```html
        <button type="button">Copy me</button>
        ```

        ```html example
        <button type="button">Go</button>
        ```
        """), path: "content/web/button.md")
        #expect(snippet.body.examples.isEmpty)
        #expect(working.body.examples.count == 1)
        let coverage = CatalogCoverageTests.coverage(snippet, working)
        let examples = Dictionary(uniqueKeysWithValues: coverage.entries.map { ($0.entry.title, $0.example) })
        #expect(examples == ["Tabs": .missing, "Button": .present])
        #expect(coverage.totals[.examples] == CoverageTally(present: 1, expected: 2))
    }

    @Test("asking an example fence for its source only points to the plain block",
          arguments: ["source-only", "source", "norun", "no-run", "code-only"])
    func sourceOnlyWord(word: String) {
        let (_, diagnostics) = readEntry(CatalogCoverageTests.text(title: "Tabs", notes: """
        ```html example \(word)
        <div role="tablist"></div>
        ```
        """), path: "content/web/tabs.md", config: CatalogCoverageTests.config, ignoring: [.emptyBody, .platformGap])
        let warning = diagnostics.with(.exampleUnknownOption)
        #expect(warning.count == 1)
        #expect(warning.first?.hint == "a snippet shown but never run is a plain code block: write ```html without 'example'")
    }

    @Test("other unknown words keep their did-you-mean")
    func otherWords() {
        #expect(!ExampleFence.asksForSourceOnly("inacessible"))
        #expect(DiagnosticMessage.exampleUnknownOption("inacessible", suggestion: "inaccessible").hint == "did you mean 'inaccessible'?")
    }
}
