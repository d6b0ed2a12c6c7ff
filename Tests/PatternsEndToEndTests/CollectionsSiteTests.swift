import Foundation
import Testing

/// A site with two collections that share entry names, as web and native catalogs do.
@Suite struct CollectionsSiteTests {
    @Test func validatesWithoutFindings() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("collections-site")
        let run = try PatternsBinary.run(["validate", "--site", site.path])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("0 errors, 0 warnings in 5 files"), "\(run.stdout)\(run.stderr)")
    }

    @Test func eachEntryIsPublishedAtItsCollectionsPermalink() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("collections-site")
        let output = temp.url.appendingPathComponent("out")
        let run = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path])
        #expect(run.status == 0, "\(run.stderr)")
        let files = Set(TemporaryFolder.snapshot(output).keys)
        for page in ["checklist-web/button/index.html", "checklist-web/text-field/index.html", "native/button/index.html",
                     "web/categories/forms/index.html", "web/categories/controls/index.html",
                     "native/categories/controls/index.html", "features/web/button.feature", "features/native/button.feature"] {
            #expect(files.contains(page), "\(page) missing from \(files.sorted())")
        }
        #expect(!files.contains("patterns/button/index.html"))

        let native = try read(output, "native/button/index.html")
        #expect(native.contains("<a href=\"../../checklist-web/button/index.html\">web version</a>"))
        let web = try read(output, "checklist-web/button/index.html")
        #expect(web.contains("<a href=\"../../native/button/index.html#name\">app version</a>"))

        let home = try read(output, "index.html")
        #expect(home.contains("<h3 id=\"collection-web\"><a href=\"web/index.html\">Web</a></h3>"))
        #expect(home.contains("<h3 id=\"collection-native\"><a href=\"native/index.html\">Native apps</a></h3>"))
        let webPage = try read(output, "web/index.html")
        #expect(webPage.contains("<h1>Web</h1>"))
        #expect(webPage.contains("<a href=\"categories/forms/index.html\">Forms</a>"))
        #expect(webPage.contains("<a href=\"../checklist-web/text-field/index.html\">Text field</a>"))
        let webSection = try #require(home.range(of: "collection-web"))
        let nativeSection = try #require(home.range(of: "collection-native"))
        #expect(webSection.lowerBound < nativeSection.lowerBound)
        // The web collection lists its categories in its own order: forms before controls.
        let forms = try #require(home.range(of: "id=\"category-web-forms\""))
        let controls = try #require(home.range(of: "id=\"category-web-controls\""))
        #expect(forms.lowerBound < controls.lowerBound)

        #expect(native.contains("<li><a href=\"../index.html\">Native apps</a></li>"), "breadcrumbs name the collection")
        let ios = try read(output, "platforms/ios/index.html")
        #expect(ios.contains("Button (Native apps)"))
        let llms = try read(output, "llms.txt")
        #expect(llms.contains("## Controls (Web)") && llms.contains("## Controls (Native apps)"))
        #expect(llms.contains("(features/native/button.feature)"))
        let search = try read(output, "static/search/b.js")
        #expect(search.contains("\"Pattern\",\"Web\",") && search.contains("\"Pattern\",\"Native apps\","))

        let checklist = try read(output, "checklist/index.html")
        #expect(checklist.contains("value=\"web-button\""))
        #expect(checklist.contains("value=\"native-button\""))

        let criteria = try JSONSerialization.jsonObject(with: Data(read(output, "criteria.json").utf8)) as? [String: Any]
        let entries = try #require(criteria?["entries"] as? [[String: Any]])
        #expect(Set(entries.compactMap { "\($0["collection"] ?? "")/\($0["id"] ?? "")" }) == ["web/button", "web/text-field", "native/button"])
        #expect(try read(output, "criteria.csv").hasPrefix("collection,entry,title,url"))
    }

    @Test func theSameSlugTwiceInOneCollectionIsStillAnError() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("collections-site")
        let copy = try String(contentsOf: site.appendingPathComponent("content/web/controls/button.md"), encoding: .utf8)
        try write(copy, to: "content/web/forms/button.md", in: site)
        let run = try PatternsBinary.run(["validate", "--site", site.path])
        #expect(run.status == 1)
        #expect((run.stdout + run.stderr).contains("content/web/forms/button.md: error: entry slug 'button' is also used by content/web/controls/button.md [patterns.site.duplicate-slug]"),
                "\(run.stdout)\(run.stderr)")
    }

    @Test func aCollectionFolderThatDoesNotExistIsReportedAtItsName() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("collections-site")
        try FileManager.default.removeItem(at: site.appendingPathComponent("content/native"))
        let run = try PatternsBinary.run(["validate", "--site", site.path])
        #expect(run.status == 1)
        #expect((run.stdout + run.stderr).contains("patterns.yml:17:13: error: collection folder 'content/native' does not exist [patterns.config.invalid]"),
                "\(run.stdout)\(run.stderr)")
    }

    @Test func exportAndNewTakeACollection() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("collections-site")
        let export = try PatternsBinary.run(["export", "--site", site.path, "--collection", "native", "--format", "csv"])
        #expect(export.status == 0, "\(export.stderr)")
        #expect(export.stdout.split(separator: "\r\n").dropFirst().allSatisfy { $0.hasPrefix("native,button,") })
        let typo = try PatternsBinary.run(["export", "--site", site.path, "--collection", "nativ", "--format", "csv"])
        #expect(typo.status == 1)
        #expect(typo.stderr.contains("no collection 'nativ' in this site; did you mean 'native'?"))

        let new = try PatternsBinary.run(["new", "pattern", "Switch", "--site", site.path, "--collection", "native"])
        #expect(new.status == 0, "\(new.stderr)")
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("content/native/controls/switch.md").path))
        let sameName = try PatternsBinary.run(["new", "pattern", "Text field", "--site", site.path, "--collection", "native"])
        #expect(sameName.status == 0, "a slug of another collection is free: \(sameName.stderr)")
    }

    @Test func schemaOfACollectionsSiteListsTheCollectionsCategoriesAndPlatforms() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("collections-site")
        let config = site.appendingPathComponent("patterns.yml")
        // A collection may list a bare category id that the top-level categories do not define.
        let text = try String(contentsOf: config, encoding: .utf8)
        try text.replacingOccurrences(of: "categories: [forms, controls]", with: "categories: [forms, controls, html]")
            .write(to: config, atomically: true, encoding: .utf8)
        let run = try PatternsBinary.run(["schema", "--site", site.path])
        #expect(run.status == 0, "\(run.stderr)")
        let schema = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let properties = try #require(schema?["properties"] as? [String: Any])
        func allowed(_ field: String) throws -> [String] {
            let anyOf = try #require((properties[field] as? [String: Any])?["anyOf"] as? [[String: Any]])
            return try #require((anyOf.first?["items"] as? [String: Any])?["enum"] as? [String])
        }
        #expect(try allowed("categories") == ["controls", "forms", "html"])
        #expect(try allowed("platforms") == ["ios", "android", "web"])
    }
}
