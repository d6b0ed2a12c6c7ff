import PatternsTestSupport
import Testing
@testable import PatternsCore
import PatternsDiagnostics

/// What a catalog decides for itself in `patterns.yml` (`required:`, platforms with titles), and what
/// its entries may hold beyond the bundled catalog's shape: extra criteria keys, prose tips.
@Suite("Catalog policy")
struct CatalogPolicyTests {
    private func config(_ text: String) -> (SiteConfig, [Diagnostic]) {
        reporting(SiteLayout.configFile) { SiteConfigReader.read(text, diagnostics: $0) }
    }

    /// A site whose `desktop` collection requires what `required` says (nothing written: the default).
    private func desktopConfig(required: String? = nil) throws -> SiteConfig {
        let (config, diagnostics) = self.config("""
        platforms: [{ id: windows, title: Windows }, { id: macos, title: macOS }, web]
        collections:
          - id: desktop
            platforms: [windows, macos]
        \(required.map { "    required: \($0)" } ?? "")
        """)
        #expect(diagnostics.isEmpty, "\(diagnostics.summaries)")
        return config
    }

    private func readDesktopEntry(_ text: String, config: SiteConfig) -> (entry: PatternEntry?, diagnostics: [Diagnostic]) {
        readEntry(text, path: "content/desktop/table.md", config: config)
    }

    static let desktopEntry = """
    ---
    title: Data table
    categories: tables
    keyboard:
      tab: Focus moves into the table
    screenreader:
      name: The table's caption
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

    @Test("'required: []' requires nothing: an entry with neither keyboard nor screenreader validates")
    func nothingRequired() throws {
        let config = try desktopConfig(required: "[]")
        #expect(config.collection("desktop")?.required == EntryRequirements.none)
        let entry = removingBlock("screenreader", from: removingBlock("keyboard", from: Self.desktopEntry))
        let (read, diagnostics) = readDesktopEntry(entry, config: config)
        #expect(diagnostics.isEmpty, "\(diagnostics.summaries)")
        #expect(try #require(read).keyboard.isEmpty)
    }

    @Test("'required' lists whole maps and screenreader keys; a desktop collection without mobile validates")
    func wholeMaps() throws {
        let config = try desktopConfig(required: "[keyboard, settings, screenreader.name, screenreader.status]")
        let required = try #require(config.collection("desktop")?.required)
        #expect(required.modes == [.keyboard, .screenReader, .settings])
        #expect(required.screenReaderKeys == ["name", "status"])
        #expect(required.words == ["keyboard", "settings", "screenreader.name", "screenreader.status"])

        let marked = MarkedText(Self.desktopEntry.replacingOccurrences(of: "---\ntitle", with: "‸---\ntitle")
            .replacingOccurrences(of: "\nscreenreader:", with: "\n‸screenreader:")
            .replacingOccurrences(of: "  status: The sort order is announced\n", with: ""))
        let (_, diagnostics) = readDesktopEntry(marked.text, config: config)
        #expect(diagnostics.summaries == ["patterns.entry.missing-field@\(marked[0])", "patterns.entry.missing-field@\(marked[1])"])
        #expect(diagnostics.map(\.message) == ["missing required field 'settings'", "'screenreader' is missing 'status'"])

        let withSettings = Self.desktopEntry.replacingOccurrences(of: "screenreader:", with: "settings:\n  high contrast: Borders stay visible\nscreenreader:")
        let (entry, none) = readDesktopEntry(withSettings, config: config)
        #expect(none.isEmpty, "\(none.summaries)")
        #expect(try #require(entry).mobile.isEmpty)
    }

    @Test("without 'required' a collection keeps keyboard, mobile and the four screenreader keys")
    func defaultRequirements() throws {
        let config = try desktopConfig()
        #expect(config.collection("desktop")?.required == .standard)
        #expect(EntryRequirements.standard.words == ["keyboard", "mobile", "screenreader.name", "screenreader.role", "screenreader.group", "screenreader.state"])
        let (_, diagnostics) = readDesktopEntry(Self.desktopEntry, config: config)
        #expect(Set(diagnostics.with(.missingField).map(\.message)) == [
            "missing required field 'mobile'", "'screenreader' is missing 'role'", "'screenreader' is missing 'group'", "'screenreader' is missing 'state'",
        ])
    }

    @Test("the older mapping form still reads, and 'screenreader: []' is accepted")
    func olderMapping() throws {
        let (config, diagnostics) = self.config("""
        collections:
          - id: web
            required:
              screenreader: [name, role]
          - id: app
            required:
              mobile: false
              screenreader: []
        """)
        #expect(diagnostics.isEmpty, "\(diagnostics.summaries)")
        #expect(config.collection("web")?.required == EntryRequirements(modes: [.keyboard, .mobile], screenReaderKeys: ["name", "role"]))
        #expect(config.collection("app")?.required == EntryRequirements(modes: [.keyboard, .screenReader]))
    }

    @Test("each problem with 'required' is reported at its word, with how to fix it")
    func requiredProblems() {
        let marked = MarkedText("""
        collections:
          - id: desktop
            required: [‸keybord, ‸keyboard.tab, ‸screenreader.Name, screenreader.status]
          - id: app
            required: { mobile: ‸maybe }
          - id: web
            required:
        """)
        let (config, diagnostics) = self.config(marked.text)
        #expect(diagnostics.summaries == [
            "patterns.config.invalid@\(marked[0])", "patterns.config.invalid@\(marked[1])", "patterns.config.invalid@\(marked[2])",
            "patterns.config.invalid@\(marked[3])", "patterns.config.invalid@7:14",
        ])
        #expect(diagnostics[0].hint == "did you mean 'keyboard'?")
        #expect(diagnostics[1].message == "'keyboard.tab' names a key of 'keyboard', whose keys are free: only the whole map can be required")
        #expect(diagnostics[2].hint == "did you mean 'name'?")
        #expect(diagnostics[4].hint == "write 'required: []' to require nothing")
        #expect(config.collection("desktop")?.required == EntryRequirements(screenReaderKeys: ["status"]))
        #expect(config.collection("web")?.required == .standard)
    }

    @Test("platforms have titles, which collections and entries carry")
    func platformTitles() throws {
        let config = try desktopConfig(required: "[keyboard]")
        #expect(config.platforms.map(\.displayName) == ["Windows", "macOS", "Web"])
        let desktop = try #require(config.collection("desktop"))
        #expect(config.platforms(of: desktop).map(\.displayName) == ["Windows", "macOS"])
        let (read, diagnostics) = readDesktopEntry(Self.desktopEntry, config: config)
        #expect(diagnostics.isEmpty, "\(diagnostics.summaries)")
        let entry = try #require(read)
        #expect(entry.platforms.map(\.displayName) == ["Windows", "macOS"])
        #expect(entry.tipOutline.flatMap(\.tips).map(\.platform.displayName) == ["Windows", "macOS"])
        #expect(Platform("windows") == Platform("Windows", title: "Microsoft Windows"))
    }

    @Test("a platform written as a mapping needs a plain id")
    func platformProblems() {
        let marked = MarkedText("platforms: [ios, ‸{ title: Windows }, { id: ‸Mac OS, title: macOS }]\n")
        let (config, diagnostics) = self.config(marked.text)
        #expect(diagnostics.summaries == ["patterns.config.invalid@\(marked[0])", "patterns.config.invalid@\(marked[1])"])
        #expect(config.platforms == [.ios])
    }

    @Test("extra screenreader keys are criteria rows, in order, after the standard ones")
    func extraScreenReaderKeys() throws {
        let config = try desktopConfig(required: "[keyboard, screenreader.name]")
        let (read, diagnostics) = readDesktopEntry(Self.desktopEntry, config: config)
        #expect(diagnostics.isEmpty, "\(diagnostics.summaries)")
        let entry = try #require(read)
        #expect(TestingMode.screenReader.criteria(of: entry.summary).map(\.input) == ["name", "column header", "status"])
        let condensed = AcceptanceCriteria(entry: entry.summary).condensed.first { $0.id == "screenreader" }
        #expect(condensed?.lines == ["Name: The table's caption", "Column header: Each column header is read with its cells",
                                     "Status: The sort order is announced"])
        #expect(condensed?.keys == ["screenreader.name", "screenreader.column-header", "screenreader.status"])
    }

    @Test("'Name' beside 'name' is a row of its own; 'Name' alone is a key variant of 'name'")
    func keyVariants() throws {
        let both = sliderEntry.replacingOccurrences(of: "  name: Purpose is clear\n", with: "  name: Purpose is clear\n  Name: Read first\n")
        let (read, diagnostics) = readEntry(both)
        #expect(diagnostics.isEmpty, "\(diagnostics.summaries)")
        #expect(try #require(read).screenReader.extra.map(\.input) == ["Name"])

        let marked = MarkedText(sliderEntry.replacingOccurrences(of: "\nscreenreader:", with: "\n‸screenreader:")
            .replacingOccurrences(of: "  name: Purpose is clear\n", with: "  ‸Name: Purpose is clear\n"))
        let (_, alone) = readEntry(marked.text)
        #expect(alone.summaries == ["patterns.entry.missing-field@\(marked[0])", "patterns.entry.key-variant@\(marked[1])"])
        #expect(alone.with(.keyVariant).first?.hint == "did you mean 'name'?")

        let status = sliderEntry.replacingOccurrences(of: "  state: The current value is announced\n", with: "  state: The current value is announced\n  status: Saved\n")
        #expect(readEntry(status).diagnostics.isEmpty, "a word of its own that looks like a standard key is no variant")
    }

    @Test("a criterion written at the margin after its map is a misplaced key, named with its map")
    func misplacedCriteria() throws {
        let marked = MarkedText(sliderEntry
            .replacingOccurrences(of: "  home: The value goes to the minimum\n", with: "‸spacebar: Nothing happens\n‸enter: Nothing happens\n")
            .replacingOccurrences(of: "settings:\n  text resize: Text grows to 200% without loss\n",
                                  with: "settings:\n  text resize: Text grows to 200% without loss\n‸reduce motion: Nothing moves\n"))
        let (read, diagnostics) = readEntry(marked.text)
        #expect(diagnostics.summaries == marked.locations.map { "patterns.entry.misplaced-key@\($0)" })
        let first = try #require(diagnostics.first)
        #expect(first.severity == .error)
        #expect(first.message == "'spacebar' is at the top level, so it is not one of the 'keyboard' criteria above it")
        #expect(first.hint == "indent 'spacebar:' under 'keyboard:' as far as the keys above it (two spaces)")
        #expect(diagnostics.last?.message.contains("'settings' criteria") == true)
        #expect(try #require(read).keyboard.map(\.input) == ["tab", "arrow keys"])
    }

    @Test("an unknown key after a known non-criteria key stays an unknown key")
    func unknownKeyElsewhere() {
        let marked = MarkedText(sliderEntry.replacingOccurrences(of: "categories: controls\n", with: "categories: controls\n‸colour: blue\n"))
        #expect(readEntry(marked.text).diagnostics.summaries == ["patterns.entry.unknown-key@\(marked.location)"])
    }
}
