import Foundation
import Testing

/// The criteria exports: JSON valid against its published schema, Gherkin that Cucumber's parser accepts, CSV, llms.txt.
@Suite struct ExportTests {
    private func build(_ temp: TemporaryFolder, baseURL: String? = nil) throws -> URL {
        let site = try temp.copyFixture("valid-site")
        let output = temp.url.appendingPathComponent("out")
        let run = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path]
            + (baseURL.map { ["--base-url", $0] } ?? []))
        #expect(run.status == 0, "\(run.stderr)")
        return output
    }

    @Test func criteriaJSONIsValidAgainstItsPublishedSchema() throws {
        let temp = try TemporaryFolder()
        let output = try build(temp, baseURL: "https://example.org/catalog/")
        let check = try PythonCheck.run("""
            import json, sys
            try:
                import jsonschema
            except ImportError as e:
                sys.exit(f"missing Python package ({e}); run: pip install jsonschema")
            schema = json.load(open(sys.argv[1] + '/criteria.schema.json'))
            jsonschema.Draft202012Validator.check_schema(schema)
            data = json.load(open(sys.argv[1] + '/criteria.json'))
            jsonschema.Draft202012Validator(schema).validate(data)
            button = next(e for e in data['entries'] if e['id'] == 'button')
            assert button['url'] == 'https://example.org/catalog/patterns/button/', button['url']
            assert button['keyboard'][0] == {'id': 'patterns/button#keyboard.tab', 'input': 'tab', 'expected': 'Focus moves to the button'}, button['keyboard']
            assert [p['input'] for p in button['screenreader']] == ['name', 'role', 'group', 'state']
            assert button['gherkin'][0] == 'Feature: Button'
            print(len(data['entries']))
            """, [output.path])
        #expect(check.status == 0, "\(check.output)")
        #expect(check.output == "3\n")
    }

    @Test func featureFilesParseWithCucumbersGherkinParser() throws {
        let temp = try TemporaryFolder()
        let output = try build(temp)
        let feature = try read(output, "features/button.feature")
        #expect(feature.hasPrefix("@ios @android @keyboard @screenreader @settings\nFeature: Button\n  How to test a button.\n"))
        #expect(feature.contains("    Given I am using a keyboard on a screen with a button\n    # patterns/button#keyboard.tab\n    When I press tab\n    Then focus moves to the button\n"))
        // Connectors that are not Gherkin keywords become And steps that keep the condition.
        let tabBar = try read(output, "features/tab-bar.feature")
        #expect(tabBar.contains("    Or: I press the left arrow key\n") == false)
        #expect(tabBar.contains("    And or: I press the left arrow key\n    # patterns/tab-bar#gherkin-keyboard.i-press-enter\n    And if tab activation is manual: I press Enter\n    Then the tab's panel is shown\n"))
        let check = try PythonCheck.run(PythonCheck.gherkin("""
            import glob
            files = sorted(glob.glob(sys.argv[1] + '/features/*.feature'))
            for path in files:
                document = Parser().parse(open(path).read())
                scenarios = [c['scenario'] for c in document['feature']['children']]
                assert scenarios and all(s['steps'] for s in scenarios), path
            print(len(files))
            """), [output.path])
        #expect(check.status == 0, "\(check.output)")
        #expect(check.output == "3\n")
    }

    /// Every Gherkin text a reader can copy parses into scenarios of steps, as many steps as the site
    /// shows: the entry page's copy block (as many as its Gherkin tab lists), the checklist's pages
    /// for readers without JavaScript, and `patterns export` of several entries (one feature, a rule each).
    @Test func copiedGherkinParsesWithCucumbersParserIntoTheStepsThePageShows() throws {
        let temp = try TemporaryFolder()
        let output = try build(temp)
        let exported = try PatternsBinary.run(["export", "--site", PatternsBinary.fixtures.appendingPathComponent("valid-site").path,
                                               "--format", "gherkin"])
        #expect(exported.status == 0)
        let combined = temp.url.appendingPathComponent("all.feature")
        try exported.stdout.write(to: combined, atomically: true, encoding: .utf8)
        let check = try PythonCheck.run(PythonCheck.gherkin("""
            import glob, html, re
            def scenarios(text):
                feature = Parser().parse(text)['feature']
                found = []
                for child in feature['children']:
                    if 'rule' in child:
                        found += [c['scenario'] for c in child['rule']['children'] if 'scenario' in c]
                    elif 'scenario' in child:
                        found.append(child['scenario'])
                assert found and all(s['steps'] for s in found), text
                return found
            counts = []
            for path in sorted(glob.glob(sys.argv[1] + '/patterns/*/index.html')):
                page = open(path).read()
                copy = html.unescape(re.search(r'<pre id="gherkin-text"[^>]*>(.*?)</pre>', page, re.S).group(1))
                shown = [len(re.findall(r'<li id="gherkin-', s)) for s in re.findall(r'<ol class="steps">(.*?)</ol>', page, re.S)]
                assert [len(s['steps']) for s in scenarios(copy)] == shown, (path, shown)
                counts.append(sum(shown))
            pages = 0
            for path in glob.glob(sys.argv[1] + '/checklist/categories/*/index.html'):
                for text in re.findall(r'data-format="gherkin">(.*?)</pre>', open(path).read(), re.S):
                    scenarios(html.unescape(text))
                    pages += 1
            whole = scenarios(open(sys.argv[2]).read())
            assert sum(len(s['steps']) for s in whole) == sum(counts), (counts, whole)
            print(len(counts), pages, len(whole))
            """), [output.path, combined.path])
        #expect(check.status == 0, "\(check.output)")
        #expect(check.output == "3 3 7\n")
    }

    /// A Jekyll-era entry whose hand-written steps are the fragments its layout framed ("WHEN I use
    /// {when}", "AND I {when}") exports full steps that Cucumber's parser reads, the announcements
    /// after the swipe that reaches the control.
    @Test func fragmentStepsExportAsFullStepsCucumberParses() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        let entry = site.appendingPathComponent("content/patterns/controls/stepper.md")
        try """
            ---
            title: Stepper
            categories: [controls]
            keyboard:
              tab: Focus moves to the decrease button
            mobile:
              swipe: Focus moves to the decrease button
            screenreader:
              name: Says what the value is for
              role: Button
              group: n/a
              state: n/a
            gherkin-keyboard:
              - when: "the tab key to move focus to the increase button"
                result: "focus is clearly visible"
              - then: "the spacebar or enter key"
                result: "the value goes up by one"
            gherkin-mobile:
              - when: "swipe to the increase button"
              - then: "doubletap"
                result: "the new value is read"
            ---

            Adds or removes one from a number.

            """.write(to: entry, atomically: true, encoding: .utf8)
        let exported = try PatternsBinary.run(["export", "stepper", "--site", site.path, "--format", "gherkin"])
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(exported.stdout.contains("""
                When I use the tab key to move focus to the increase button
                Then focus is clearly visible
                # patterns/stepper#gherkin-keyboard.the-spacebar-or-enter-key
                When I use the spacebar or enter key
                Then the value goes up by one
            """))
        #expect(exported.stdout.contains("""
                When I swipe to the increase button
                # patterns/stepper#screenreader.name
                Then the name is announced: says what the value is for
                # patterns/stepper#screenreader.role
                And the role is announced: button
                # patterns/stepper#gherkin-mobile.doubletap
                When I doubletap
                Then the new value is read
            """))
        let feature = temp.url.appendingPathComponent("stepper.feature")
        try exported.stdout.write(to: feature, atomically: true, encoding: .utf8)
        let check = try PythonCheck.run(PythonCheck.gherkin("""
            feature = Parser().parse(open(sys.argv[1]).read())['feature']
            for child in feature['children']:
                print(' | '.join(s['keyword'].strip() + ' ' + s['text'] for s in child['scenario']['steps']))
            """), [feature.path])
        #expect(check.status == 0, "\(check.output)")
        #expect(check.output == """
            Given I am using a keyboard on a screen with a stepper | When I use the tab key to move focus to the increase button \
            | Then focus is clearly visible | When I use the spacebar or enter key | Then the value goes up by one
            Given the screen reader is on and I am on a screen with a stepper | When I swipe to the increase button \
            | Then the name is announced: says what the value is for | And the role is announced: button | When I doubletap \
            | Then the new value is read

            """)
    }

    @Test func csvHasOneRowPerCriterionAndQuotesWhatNeedsIt() throws {
        let temp = try TemporaryFolder()
        let output = try build(temp)
        let rows = try read(output, "criteria.csv").components(separatedBy: "\r\n").filter { !$0.isEmpty }
        #expect(rows.first == "entry,title,url,categories,platforms,criterion id,section,input,expected result,result")
        #expect(rows.contains("button,Button,patterns/button/index.html,controls,ios android,patterns/button#keyboard.tab,Keyboard,Tab,Focus moves to the button,"))
        #expect(rows.contains { $0.hasPrefix("toggle,\"Toggle <b>\"\"x\"\"</b> & more\",") })
        // button: 2 keyboard + 2 mobile + 4 screen reader + 1 setting; toggle: 1 + 1 + 5; tab bar: 1 + 1 + 4.
        #expect(rows.count == 1 + 9 + 7 + 6)
    }

    @Test func llmsTextListsEntriesWithTheirCriteria() throws {
        let temp = try TemporaryFolder()
        let output = try build(temp)
        let text = try read(output, "llms.txt")
        #expect(text.hasPrefix("# Fixture Catalog\n\n> A small site for end-to-end tests.\n"))
        #expect(text.contains("- [Button](patterns/button/index.html): Starts an action. Criteria: [button.feature](features/button.feature)\n"))
        #expect(text.contains("## Guides\n\n- [Getting started](guides/intro/index.html)\n"))
    }

    @Test func robotsPointsAtTheSitemapWhenTheAddressIsKnown() throws {
        let temp = try TemporaryFolder()
        let output = try build(temp, baseURL: "https://example.org/")
        #expect(try read(output, "robots.txt") == "User-agent: *\nAllow: /\nSitemap: https://example.org/sitemap.xml\n")
    }

    @Test func csvFieldsNeutraliseSpreadsheetFormulas() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        let path = site.appendingPathComponent("content/patterns/navigation/tab-bar.md")
        try (try String(contentsOf: path, encoding: .utf8)).replacingOccurrences(
            of: "arrow keys: Focus moves between tabs", with: "arrow keys: \"=HYPERLINK(\\\"http://x\\\")\"")
            .write(to: path, atomically: true, encoding: .utf8)
        let output = temp.url.appendingPathComponent("out")
        #expect(try PatternsBinary.run(["build", "--site", site.path, "--output", output.path]).status == 0)
        let csv = try read(output, "criteria.csv")
        #expect(csv.contains(",Arrow keys,\"'=HYPERLINK(\"\"http://x\"\")\","))
    }
}
