import Foundation
import PatternsTestSupport
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

    private func read() throws -> (PatternEntry, MarkedText) {
        let marked = MarkedText(Self.tipsEntry)
        let (entry, diagnostics) = readEntry(marked.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.summaries)")
        return (try #require(entry), marked)
    }

    @Test("items whose bold label names a platform are collected under their section")
    func sectionsAndPlatforms() throws {
        let (entry, marked) = try read()
        #expect(entry.tipOutline.map(\.title) == ["Name", "Role", "State"])
        #expect(entry.tipOutline.map(\.anchor) == ["name", "role", "state"])
        #expect(entry.tipOutline.map { $0.tips.map(\.platform) } == [[.ios, .android], [.ios, .android], [.web]])
        #expect(readTipSections(marked.text).flatMap(\.tips).map(\.location) == marked.locations)
        #expect(entry.platforms == [.ios, .android, .web])
    }

    @Test("the tip model, dumped with positions")
    func dump() throws {
        let (_, marked) = try read()
        #expect(readTipSections(marked.text).dump() == """
            Name 20:1
              iOS \(marked[0])
              Android \(marked[1])
            Role 28:1
              iOS (SwiftUI) \(marked[2])
              Android (Jetpack Compose) \(marked[3])
            State 35:1
              Web \(marked[4])
            """)
    }

    @Test("framework labels are kept; bare platform labels have no framework")
    func frameworks() throws {
        let (entry, _) = try read()
        let frameworks = entry.tipOutline.flatMap(\.tips).map(\.framework)
        #expect(frameworks == [nil, nil, "SwiftUI", "Jetpack Compose", nil])
    }

    @Test("a bold label that names no platform is not a tip")
    func notePlainLabel() throws {
        let (entry, _) = try read()
        #expect(!entry.tipOutline.map(\.title).contains("Developer notes"))
        #expect(entry.tipOutline.last?.tips.count == 1)
    }

    @Test("without a renderer (validate), tips are found, and their digest is not made")
    func validateOnly() throws {
        let (entry, _) = try read()
        #expect(entry.tipOutline.map { $0.tips.count } == [2, 2, 1])
        #expect(entry.tipContentDigest == 0)
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
                                             config: config)
        #expect(diagnostics.errorCount == 0, "\(diagnostics.summaries)")
        let carousel = try #require(entry)
        #expect(carousel.title == "Carousel")
        #expect(carousel.categories == ["containment"])
        #expect(carousel.keyboard.map(\.input) == ["tab or arrow keys", "spacebar", "enter"])
        #expect(carousel.mobile.count == 5)
        #expect(carousel.screenReader.group?.expectation == "n/a")
        #expect(carousel.tipOutline.map(\.title) == ["Name", "Role", "State", "Focus"])
        for section in carousel.tipOutline {
            #expect(section.platforms == [.ios, .android], "section \(section.title)")
        }
        #expect(!carousel.tipOutline.contains { $0.title == "Groupings" })
        #expect(carousel.platforms == [.ios, .android])
    }
}
