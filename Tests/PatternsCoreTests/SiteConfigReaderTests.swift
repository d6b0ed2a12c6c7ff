import PatternsTestSupport
import Testing
@testable import PatternsCore
import PatternsDiagnostics

@Suite("Site configuration")
struct SiteConfigReaderTests {
    private func read(_ text: String) -> (SiteConfig, [Diagnostic]) {
        reporting(SiteLayout.configFile) { SiteConfigReader.read(text, diagnostics: $0) }
    }

    @Test("a full patterns.yml")
    func fullConfig() {
        let (config, diagnostics) = read("""
        title: "Mobile Accessibility Patterns"
        description: "Shown on the
          home page."
        baseURL: "https://example.org/patterns"
        categories:
          - id: controls
            title: "Controls"
            description: "Things people press."
          - navigation
          - id: text-inputs
        platforms: [iOS, android]
        markdown:
          unsafe: true
        """)
        #expect(diagnostics.isEmpty, "\(diagnostics.summaries)")
        #expect(config.title == "Mobile Accessibility Patterns")
        #expect(config.description == "Shown on the home page.")
        #expect(config.baseURL == "https://example.org/patterns/")
        #expect(config.categories.map(\.id) == ["controls", "navigation", "text-inputs"])
        #expect(config.categories.map(\.title) == ["Controls", "Navigation", "Text Inputs"])
        #expect(config.categories.map(\.description) == ["Things people press.", nil, nil])
        #expect(config.platforms == [.ios, .android])
        #expect(config.markdown.allowsRawHTML)
    }

    @Test("an empty file gives the defaults")
    func defaults() {
        let (config, diagnostics) = read("")
        #expect(diagnostics.isEmpty)
        #expect(config == SiteConfig())
        #expect(config.platforms == [.ios, .android, .web])
        #expect(!config.markdown.allowsRawHTML)
    }

    @Test("categories given as plain ids keep their order")
    func categoryIDs() {
        let (config, diagnostics) = read("categories: [navigation, controls, containment]\n")
        #expect(diagnostics.isEmpty)
        #expect(config.categories.map(\.id) == ["navigation", "controls", "containment"])
        #expect(config.categories.map(\.title) == ["Navigation", "Controls", "Containment"])
    }

    @Test("'markdown.unsafe' is false unless set", arguments: [("false", false), ("true", true), ("yes", true), ("off", false)])
    func markdownUnsafe(value: String, expected: Bool) {
        let (config, diagnostics) = read("markdown:\n  unsafe: \(value)\n")
        #expect(diagnostics.isEmpty)
        #expect(config.markdown.allowsRawHTML == expected)
    }

    @Test("'markdown.unsafe' must be a boolean")
    func markdownUnsafeNotBoolean() {
        let marked = MarkedText("markdown:\n  unsafe: ‸sometimes\n")
        let (config, diagnostics) = read(marked.text)
        #expect(diagnostics.summaries == ["patterns.config.invalid@\(marked.location)"])
        #expect(!config.markdown.allowsRawHTML)
    }

    @Test("'gitDates' is on unless turned off", arguments: [("", true), ("gitDates: false\n", false), ("gitDates: on\n", true), ("gitDates: no\n", false)])
    func gitDates(text: String, expected: Bool) {
        let (config, diagnostics) = read(text)
        #expect(diagnostics.isEmpty, "\(diagnostics.summaries)")
        #expect(config.gitDates == expected)
    }

    @Test("'gitDates' must be a boolean")
    func gitDatesNotBoolean() {
        let marked = MarkedText("gitDates: ‸daily\n")
        let (config, diagnostics) = read(marked.text)
        #expect(diagnostics.summaries == ["patterns.config.invalid@\(marked.location)"])
        #expect(config.gitDates)
    }

    @Test("an empty baseURL means none, without a diagnostic", arguments: ["baseURL: \"\"\n", "baseURL:\n", "baseURL: ''\n"])
    func emptyBaseURL(text: String) {
        let (config, diagnostics) = read(text)
        #expect(diagnostics.isEmpty, "\(diagnostics.summaries)")
        #expect(config.baseURL == nil)
    }

    @Test("a baseURL that is not http(s) is invalid", arguments: [
        "ftp://example.org/", "example.org/patterns", "https://", "https://example.org/a b",
    ])
    func badBaseURL(url: String) {
        let marked = MarkedText("title: Patterns\nbaseURL: ‸\"\(url)\"\n")
        let (config, diagnostics) = read(marked.text)
        #expect(diagnostics.summaries == ["patterns.config.invalid@\(marked.location)"])
        #expect(config.baseURL == nil)
    }

    @Test("an unknown key is a warning that suggests the right one")
    func unknownKey() {
        let marked = MarkedText("title: Patterns\n‸platform: [ios]\n")
        let (config, diagnostics) = read(marked.text)
        #expect(diagnostics.summaries == ["patterns.config.unknown-key@\(marked.location)"])
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.hint == "did you mean 'platforms'?")
        #expect(config.platforms == Platform.defaults)
    }

    @Test("unknown keys inside a category and inside 'markdown' are warnings too")
    func nestedUnknownKeys() {
        let marked = MarkedText("categories:\n  - id: controls\n    ‸titel: Controls\nmarkdown:\n  ‸unsafe_html: true\n")
        let (_, diagnostics) = read(marked.text)
        #expect(diagnostics.summaries == [
            "patterns.config.unknown-key@\(marked[0])",
            "patterns.config.unknown-key@\(marked[1])",
        ])
    }

    @Test("each section's keys are one table: the unknown-key check lists what the reads name, in the order suggestions try them")
    func keyTables() {
        #expect(SiteConfigReader.Key.known == ["title", "description", "baseURL", "categories", "platforms", "markdown", "rules", "limits",
                                               "collections", "videos", "gitDates", "redirects", "examples", "audit"])
        #expect(SiteConfigReader.MarkdownKey.known == ["unsafe"] && SiteConfigReader.LimitsKey.known == ["fileSize"])
        #expect(SiteConfigReader.CategoryKey.known == ["id", "title", "description"])
        #expect(CollectionsReader.Key.known == ["id", "title", "folder", "permalink", "platforms", "categories", "required"])
        #expect(VideoKindsReader.Key.known == ["id", "title", "folder"] && YAMLFieldReader.PlatformKey.known == ["id", "title"])
        // A key of the table reads its value; a misspelling of it is reported against the same table.
        let marked = MarkedText("limits:\n  fileSize: 10\n  ‸filesize: 20\n")
        let (config, diagnostics) = read(marked.text)
        #expect(config.fileSizeLimit == 10)
        #expect(diagnostics.summaries == ["patterns.config.unknown-key@\(marked.location)"])
    }

    @Test("a category mapping without an id is invalid")
    func categoryWithoutID() {
        let marked = MarkedText("categories:\n  - ‸title: Controls\n  - navigation\n")
        let (config, diagnostics) = read(marked.text)
        #expect(diagnostics.summaries == ["patterns.config.invalid@\(marked.location)"])
        #expect(config.categories.map(\.id) == ["navigation"])
    }

    @Test("categories must be a list")
    func categoriesNotAList() {
        let marked = MarkedText("categories: ‸controls\n")
        let (config, diagnostics) = read(marked.text)
        #expect(diagnostics.summaries == ["patterns.config.invalid@\(marked.location)"])
        #expect(config.categories.isEmpty)
    }

    @Test("a config that is not a mapping is invalid")
    func notAMapping() {
        let marked = MarkedText("‸- title\n- categories\n")
        let (_, diagnostics) = read(marked.text)
        #expect(diagnostics.summaries == ["patterns.config.invalid@\(marked.location)"])
    }

    @Test("YAML errors are reported in patterns.yml")
    func syntaxError() {
        let marked = MarkedText("title: Patterns\ndescription: a‸: b\n")
        let (_, diagnostics) = read(marked.text)
        #expect(diagnostics.summaries == ["patterns.yaml.syntax@\(marked.location)"])
        #expect(diagnostics.first?.file == "patterns.yml")
    }

    @Test("values of the wrong shape in patterns.yml are config problems, not entry problems",
          arguments: [
              "title: ‸[a, b]\n",
              "title:‸\n",
              "description: ‸{a: b}\n",
              "platforms: ‸\"\"\n",
              "categories:\n  - id: ‸[x]\n",
          ])
    func shapeProblemsAreConfigInvalid(fixture: String) {
        let marked = MarkedText(fixture)
        let (_, diagnostics) = read(marked.text)
        #expect(diagnostics.summaries == ["patterns.config.invalid@\(marked.location)"])
    }
}
