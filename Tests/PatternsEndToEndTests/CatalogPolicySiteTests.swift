import Foundation
import Testing

/// A Jekyll-era desktop catalog: its own platforms with titles, a collection without `mobile` whose
/// `required:` asks for a keyboard map and a screen-reader name only, extra screen-reader keys, and
/// tips written as prose under platform headings.
@Suite struct CatalogPolicySiteTests {
    static let config = """
        title: Desktop patterns
        categories: [tables]
        platforms: [{ id: windows, title: Windows }, { id: macos, title: macOS }]
        collections:
          - id: desktop
            title: Desktop apps
            required: [keyboard, screenreader.name]
        """

    static let table = """
        ---
        title: Data table
        categories: tables
        keyboard:
          tab: Focus moves into the table
          arrow keys: Focus moves between cells
        screenreader:
          name: The table's caption
          Name: Read before the rows
          column header: Each column header is read with its cells
          status: The sort order is announced
        ---

        ## Windows

        ### Groupings

        Follow the native table semantics.

        ## macOS

        ### Groupings

        - Rows are read with their headers.
        """

    private func site(in temp: TemporaryFolder) throws -> URL {
        let site = temp.url.appendingPathComponent("site")
        try write(Self.config, to: "patterns.yml", in: site)
        try write(Self.table, to: "content/desktop/tables/data-table.md", in: site)
        return site
    }

    @Test func aDesktopCollectionWithoutMobileValidates() throws {
        let temp = try TemporaryFolder()
        let run = try PatternsBinary.run(["validate", "--site", try site(in: temp).path])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.hasSuffix("0 errors, 0 warnings in 2 files\n"), "\(run.stderr)")
    }

    @Test func extraScreenReaderKeysAreRowsOnThePageAndInTheExports() throws {
        let temp = try TemporaryFolder()
        let output = temp.url.appendingPathComponent("out")
        let run = try PatternsBinary.run(["build", "--site", try site(in: temp).path, "--output", output.path])
        #expect(run.status == 0, "\(run.stderr)")
        let page = try read(output, "desktop/data-table/index.html")
        #expect(page.contains("<tr id=\"screenreader.column-header\" data-criterion=\"desktop/data-table#screenreader.column-header\"><th scope=\"row\">Column header</th><td>Each column header is read with its cells</td></tr>"))
        #expect(page.contains("<tr id=\"screenreader.status\" data-criterion=\"desktop/data-table#screenreader.status\"><th scope=\"row\">Status</th><td>The sort order is announced</td></tr>"))
        #expect(page.contains("<h3 class=\"panel-heading\">Windows</h3>") && page.contains("<h3 class=\"panel-heading\">macOS</h3>"))
        #expect(page.contains("Follow the native table semantics."))
        #expect(try read(output, "platforms/macos/index.html").contains("<h1>macOS tips"))

        let csv = try read(output, "criteria.csv")
        #expect(csv.contains(",windows macos,desktop/data-table#screenreader.column-header,Screen reader output,Column header,Each column header is read with its cells,"))
        #expect(csv.contains("desktop/data-table#screenreader.status,Screen reader output,Status,The sort order is announced,"))
        #expect(try read(output, "checklist/desktop/categories/tables/index.html").contains("the status is announced: the sort order is announced"))
        let feature = try read(output, "features/desktop/data-table.feature")
        #expect(feature.contains("the status is announced: the sort order is announced"), "\(feature)")
    }

    @Test func theSchemaRequiresWhatTheCollectionRequires() throws {
        let temp = try TemporaryFolder()
        let site = try site(in: temp)
        for arguments in [["--site", site.path], ["--site", site.path, "--collection", "desktop"]] {
            let run = try PatternsBinary.run(["schema"] + arguments)
            #expect(run.status == 0, "\(run.stderr)")
            let schema = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            #expect(schema["required"] as? [String] == ["title", "categories", "keyboard", "screenreader"])
            let screenReader = (schema["properties"] as? [String: Any])?["screenreader"] as? [String: Any]
            let shapes = screenReader?["anyOf"] as? [[String: Any]]
            #expect(shapes?.first?["required"] as? [String] == ["name"])
        }
        let unknown = try PatternsBinary.run(["schema", "--site", site.path, "--collection", "web"])
        #expect(unknown.status != 0)
        #expect(unknown.stderr.contains("no collection 'web' in this site; its collections: desktop"), "\(unknown.stderr)")
    }

    @Test func aCriterionAtTheMarginIsAMisplacedKeyAtItsLineAndColumn() throws {
        let temp = try TemporaryFolder()
        let site = try site(in: temp)
        try write(Self.table.replacingOccurrences(of: "  arrow keys: Focus moves between cells\n", with: "spacebar: Selects the row\n"),
                  to: "content/desktop/tables/data-table.md", in: site)
        let run = try PatternsBinary.run(["validate", "--site", site.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("content/desktop/tables/data-table.md:6:1: error: 'spacebar' is at the top level, so it is not one of the 'keyboard' criteria above it [patterns.entry.misplaced-key]"),
                "\(run.stderr)")
        #expect(run.stderr.contains("indent 'spacebar:' under 'keyboard:' as far as the keys above it (two spaces)"))
    }
}
