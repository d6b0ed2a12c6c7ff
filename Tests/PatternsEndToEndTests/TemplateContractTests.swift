import Foundation
import Testing

/// A site's own template is checked against the page it renders: a name no context has is a
/// warning at its line and column, in `validate` and in `build`, which still renders the page.
@Suite struct TemplateContractTests {
    static let entryWithTypo = """
    {{% CONTENT_TYPE: HTML}}<!doctype html>
    <title>{{chrome.documentTitle}}</title>
    <h1>{{titel}}</h1>
    {{#tables}}<h2 id="{{id}}">{{caption}}</h2>{{/tables}}
    <p>{{howToTestTitle}}</p>

    """

    private func siteWithTypo(in temp: TemporaryFolder) throws -> URL {
        let site = try temp.copyFixture("valid-site")
        try write(Self.entryWithTypo, to: "templates/entry.mustache", in: site)
        return site
    }

    @Test func validateWarnsAboutAnUnknownNameAtItsPositionWithTheNameMeant() throws {
        let temp = try TemporaryFolder()
        let site = try siteWithTypo(in: temp)
        let validate = try PatternsBinary.run(["validate", "--site", site.path])
        #expect(validate.status == 0)
        #expect(validate.stderr.contains(
            "templates/entry.mustache:3:7: warning: 'titel' is not a variable in reach here on the entry page, so it renders as empty text [patterns.template.unknown-variable]"))
        #expect(validate.stderr.contains("hint: did you mean 'title'?"))
        #expect(validate.stderr.components(separatedBy: "[patterns.template.unknown-variable]").count == 2)
        #expect(try PatternsBinary.run(["validate", "--site", site.path, "--strict"]).status == 1)
    }

    @Test func buildReportsItTooAndRendersTheNameAsEmpty() throws {
        let temp = try TemporaryFolder()
        let site = try siteWithTypo(in: temp)
        let output = temp.url.appendingPathComponent("out")
        let build = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path])
        #expect(build.status == 0)
        #expect(build.stderr.contains("templates/entry.mustache:3:7: warning: 'titel' is not a variable"))
        #expect(try read(output, "patterns/button/index.html").contains("<h1></h1>"))
    }

    @Test func theBuiltInTemplatesAndACorrectOverrideGiveNoWarning() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        try write(Self.entryWithTypo.replacingOccurrences(of: "titel", with: "title"), to: "templates/entry.mustache", in: site)
        let validate = try PatternsBinary.run(["validate", "--site", site.path])
        #expect(validate.status == 0)
        #expect(!validate.stderr.contains("patterns.template.unknown-variable"))
    }
}
