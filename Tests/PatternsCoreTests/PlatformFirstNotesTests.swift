import PatternsTestSupport
import Testing
@testable import PatternsCore
import PatternsDiagnostics

@Suite("Platform-first notes")
struct PlatformFirstNotesTests {
    static let frontMatter = """
    ---
    title: Switch
    categories: controls
    keyboard:
      tab: Focus moves to the switch
    mobile:
      doubletap: Toggles it
    screenreader:
      name: Its label
      role: Switch
      group: n/a
      state: On or off
    ---

    """

    @Test("## iOS and ## Android scope their ### sections; same-titled sections merge into one with both platforms")
    func merged() throws {
        let marked = MarkedText(Self.frontMatter + """
        ## iOS

        ### Name

        ‸- **UIKit**
          - Set the label
        ‸- **SwiftUI**
          - Use a `Toggle` with a title

        ### State

        ‸- Expose the value

        ## Android Developer Notes

        ### Name

        ‸- **Views**
          - Set the text
        ‸- **Compose**
          - Use `Switch` with a label

        ### State

        ‸- The widget announces it
        """)
        let (read, diagnostics) = readEntry(marked.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.summaries)")
        let entry = try #require(read)
        #expect(entry.tipOutline.map(\.title) == ["Name", "State"])
        #expect(entry.tipOutline.map(\.anchor) == ["name", "state"])
        #expect(entry.tipOutline.map { $0.platforms } == [[.ios, .android], [.ios, .android]])
        #expect(entry.tipOutline[0].tips.map(\.framework) == ["UIKit", "SwiftUI", "Android Views", "Jetpack Compose"])
        #expect(entry.tipOutline[1].tips.map(\.framework) == [nil, nil])
        #expect(readTipSections(marked.text).flatMap(\.tips).map(\.location).sorted() == marked.locations)
        #expect(entry.platforms == [.ios, .android])
    }

    @Test("a platform-first section only one platform has is still a gap, either way round")
    func gap() {
        let marked = MarkedText(Self.frontMatter + """
        ## iOS

        ‸### Focus

        - Move focus to the switch after it appears

        ## Android

        ‸### Name

        - **Compose**
          - Label it

        ## Related

        ### Name

        - Not a tip: outside any platform heading and without a label
        """)
        let (read, diagnostics) = readEntry(marked.text)
        #expect(diagnostics.summaries == marked.locations.map { "patterns.tips.platform-gap@\($0)" })
        #expect(read?.tipOutline.map(\.title) == ["Focus", "Name"])
        #expect(read?.tipOutline.last?.tips.count == 1)
    }

    @Test("headings that open a platform scope", arguments: [
        ("iOS", Platform.ios), ("Android Developer Notes", .android), ("web tips", .web), ("ANDROID NOTES", .android),
    ])
    func scopes(heading: String, platform: Platform) {
        #expect(PlatformLabel.scope(ofHeading: heading) == platform)
    }

    @Test("headings that do not", arguments: ["Name", "iOS and Android", "SwiftUI", "Developer notes"])
    func notScopes(heading: String) {
        #expect(PlatformLabel.scope(ofHeading: heading) == nil)
    }
}

@Suite("Platform-first notes: prose")
struct PlatformFirstProseTests {
    @Test("a paragraph under a platform heading's section is that platform's tip; n/a and the platform heading's own prose are not")
    func paragraphTips() throws {
        let marked = MarkedText(PlatformFirstNotesTests.frontMatter + """
        ## iOS

        Notes for iOS apps.

        ### Groupings

        ‸- Group the label with the switch.

        ## Android

        #### Groupings

        ‸Follow native component grouping.

        ### State

        n/a
        """)
        let (read, diagnostics) = readEntry(marked.text, ignoring: [.emptyBody, .headingLevel])
        #expect(diagnostics.isEmpty, "\(diagnostics.summaries)")
        let entry = try #require(read)
        #expect(entry.tipOutline.map(\.title) == ["Groupings"])
        #expect(entry.tipOutline.first?.platforms == [.ios, .android])
        #expect(readTipSections(marked.text).flatMap(\.tips).map(\.location) == marked.locations)
        #expect(entry.body.inapplicableSections == [.init(title: "State", platform: .android)])
    }

    @Test("a site's own platform opens a scope and labels tips by its id or title")
    func configuredPlatforms() throws {
        var config = controlsConfig
        config.platforms = [Platform("windows", title: "Windows"), .web]
        let (read, diagnostics) = readEntry(PlatformFirstNotesTests.frontMatter + """
        ## Windows Notes

        ### Name

        Use the automation name.

        ## Developer notes

        ### Role

        - **Windows**: set the control type
        - **Web**: use a `button` element
        """, config: config)
        #expect(diagnostics.isEmpty, "\(diagnostics.summaries)")
        let entry = try #require(read)
        #expect(entry.tipOutline.map { $0.platforms.map(\.displayName) } == [["Windows"], ["Windows", "Web"]])
        #expect(entry.platforms.map(\.displayName) == ["Windows", "Web"])
    }
}
