import Foundation
import Testing

/// Templates and folders that crashed the tool or published files from outside the site: each is now
/// an error that `validate` reports and that stops `build` cleanly, leaving the previous output as it was.
@Suite struct HostileTemplateTests {
    private func write(_ text: String, to path: String, in site: URL) throws {
        let url = site.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Builds the fixture site into `out`, then checks that building `site` now fails with status 1,
    /// leaves `out` byte for byte as it was and no staging folder beside it; returns the build's stderr.
    private func expectBuildStopsCleanly(_ site: URL, in temp: TemporaryFolder, afterGoodBuild prepare: () throws -> Void) throws -> String {
        let output = temp.url.appendingPathComponent("out")
        let first = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path])
        #expect(first.status == 0, "\(first.stderr)")
        let before = TemporaryFolder.snapshot(output)
        try prepare()
        let build = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path])
        #expect(build.status == 1, "exit \(build.status): \(build.stderr.suffix(2_000))")
        #expect(build.stderr.contains("was left unchanged"))
        #expect(TemporaryFolder.snapshot(output) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: temp.url.path).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty, "staging folders left: \(leftovers)")
        return build.stderr
    }

    @Test func partialsIncludingEachOtherAreAPositionedErrorAndStopTheBuild() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        let stderr = try expectBuildStopsCleanly(site, in: temp) {
            try write("{{> partials/head}}\n<main>{{title}}\n{{> partials/a}}</main>\n", to: "templates/entry.mustache", in: site)
            try write("A\n", to: "templates/partials/a.mustache", in: site)
            try write("A\n  {{> partials/b}}\n", to: "templates/partials/a.mustache", in: site)
            try write("B {{> partials/a}}\n", to: "templates/partials/b.mustache", in: site)
        }
        let message = "templates/partials/b.mustache:1:7: error: partial 'partials/a' includes itself "
            + "(entry.mustache → partials/a → partials/b → partials/a), so rendering it would never end [patterns.template.include-cycle]"
        #expect(stderr.contains(message))
        let validate = try PatternsBinary.run(["validate", "--site", site.path])
        #expect(validate.status == 1)
        #expect(validate.stderr.contains(message))
    }

    @Test func aPartialIncludingItselfStopsTheBuild() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        let stderr = try expectBuildStopsCleanly(site, in: temp) {
            try write("<footer>{{> partials/footer}}</footer>\n", to: "templates/partials/footer.mustache", in: site)
        }
        #expect(stderr.contains("templates/partials/footer.mustache:1:13: error: partial 'partials/footer' includes itself"))
    }

    @Test func sectionsNestedFiveThousandDeepAreAnErrorNotACrash() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        try write(String(repeating: "{{#chrome}}", count: 5_000) + "x" + String(repeating: "{{/chrome}}", count: 5_000),
                  to: "templates/guide.mustache", in: site)
        let validate = try PatternsBinary.run(["validate", "--site", site.path])
        #expect(validate.status == 1, "exit \(validate.status)")
        #expect(validate.stderr.contains("templates/guide.mustache:1:1104: error: sections nest more than 100 levels deep here [patterns.template.nesting-limit]"))
    }

    @Test func markdownNestedFiveThousandDeepValidatesAndBuilds() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        let body = [
            String(repeating: "> ", count: 5_000) + "quoted",
            String(repeating: "- ", count: 5_000) + "item",
            String(repeating: "1. ", count: 3_000) + "item",
            String(repeating: "> - ", count: 2_500) + "mixed",
            String(repeating: "[", count: 5_000) + "x" + String(repeating: "]", count: 5_000),
            String(repeating: "*", count: 5_000) + "x" + String(repeating: "*", count: 5_000),
        ].joined(separator: "\n\n")
        try write("# Deep\n\n" + body + "\n", to: "content/guides/deep.md", in: site)
        let validate = try PatternsBinary.run(["validate", "--site", site.path])
        #expect(validate.status == 0, "exit \(validate.status): \(validate.stderr.suffix(2_000))")
        let output = temp.url.appendingPathComponent("out")
        let build = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path])
        #expect(build.status == 0, "exit \(build.status)")
        #expect(try read(output, "guides/deep/index.html").contains("quoted"))
    }

    @Test func symlinksInTemplatesAreNeverFollowed() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        let secret = temp.url.appendingPathComponent("secret.txt")
        try "SECRET-CONTENT-42\n".write(to: secret, atomically: true, encoding: .utf8)
        let stderr = try expectBuildStopsCleanly(site, in: temp) {
            let templates = site.appendingPathComponent("templates")
            for folder in ["static", "partials", "archetypes"] {
                try FileManager.default.createDirectory(at: templates.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            try FileManager.default.createSymbolicLink(at: templates.appendingPathComponent("static/x"), withDestinationURL: secret)
            try FileManager.default.createSymbolicLink(at: templates.appendingPathComponent("partials/footer.mustache"), withDestinationURL: secret)
            try FileManager.default.createSymbolicLink(at: templates.appendingPathComponent("static/linked"),
                                                       withDestinationURL: site.appendingPathComponent("content"))
        }
        for link in ["templates/static/x", "templates/partials/footer.mustache"] {
            #expect(stderr.contains("\(link): error: symbolic link to \(secret.path) is not followed"))
        }
        #expect(stderr.contains("templates/static/linked: error: symbolic link to \(site.path)/content is not followed"))
        #expect(!stderr.contains("SECRET-CONTENT-42"))
    }

    @Test func aLinkedArchetypeIsRefused() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        let secret = temp.url.appendingPathComponent("secret.md")
        try "SECRET-CONTENT-42 {{title}}\n".write(to: secret, atomically: true, encoding: .utf8)
        let archetypes = site.appendingPathComponent("templates/archetypes")
        try FileManager.default.createDirectory(at: archetypes, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: archetypes.appendingPathComponent("guide.md"), withDestinationURL: secret)
        let run = try PatternsBinary.run(["new", "guide", "Linked", "--site", site.path])
        #expect(run.status != 0)
        #expect(run.stderr.contains("templates/archetypes/guide.md: error: symbolic link to \(secret.path) is not followed"))
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("content/guides/linked.md").path))
    }

    @Test func anArchetypeNestedFiveThousandDeepIsAnErrorNotACrash() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("valid-site")
        try write("# {{title}}\n" + String(repeating: "{{#title}}", count: 5_000) + String(repeating: "{{/title}}", count: 5_000),
                  to: "templates/archetypes/guide.md", in: site)
        let run = try PatternsBinary.run(["new", "guide", "Deep", "--site", site.path])
        #expect(run.status == 1, "exit \(run.status)")
        #expect(run.stderr.contains("templates/archetypes/guide.md:2:1004: error: sections nest more than 100 levels deep here"))
    }
}
