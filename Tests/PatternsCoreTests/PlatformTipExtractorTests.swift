import Foundation
import Testing
@testable import PatternsCore
import PatternsDiagnostics

@Suite("Platform tips")
struct PlatformTipExtractorTests {
    static let tipsEntry = """
    ---
    title: Button
    categories: controls
    keyboard:
      tab: Focus moves to the button
    mobile:
      doubletap: Activates the button
    screenreader:
      name: Matches the visible label
      role: Button
      group: n/a
      state: Dimmed when disabled
    ---

    ## Developer notes

    - **Note**
      - Buttons need a visible label.

    ### Name

    ‸- **iOS Tips**
      - Set `accessibilityLabel` on the control
    ‸- **Android**
      - Set `contentDescription`
    - A plain item is not a tip

    ### Role

    ‸- **SwiftUI**
      - Use `Button`, not `onTapGesture`
    ‸- **Jetpack Compose**
      - Add `Modifier.semantics { role = Role.Button }`

    ### State

    ‸- **Web**: use the `disabled` attribute
    - **Note**
      - Not a platform.

    """

    private func read(rendersHTML: Bool) throws -> (PatternEntry, MarkedText) {
        let marked = MarkedText(Self.tipsEntry)
        let (entry, diagnostics) = readEntry(marked.text, rendersHTML: rendersHTML)
        #expect(diagnostics.isEmpty, "\(diagnostics.summaries)")
        return (try #require(entry), marked)
    }

    @Test("items whose bold label names a platform are collected under their section")
    func sectionsAndPlatforms() throws {
        let (entry, marked) = try read(rendersHTML: true)
        #expect(entry.tipSections.map(\.title) == ["Name", "Role", "State"])
        #expect(entry.tipSections.map(\.anchor) == ["name", "role", "state"])
        #expect(entry.tipSections.map { $0.tips.map(\.platform) } == [[.ios, .android], [.ios, .android], [.web]])
        #expect(entry.tipSections.flatMap(\.tips).map(\.location) == marked.locations)
        #expect(entry.platforms == [.ios, .android, .web])
    }

    @Test("framework labels are kept; bare platform labels have no framework")
    func frameworks() throws {
        let (entry, _) = try read(rendersHTML: true)
        let frameworks = entry.tipSections.flatMap(\.tips).map(\.framework)
        #expect(frameworks == [nil, nil, "SwiftUI", "Jetpack Compose", nil])
    }

    @Test("a tip's HTML holds the item's content without its bold label")
    func tipHTML() throws {
        let (entry, _) = try read(rendersHTML: true)
        let tips = entry.tipSections.flatMap(\.tips)
        try #require(tips.count == 5)
        #expect(tips[0].html.contains("<li>Set <code>accessibilityLabel</code> on the control</li>"))
        #expect(tips[1].html.contains("<code>contentDescription</code>"))
        #expect(tips[3].html.contains("<code>Modifier.semantics { role = Role.Button }</code>"))
        #expect(tips[4].html.contains("use the <code>disabled</code> attribute"))
        #expect(!tips[4].html.contains(": use"))
        for (tip, label) in zip(tips, ["iOS Tips", "Android", "SwiftUI", "Jetpack Compose", "Web"]) {
            #expect(!tip.html.contains(label), "label '\(label)' left in \(tip.html)")
            #expect(!tip.html.contains("<strong>"))
        }
    }

    @Test("the rendered notes keep the labels even though the tips drop them")
    func bodyKeepsLabels() throws {
        let (entry, _) = try read(rendersHTML: true)
        #expect(entry.body.html.contains("<strong>iOS Tips</strong>"))
        #expect(entry.body.html.contains("<strong>Web</strong>"))
    }

    @Test("a bold label that names no platform is not a tip")
    func notePlainLabel() throws {
        let (entry, _) = try read(rendersHTML: true)
        #expect(!entry.tipSections.map(\.title).contains("Developer notes"))
        #expect(entry.tipSections.last?.tips.count == 1)
        #expect(!entry.tipSections.flatMap(\.tips).contains { $0.html.contains("Not a platform") })
    }

    @Test("when only validating, tips are found but not rendered")
    func validateOnly() throws {
        let (entry, _) = try read(rendersHTML: false)
        #expect(entry.tipSections.map { $0.tips.count } == [2, 2, 1])
        #expect(entry.tipSections.flatMap(\.tips).allSatisfy { $0.html.isEmpty })
    }

    @Test("labels are read ignoring case, spaces and a trailing colon",
          arguments: [
              ("iOS", Platform.ios, nil), ("ios tips", .ios, nil), ("UIKit:", .ios, "UIKit"), (" SwiftUI ", .ios, "SwiftUI"),
              ("ANDROID TIPS", .android, nil), ("Android Views", .android, "Android Views"),
              ("Jetpack Compose", .android, "Jetpack Compose"), ("web", .web, nil), ("HTML", .web, "HTML"),
              ("ARIA:", .web, "ARIA"),
          ] as [(String, Platform, String?)])
    func labels(label: String, platform: Platform, framework: String?) {
        let read = PlatformLabel(label)
        #expect(read?.platform == platform)
        #expect(read?.framework == framework)
    }

    @Test("labels that name no platform are not tips", arguments: ["Note", "Tips", "iPhone", "Kotlin", ""])
    func nonPlatformLabels(label: String) {
        #expect(PlatformLabel(label) == nil)
    }
}

@Suite("Platform tips: the real carousel entry")
struct CarouselSeedTests {
    static let seedsFolder = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/seeds")

    static var carouselPath: String? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: seedsFolder.path)) ?? []
        return names.sorted().first { $0.hasPrefix("004_") && $0.hasSuffix(".txt") }
            .map { seedsFolder.appendingPathComponent($0).path }
    }

    @Test("the seed carousel reads without errors, with tips for Name, Role, State and Focus",
          .enabled(if: FileManager.default.fileExists(atPath: seedsFolder.path) && carouselPath != nil))
    func carousel() throws {
        let path = try #require(Self.carouselPath)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let config = SiteConfig(categories: [Category(id: "controls"), Category(id: "containment")])
        let (entry, diagnostics) = readEntry(text, path: "content/patterns/containment/carousel.md",
                                             config: config, rendersHTML: true)
        #expect(diagnostics.errorCount == 0, "\(diagnostics.summaries)")
        let carousel = try #require(entry)
        #expect(carousel.title == "Carousel")
        #expect(carousel.categories == ["containment"])
        #expect(carousel.keyboard.map(\.input) == ["tab or arrow keys", "spacebar", "enter"])
        #expect(carousel.mobile.count == 5)
        #expect(carousel.screenReader.group?.expectation == "n/a")
        #expect(carousel.tipSections.map(\.title) == ["Name", "Role", "State", "Focus"])
        for section in carousel.tipSections {
            #expect(section.platforms == [.ios, .android], "section \(section.title)")
            #expect(section.tips.allSatisfy { !$0.html.isEmpty })
        }
        #expect(!carousel.tipSections.contains { $0.title == "Groupings" })
        #expect(carousel.platforms == [.ios, .android])
        let focusIOS = try #require(carousel.tipSections.last?.tips.first)
        #expect(focusIOS.html.contains("<code>accessibilityViewIsModal</code>"))
        #expect(!focusIOS.html.contains("iOS</strong>"))
    }
}
