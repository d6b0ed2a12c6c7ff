import Foundation
import Testing

/// A catalog shaped like the Jekyll-era ones teams already keep: two collections sharing names,
/// platform-first native notes, connector steps, `wcag:`, `order:`, `n/a` and Jekyll's own keys.
/// Before these conventions were understood the same files gave 10 errors and 17 warnings.
@Suite struct RealCatalogTests {
    @Test func validatesWithNoFindings() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("real-catalog")
        let run = try PatternsBinary.run(["validate", "--site", site.path])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("0 errors, 0 warnings in 8 files"), "\(run.stdout)\(run.stderr)")
    }

    @Test func buildsEveryPageAtItsPermalinkWithTipsPaired() throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("real-catalog")
        let output = temp.url.appendingPathComponent("out")
        let run = try PatternsBinary.run(["build", "--site", site.path, "--output", output.path])
        #expect(run.status == 0, "\(run.stderr)")
        for page in ["checklist-web/button/index.html", "checklist-web/checkbox/index.html", "checklist-web/search/index.html",
                     "checklist-native/button/index.html", "checklist-native/checkbox/index.html", "checklist-native/search/index.html",
                     "wcag/index.html", "wcag/2.4.7/index.html"] {
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(page).path), "\(page)")
        }
        let native = try read(output, "checklist-native/button/index.html")
        // Platform-first notes pair up: the Name section has UIKit, SwiftUI, Views and Compose tips side by side.
        for framework in ["UIKit", "SwiftUI", "Android Views", "Jetpack Compose"] {
            #expect(native.contains(framework), "\(framework)")
        }
        let web = try read(output, "checklist-web/button/index.html")
        #expect(web.contains("<tr id=\"settings.not-applicable\"><th scope=\"row\">Device settings</th><td>Not applicable</td></tr>"))
        #expect(web.contains("<tr id=\"screenreader.group\" data-criterion=\"web/button#screenreader.group\"><th scope=\"row\">Group</th><td>Not applicable</td></tr>"))
        // order: puts Button before Checkbox in the web collection's Controls.
        let home = try read(output, "index.html")
        let button = try #require(home.range(of: "checklist-web/button/index.html"))
        let checkbox = try #require(home.range(of: "checklist-web/checkbox/index.html"))
        #expect(button.lowerBound < checkbox.lowerBound)
    }
}
