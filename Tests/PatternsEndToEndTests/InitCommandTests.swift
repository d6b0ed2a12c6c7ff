import Foundation
import Testing

/// `patterns init`: a new site that validates without a warning and builds at once; never writing
/// into a folder with content unless told to.
@Suite struct InitCommandTests {
    static let builtInTemplates = PatternsBinary.packageRoot.appendingPathComponent("Sources/PatternsTemplates/DefaultTemplates")

    /// Checks that `site` validates with no warning, builds, and has the sample pages.
    private func expectCleanAndBuildable(_ site: URL) throws {
        let validate = try PatternsBinary.run(["validate", "--site", site.path, "--strict"])
        #expect(validate.status == 0, "\(validate.stderr)")
        #expect(validate.stderr == "0 errors, 0 warnings in 3 files\n")
        let build = try PatternsBinary.run(["build", "--site", site.path])
        #expect(build.status == 0, "\(build.stderr)")
        let output = site.appendingPathComponent("public")
        #expect(try read(output, "index.html").contains("Checkbox"))
        #expect(try read(output, "patterns/checkbox/index.html").contains("How to test a checkbox"))
        #expect(try read(output, "guides/writing-a-pattern-entry/index.html").contains("Writing a pattern entry"))
    }

    @Test func aNewSiteHasACopyOfTheTemplatesAndBuildsAtOnce() throws {
        let temp = try TemporaryFolder()
        let site = temp.url.appendingPathComponent("catalog")
        let run = try PatternsBinary.run(["init", site.path])
        #expect(run.status == 0, "\(run.stderr)")
        let templates = TemporaryFolder.snapshot(Self.builtInTemplates)
        #expect(run.stdout == """
              content/guides/writing-a-pattern-entry.md
              content/patterns/controls/checkbox.md
              patterns.yml
              templates/ (\(templates.count) files, a copy of the built-in templates)

            """)
        #expect(TemporaryFolder.snapshot(site.appendingPathComponent("templates")) == templates)
        #expect(templates.keys.contains("archetypes/pattern.md"))
        try expectCleanAndBuildable(site)
    }

    @Test func withBuiltInTemplatesThereIsNoTemplatesFolder() throws {
        let temp = try TemporaryFolder()
        let run = try PatternsBinary.run(["init", "catalog", "--builtin-templates"], in: temp.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "created a site in catalog; next: cd catalog && patterns build\n")
        let site = temp.url.appendingPathComponent("catalog")
        #expect(Set(TemporaryFolder.snapshot(site).keys) == [
            "patterns.yml", "content/patterns/controls/checkbox.md", "content/guides/writing-a-pattern-entry.md",
        ])
        try expectCleanAndBuildable(site)
    }

    @Test func aNewEntryInANewSiteWarnsOnlyAboutItsPlaceholders() throws {
        let temp = try TemporaryFolder()
        let site = temp.url.appendingPathComponent("catalog")
        #expect(try PatternsBinary.run(["init", site.path]).status == 0)
        #expect(try PatternsBinary.run(["new", "pattern", "Date Picker"], in: site).status == 0)
        let found = try NewCommandTests.diagnostics(of: "content/patterns/controls/date-picker.md", site: site)
        #expect(found.count == 10 + 1 + 5 * 2)
        #expect(found.allSatisfy { $0.rule == "patterns.entry.placeholder" })
    }

    @Test func aFolderWithContentIsRefusedUnlessForced() throws {
        let temp = try TemporaryFolder()
        try write("title: Mine\n", to: "patterns.yml", in: temp.url)
        try write("keep me\n", to: "notes.txt", in: temp.url)
        let refused = try PatternsBinary.run(["init", temp.url.path])
        #expect(refused.status == 1)
        #expect(refused.stderr == "error: \(temp.url.path) is not empty (2 items); choose a new folder, or pass --force to write into it, replacing files of the same name\n")
        #expect(Set(TemporaryFolder.snapshot(temp.url).keys) == ["patterns.yml", "notes.txt"])

        let forced = try PatternsBinary.run(["init", temp.url.path, "--force", "--builtin-templates"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try read(temp.url, "notes.txt") == "keep me\n")
        #expect(try read(temp.url, "patterns.yml").contains("title: \"Accessibility Patterns\""))
    }

    @Test func hiddenFilesDoNotMakeAFolderNonEmpty() throws {
        let temp = try TemporaryFolder()
        try write("[core]\n", to: ".git/config", in: temp.url)
        let run = try PatternsBinary.run(["init", temp.url.path, "--builtin-templates"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try read(temp.url, ".git/config") == "[core]\n")
    }

    @Test func aFileIsNotAFolder() throws {
        let temp = try TemporaryFolder()
        try write("x\n", to: "catalog", in: temp.url)
        let run = try PatternsBinary.run(["init", "catalog"], in: temp.url)
        #expect(run.status == 1)
        #expect(run.stderr == "error: catalog is a file, not a folder\n")
    }
}
