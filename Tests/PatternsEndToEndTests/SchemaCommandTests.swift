import Foundation
import Testing

/// `patterns schema`: the front-matter schema agrees with the validator, checked by an independent
/// validator (Python `jsonschema`, front matter parsed by PyYAML).
@Suite struct SchemaCommandTests {
    /// Validates the front matter of every entry under `content/patterns` of the site at argv[2] against
    /// the schema at argv[1]; prints the number of entries, then the errors of each file named after `--`.
    static let check = """
        import glob, json, sys
        try:
            import jsonschema, yaml
        except ImportError as e:
            sys.exit(f"missing Python package ({e}); run: pip install jsonschema pyyaml")

        def front_matter(path):
            lines = open(path, encoding='utf-8').read().split('\\n')
            assert lines[0].strip() == '---', path
            end = next(i for i in range(1, len(lines)) if lines[i].strip() in ('---', '...'))
            return yaml.safe_load('\\n'.join(lines[1:end]))

        def undescribed(node, path='#'):
            found = []
            if isinstance(node, dict):
                for name, value in node.get('properties', {}).items():
                    if 'description' not in value:
                        found.append(f'{path}/properties/{name}')
                for key, value in node.items():
                    found += undescribed(value, f'{path}/{key}')
            elif isinstance(node, list):
                for index, value in enumerate(node):
                    found += undescribed(value, f'{path}/{index}')
            return found

        schema = json.load(open(sys.argv[1]))
        assert schema['$schema'] == 'https://json-schema.org/draft/2020-12/schema'
        jsonschema.Draft202012Validator.check_schema(schema)
        assert not undescribed(schema), undescribed(schema)
        validator = jsonschema.Draft202012Validator(schema)
        separator = sys.argv.index('--') if '--' in sys.argv else len(sys.argv)
        entries = sorted(path for folder in ('native', 'web')
                         for path in glob.glob(sys.argv[2] + f'/content/{folder}/**/*.md', recursive=True))
        for path in entries:
            errors = [e.message for e in validator.iter_errors(front_matter(path))]
            assert not errors, (path, errors)
        print(len(entries))
        for path in sys.argv[separator + 1:]:
            print(sorted(e.message for e in validator.iter_errors(front_matter(path))))
        """

    private func schema(_ arguments: [String], in temp: TemporaryFolder) throws -> URL {
        let file = temp.url.appendingPathComponent("schema-\(UUID().uuidString).json")
        let run = try PatternsBinary.run(["schema", "--output", file.path] + arguments)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        return file
    }

    @Test func theBundledEntriesAreValidAgainstBothSchemas() throws {
        let temp = try TemporaryFolder()
        let root = PatternsBinary.packageRoot.path
        // The bundled catalog's two collections.
        let entries = ["native", "web"].flatMap { folder in
            FileManager.default.enumerator(atPath: root + "/content/" + folder)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") } ?? []
        }
        #expect(entries.count >= 10)
        for arguments in [[], ["--site", root]] {
            let result = try PythonCheck.run(Self.check, [try schema(arguments, in: temp).path, root])
            #expect(result.status == 0, "\(arguments): \(result.output)")
            #expect(result.output == "\(entries.count)\n", "\(arguments)")
        }
    }

    @Test func anEntryWithoutScreenreaderFailsTheSchemaAndTheValidator() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        let button = site.appendingPathComponent("content/patterns/controls/button.md")
        let text = try String(contentsOf: button, encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "screenreader:"))
        let end = try #require(lines[(start + 1)...].firstIndex { !$0.hasPrefix(" ") })
        try (lines[..<start] + lines[end...]).joined(separator: "\n").write(to: button, atomically: true, encoding: .utf8)

        let result = try PythonCheck.run(Self.check, [try schema(["--site", site.path], in: temp).path, temp.url.path, "--", button.path])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output == "0\n[\"'screenreader' is a required property\"]\n")
        let validate = try PatternsBinary.run(["validate", "--site", site.path])
        #expect(validate.status == 1)
        #expect(validate.stderr.contains("error: missing required field 'screenreader' [patterns.entry.missing-field]"))
    }

    @Test func theSitesCategoriesAndPlatformsAreEnumeratedOnlyWithASite() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        let button = site.appendingPathComponent("content/patterns/controls/button.md")
        try (try String(contentsOf: button, encoding: .utf8))
            .replacingOccurrences(of: "categories: controls\n", with: "categories: [controls, gadgets]\nplatforms: ios watchos\n")
            .write(to: button, atomically: true, encoding: .utf8)
        let generic = try PythonCheck.run(Self.check, [try schema([], in: temp).path, temp.url.path, "--", button.path])
        #expect(generic.output == "0\n[]\n")
        let specific = try PythonCheck.run(Self.check, [try schema(["--site", site.path], in: temp).path, temp.url.path, "--", button.path])
        #expect(specific.status == 0, "\(specific.output)")
        #expect(specific.output.hasPrefix("0\n[\"'ios watchos' is not valid under any of the given schemas\", \"['controls', 'gadgets'] is not valid under any of the given schemas\"]"))
    }

    @Test func theSchemaGoesToStandardOutputWithoutOutput() throws {
        let run = try PatternsBinary.run(["schema"])
        #expect(run.status == 0)
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(schema["required"] as? [String] == ["title", "categories", "keyboard", "mobile", "screenreader"])
        #expect((schema["properties"] as? [String: Any])?.keys.sorted() == [
            "categories", "description", "gherkin-keyboard", "gherkin-mobile", "keyboard", "layout", "mobile",
            "order", "permalink", "platforms", "screenreader", "settings", "sources", "title", "verify", "wcag",
        ])
    }

    @Test func aModelineInTheFrontMatterIsIgnoredByTheValidator() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        let button = site.appendingPathComponent("content/patterns/controls/button.md")
        let text = try String(contentsOf: button, encoding: .utf8)
        try text.replacingOccurrences(of: "---\n", with: "---\n# yaml-language-server: $schema=../../../pattern-entry.schema.json\n",
                                      options: .anchored)
            .write(to: button, atomically: true, encoding: .utf8)
        let run = try PatternsBinary.run(["validate", "--site", site.path])
        #expect(run.status == 0)
        #expect(run.stderr.hasSuffix("0 errors, 1 warning in 6 files\n"), "\(run.stderr)")
    }

    @Test func errorsInTheSitesConfigArePrintedAndNoSchemaIsWritten() throws {
        let temp = try TemporaryFolder()
        try write("title: Broken\ncategories: controls\n", to: "patterns.yml", in: temp.url)
        let run = try PatternsBinary.run(["schema", "--site", temp.url.path])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("patterns.yml:2:13: error: 'categories' must be a list, found a text value [patterns.config.invalid]\n"))
    }

    @Test func aSiteWithoutConfigOrAnUnwritableOutputIsAnIOFailure() throws {
        let temp = try TemporaryFolder()
        let noSite = try PatternsBinary.run(["schema", "--site", temp.url.path])
        #expect(noSite.status == 2)
        #expect(noSite.stderr.contains("no patterns.yml in"))
        let unwritable = try PatternsBinary.run(["schema", "--output", temp.url.appendingPathComponent("missing/schema.json").path])
        #expect(unwritable.status == 2)
        #expect(unwritable.stderr.hasPrefix("error: cannot write "))
    }
}
