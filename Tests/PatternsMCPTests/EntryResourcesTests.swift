import MCP
@testable import PatternsMCP
import Testing

/// Entries as resources: listed by `patterns://<collection>/<slug>`, read as one Markdown document.
@Suite struct EntryResourcesTests {
    static let catalog = FixtureCatalog.catalog

    @Test func everyEntryIsListedInSiteOrder() throws {
        let list = try Self.catalog.resources(cursor: nil)
        #expect(list.resources.map(\.uri) == ["patterns://native/button", "patterns://web/button", "patterns://web/modal-dialog",
                                              "patterns://native/toggle"])
        #expect(list.resources.allSatisfy { $0.mimeType == "text/markdown" })
        #expect(list.resources.first?.title == "Button")
        #expect(list.nextCursor == nil)
        #expect(try Self.catalog.resources(cursor: "3").resources.map(\.uri) == ["patterns://native/toggle"])
        #expect(throws: MCPError.self) { try Self.catalog.resources(cursor: "next") }
    }

    @Test func anEntryReadsAsMarkdown() throws {
        let result = try Self.catalog.readResource("patterns://web/modal-dialog")
        let content = try #require(result.contents.first)
        #expect(content.uri == "patterns://web/modal-dialog")
        #expect(content.mimeType == "text/markdown")
        #expect(content.text == """
            # Modal Dialog

            A window over the page that keeps focus inside until it is closed.

            - Collection: Web
            - Categories: Containment
            - Platforms: Web
            - WCAG 2.2: 2.4.3 Focus Order (A), 2.1.2 No Keyboard Trap (A)

            ## [Modal Dialog](https://example.org/catalog/web/modal-dialog/)

            How to test a modal dialog.

            ### Keyboard

            - [ ] Tab: Focus moves to the next element inside the dialog and wraps at its end <!-- web/modal-dialog#keyboard.tab -->
            - [ ] Escape: The dialog closes and focus returns to what opened it <!-- web/modal-dialog#keyboard.escape -->

            ### Mobile screen reader gestures

            - [ ] Swipe: Focus stays inside the dialog <!-- web/modal-dialog#mobile.swipe -->

            ### Screen reader output

            - [ ] Name: The dialog is named by its heading <!-- web/modal-dialog#screenreader.name -->
            - [ ] Role: Dialog <!-- web/modal-dialog#screenreader.role -->
            - [ ] Group: Content outside is hidden <!-- web/modal-dialog#screenreader.group -->
            - [ ] State: Modal <!-- web/modal-dialog#screenreader.state -->

            ## Platform tips

            ### Web

            #### Focus

            - use the `dialog` element with `showModal()`; it traps focus for you

            """)
    }

    static let addressCases: [(String, MCPError)] = [
        ("patterns://web/modal", MCPError.serverError(code: -32002, message: "no entry 'web/modal' in this site; closest: web/modal-dialog")),
        ("patterns://web/toggle", MCPError.serverError(code: -32002, message: "no entry 'web/toggle' in this site; closest: native/toggle")),
        ("https://example.org/", MCPError.invalidParams("'https://example.org/' is not an entry's address: they read patterns://<collection>/<slug>")),
    ]

    @Test("an address that names no entry is refused, with the closest names", arguments: Self.addressCases)
    func unknownAddresses(uri: String, error: MCPError) {
        #expect(throws: error) { try Self.catalog.readResource(uri) }
    }
}
