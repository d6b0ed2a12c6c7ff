import Foundation
import PatternsCore
import Testing

/// A site's own templates replace the built-in ones; a broken one is reported like broken content.
@Suite struct TemplateOverrideTests {
    @Test func aSiteTemplateReplacesTheBuiltInOne() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        let templates = site.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try "{{% CONTENT_TYPE: HTML}}<!doctype html><title>{{chrome.documentTitle}}</title><h1>Custom 404</h1>\n"
            .write(to: templates.appendingPathComponent("404.mustache"), atomically: true, encoding: .utf8)
        let output = temp.url.appendingPathComponent("out")
        #expect(try PatternsBinary.run(["build", "--site", site.path, "--output", output.path]).status == 0)
        #expect(try read(output, "404.html") == "<!doctype html><title>Page not found – Fixture Catalog</title><h1>Custom 404</h1>\n")
        #expect(try read(output, "index.html").contains("<h1>Fixture Catalog</h1>"))
    }

    @Test func aBrokenTemplateIsAnErrorAtItsLineAndStopsTheBuild() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        let templates = site.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try "<main>\n{{#entries}}\n<li>{{title}}</li>\n{{/entry}}\n</main>\n"
            .write(to: templates.appendingPathComponent("home.mustache"), atomically: true, encoding: .utf8)
        let validate = try PatternsBinary.run(["validate", "--site", site.path])
        #expect(validate.status == 1)
        #expect(validate.stderr.contains("templates/home.mustache:4:"))
        #expect(validate.stderr.contains("error: template cannot be parsed"))
        #expect(validate.stderr.contains("[patterns.template.invalid]"))
        let output = temp.url.appendingPathComponent("out")
        let build = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path])
        #expect(build.status == 1)
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func explainWithoutAnIDListsEveryRule() throws {
        let run = try PatternsBinary.run(["explain"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == RuleCatalog.all.count)
        #expect(lines.contains { $0.hasPrefix("patterns.entry.missing-field  (error)  ") })
    }

    @Test func aBaseURLThatIsNotHTTPIsAUsageError() throws {
        let run = try PatternsBinary.run(["build", "--site", PatternsBinary.fixtures.appendingPathComponent("valid-site").path,
                                          "--base-url", "javascript:alert(1)"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("--base-url must start with http:// or https://"))
    }
}
