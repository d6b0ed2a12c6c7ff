import Foundation
import Testing

/// A site whose entries cite WCAG success criteria gets `/wcag/`, a page per cited criterion and a WCAG view on those entries.
@Suite struct WCAGPagesTests {
    /// The valid fixture site with `wcag:` in both shapes added to two of its entries.
    private func build(_ temp: TemporaryFolder) throws -> URL {
        let site = try temp.copyFixture("valid-site")
        try insert("""
            wcag:
              - name: Operable
                list:
                  - criteria: Is keyboard operable and shows where focus is
                    sc: [2.1.1, 2.4.7]
              - name: Robust
                list:
                  - criteria: Announces its name, role and state
                    sc: [4.1.2]

            """, into: site.appendingPathComponent("content/patterns/controls/button.md"))
        try insert("wcag: [2.1.1, 1.3.1]\n", into: site.appendingPathComponent("content/patterns/navigation/tab-bar.md"))
        let output = temp.url.appendingPathComponent("out")
        let run = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("wcag"), "\(run.stderr)")
        return output
    }

    /// Puts front-matter lines just before the closing `---`.
    private func insert(_ lines: String, into file: URL) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        let closing = try #require(text.range(of: "\n---\n", range: text.index(text.startIndex, offsetBy: 4)..<text.endIndex))
        try (text[..<closing.lowerBound] + "\n" + lines + text[text.index(after: closing.lowerBound)...])
            .write(to: file, atomically: true, encoding: .utf8)
    }

    @Test func exportsCarryTheCitedSuccessCriteria() throws {
        let temp = try TemporaryFolder()
        let output = try build(temp)
        let check = try PythonCheck.run("""
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1] + '/criteria.schema.json'))
            data = json.load(open(sys.argv[1] + '/criteria.json'))
            jsonschema.Draft202012Validator(schema).validate(data)
            ids = {e['id']: e.get('wcag') for e in data['entries']}
            print(ids['button'], ids['tab-bar'], ids['toggle'])
            """, [output.path])
        #expect(check.status == 0, "\(check.output)")
        #expect(check.output == "['2.1.1', '2.4.7', '4.1.2'] ['2.1.1', '1.3.1'] None\n")
        let rows = try read(output, "criteria.csv").components(separatedBy: "\r\n")
        #expect(rows.contains("button,Button,patterns/button/index.html,controls,ios android,,WCAG Operable,2.1.1 2.4.7,Is keyboard operable and shows where focus is,"))
        #expect(rows.contains { $0.hasPrefix("tab-bar,") && $0.hasSuffix(",,WCAG,1.3.1,1.3.1 Info and Relationships (A),") })
        #expect(try read(output, "llms.txt").contains("Criteria: [button.feature](features/button.feature) WCAG 2.2: 2.1.1, 2.4.7, 4.1.2.\n"))
    }

    @Test func theIndexListsEveryCriterionWithItsCitations() throws {
        let temp = try TemporaryFolder()
        let output = try build(temp)
        let index = try read(output, "wcag/index.html")
        #expect(index.contains("Patterns cite 4 of the 86 success criteria."))
        // A cited criterion links to its own page and lists who cites it; an uncited one shows 0.
        #expect(index.contains("<a href=\"2.1.1/index.html\">2.1.1 Keyboard</a>"))
        #expect(index.contains("<ul class=\"entry-links\"><li><a href=\"../patterns/button/index.html\">Button</a></li><li><a href=\"../patterns/tab-bar/index.html\">Tab Bar</a></li></ul>"))
        #expect(index.contains("<a href=\"https://www.w3.org/WAI/WCAG22/Understanding/focus-appearance.html\">2.4.13 Focus Appearance</a>"))
        #expect(index.contains("<td class=\"uncited\">0</td>"))
        #expect(index.components(separatedBy: "<tr id=\"sc-").count - 1 == 87)
    }

    @Test func eachCitedCriterionHasAPageAndOthersDoNot() throws {
        let temp = try TemporaryFolder()
        let output = try build(temp)
        let keyboard = try read(output, "wcag/2.1.1/index.html")
        #expect(keyboard.contains("<h1>2.1.1 Keyboard</h1>"))
        #expect(keyboard.contains("<a href=\"../../patterns/button/index.html\">Button</a>"))
        #expect(keyboard.contains("<p>Is keyboard operable and shows where focus is</p>"))
        let pages = try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent("wcag").path).sorted()
        #expect(pages == ["1.3.1", "2.1.1", "2.4.7", "4.1.2", "index.html"])
        #expect(try read(output, "sitemap.xml").contains("<loc>wcag/2.1.1/</loc>"))
    }

    @Test func theEntryPageHasAWCAGViewWithBadges() throws {
        let temp = try TemporaryFolder()
        let output = try build(temp)
        let page = try read(output, "patterns/button/index.html")
        #expect(page.contains("<section id=\"wcag\" class=\"tab-panel\">"))
        #expect(page.contains("<li>Is keyboard operable and shows where focus is <a class=\"sc-badge\" href=\"../../wcag/2.1.1/index.html\">2.1.1 Keyboard <span class=\"sc-level\">(A)</span></a>"))
        #expect(page.contains("<a href=\"https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html\">Understanding 4.1.2 Name, Role, Value</a>"))
        #expect(try !read(output, "patterns/toggle/index.html").contains("id=\"wcag\""))
    }
}
