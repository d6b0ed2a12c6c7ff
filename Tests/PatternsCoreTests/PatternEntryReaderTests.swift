import PatternsTestSupport
import Testing
@testable import PatternsCore
import PatternsDiagnostics

/// A complete, valid entry; tests remove or change parts of it to trigger one rule at a time.
let sliderEntry = """
---
title: "Slider"
description: Picks a value from a range.
categories: controls
keyboard:
  tab: |
    Focus moves to the slider
  arrow keys: The value changes by one step
  home: The value goes to the minimum
mobile:
  swipe up or down: The value changes by one step
screenreader:
  name: Purpose is clear
  role: Adjustable
  group: The label is read with the slider
  state: The current value is announced
settings:
  text resize: Text grows to 200% without loss
---

## Notes

Use a native slider.

"""

/// `text` without the top-level YAML key `key` and the indented lines under it.
func removingBlock(_ key: String, from text: String) -> String {
    var kept: [Substring] = []
    var skipping = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix("\(key):") {
            skipping = true
            continue
        }
        if skipping, line.hasPrefix(" ") { continue }
        skipping = false
        kept.append(line)
    }
    return kept.joined(separator: "\n")
}

@Suite("Pattern entry: a valid entry")
struct ValidPatternEntryTests {
    @Test("a complete entry has no diagnostics and typed values in source order")
    func validEntry() throws {
        let (entry, diagnostics) = readEntry(sliderEntry)
        #expect(diagnostics.isEmpty, "\(diagnostics.summaries)")
        let slider = try #require(entry)
        #expect(slider.slug == "sample")
        #expect(slider.title == "Slider")
        #expect(slider.description == "Picks a value from a range.")
        #expect(slider.categories == ["controls"])
        #expect(slider.keyboard.map(\.input) == ["tab", "arrow keys", "home"])
        #expect(slider.keyboard.map(\.expectation) == [
            "Focus moves to the slider", "The value changes by one step", "The value goes to the minimum",
        ])
        #expect(slider.mobile.map(\.input) == ["swipe up or down"])
        #expect(slider.screenReader.name?.expectation == "Purpose is clear")
        #expect(slider.screenReader.role?.expectation == "Adjustable")
        #expect(slider.screenReader.group?.expectation == "The label is read with the slider")
        #expect(slider.screenReader.state?.expectation == "The current value is announced")
        #expect(slider.screenReader.extra.isEmpty)
        #expect(slider.settings.map(\.input) == ["text resize"])
        #expect(slider.gherkinKeyboard.isEmpty)
    }

    @Test("each criterion keeps the position of its key")
    func criterionLocations() throws {
        let marked = MarkedText("""
        ---
        title: Slider
        categories: controls
        keyboard:
          ‸tab: Focus moves to the slider
          ‸arrow keys: The value changes
        mobile:
          ‸swipe up or down: The value changes
        screenreader:
          name: Purpose is clear
          ‸role: Adjustable
          group: n/a
          state: The value is announced
        ---
        """)
        let (entry, diagnostics) = readEntry(marked.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.summaries)")
        let slider = try #require(entry)
        #expect(slider.keyboard.map(\.location) == [marked[0], marked[1]])
        #expect(slider.mobile.first?.location == marked[2])
        #expect(slider.screenReader.role?.location == marked[3])
    }

    @Test("categories may be space-separated text")
    func categoriesAsText() throws {
        let config = SiteConfig(categories: [Category(id: "controls"), Category(id: "forms")])
        let text = sliderEntry.replacingOccurrences(of: "categories: controls", with: "categories: controls forms")
        let (entry, diagnostics) = readEntry(text, config: config)
        #expect(diagnostics.isEmpty, "\(diagnostics.summaries)")
        #expect(entry?.categories == ["controls", "forms"])
    }

    @Test("categories may be a YAML list")
    func categoriesAsList() throws {
        let config = SiteConfig(categories: [Category(id: "controls"), Category(id: "forms")])
        let text = sliderEntry.replacingOccurrences(of: "categories: controls", with: "categories:\n  - forms\n  - controls")
        let (entry, diagnostics) = readEntry(text, config: config)
        #expect(diagnostics.isEmpty, "\(diagnostics.summaries)")
        #expect(entry?.categories == ["forms", "controls"])
    }

    @Test("screen-reader keys beyond name, role, group and state are kept in order")
    func screenReaderExtraKeys() throws {
        let text = sliderEntry.replacingOccurrences(
            of: "  state: The current value is announced\n",
            with: "  state: The current value is announced\n  value: Read as a percentage\n  hint: Swipe up or down to adjust\n")
        let (entry, diagnostics) = readEntry(text)
        // README: "screenreader: name, role, group, state (+ any extra keys)"; only near-misses
        // of the four standard keys ('Name', 'stat') are warned about.
        #expect(diagnostics.isEmpty, "\(diagnostics.summaries)")
        let extra = try #require(entry).screenReader.extra
        #expect(extra.map(\.input) == ["value", "hint"])
        #expect(extra.map(\.expectation) == ["Read as a percentage", "Swipe up or down to adjust"])
        #expect(try #require(entry).screenReader.all.map(\.input) == ["name", "role", "group", "state", "value", "hint"])
    }

    @Test("hand-written gherkin-keyboard steps are read in order; a when + then pair is two steps")
    func gherkinKeyboard() throws {
        let marked = MarkedText(sliderEntry.replacingOccurrences(of: "settings:", with: """
        gherkin-keyboard:
          ‸- when: I press the right arrow key
            then: The value increases by one step
          ‸- when: I press home
            then: The value is the minimum
            result: The minimum is announced
        settings:
        """))
        let (entry, diagnostics) = readEntry(marked.text)
        #expect(diagnostics.isEmpty, "\(diagnostics.summaries)")
        let steps = try #require(entry).gherkinKeyboard
        #expect(steps.map(\.connector) == ["when", "then", "when", "then"])
        #expect(steps.map(\.text) == ["I press the right arrow key", "The value increases by one step",
                                      "I press home", "The value is the minimum"])
        #expect(steps.map(\.result) == [nil, nil, nil, "The minimum is announced"])
        #expect(steps.map(\.location.line) == [marked.locations[0].line, marked.locations[0].line + 1,
                                               marked.locations[1].line, marked.locations[1].line + 1])
    }

    @Test("headings get anchors; without a renderer (validate) no HTML is made")
    func headingsWithoutHTML() throws {
        let (entry, diagnostics) = readEntry(sliderEntry)
        #expect(diagnostics.isEmpty)
        let body = try #require(entry).body
        #expect(body.headings.map(\.text) == ["Notes"])
        #expect(body.headings.map(\.anchor) == ["notes"])
        #expect(body.handle.kind == .entry)
    }

    @Test("platforms come from the tips when the front matter names none")
    func platformsFromTips() throws {
        let text = sliderEntry + "### Name\n\n- **Android**\n  - Set `contentDescription`\n- **iOS**\n  - Set `accessibilityLabel`\n"
        let (entry, diagnostics) = readEntry(text)
        #expect(diagnostics.isEmpty)
        // In the order of patterns.yml, not of the tips.
        #expect(try #require(entry).platforms == [.ios, .android])
    }
}

@Suite("Pattern entry: missing fields")
struct MissingFieldTests {
    @Test("a missing required field is reported at 1:1",
          arguments: ["title", "categories", "keyboard", "mobile", "screenreader"])
    func missingRequiredField(key: String) {
        let marked = MarkedText("‸" + removingBlock(key, from: sliderEntry))
        #expect(!marked.text.contains("\n\(key):"))
        let (entry, diagnostics) = readEntry(marked.text)
        #expect(entry != nil)
        #expect(diagnostics.summaries == ["patterns.entry.missing-field@\(marked.location)"])
        #expect(diagnostics.first?.message == "missing required field '\(key)'")
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.first?.hint?.contains(key) == true)
    }

    @Test("'screenreader' without one of its four keys is reported at the 'screenreader' key",
          arguments: ["name", "role", "group", "state"])
    func screenReaderMissingKey(key: String) {
        let text = sliderEntry.replacingOccurrences(of: "\nscreenreader:", with: "\n‸screenreader:")
        let marked = MarkedText(text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("  \(key):") }.joined(separator: "\n"))
        let (_, diagnostics) = readEntry(marked.text)
        #expect(diagnostics.summaries == ["patterns.entry.missing-field@\(marked.location)"])
        #expect(diagnostics.first?.message == "'screenreader' is missing '\(key)'")
        #expect(diagnostics.first?.hint?.contains("add '\(key): …' indented under 'screenreader:'") == true)
    }

    @Test("a file without front matter is reported at 1:1 and gives no entry")
    func noFrontMatter() {
        let marked = MarkedText("‸## Notes\n\nJust text.\n")
        let (entry, diagnostics) = readEntry(marked.text)
        #expect(entry == nil)
        #expect(diagnostics.summaries == ["patterns.frontmatter.missing@\(marked.location)"])
    }

    @Test("an unterminated front matter is reported once, not also as missing")
    func unterminatedIsNotAlsoMissing() {
        let marked = MarkedText("‸---\ntitle: Slider\ncategories: controls\n\n## Notes\n")
        let (entry, diagnostics) = readEntry(marked.text)
        #expect(entry == nil)
        #expect(diagnostics.summaries == ["patterns.frontmatter.unterminated@\(marked.location)"])
    }
}

@Suite("Pattern entry: shapes and values")
struct ShapeTests {
    @Test("a list where 'keyboard' needs a mapping is reported at the list")
    func keyboardAsList() {
        let marked = MarkedText(sliderEntry.replacingOccurrences(of: """
          tab: |
            Focus moves to the slider
          arrow keys: The value changes by one step
          home: The value goes to the minimum
        """, with: """
          ‸- tab: Focus moves to the slider
          - arrow keys: The value changes by one step
        """))
        let (_, diagnostics) = readEntry(marked.text)
        #expect(diagnostics.summaries == ["patterns.entry.wrong-type@\(marked.location)"])
        #expect(diagnostics.first?.message.contains("'keyboard' must be a mapping") == true)
        #expect(diagnostics.first?.message.contains("found a list") == true)
    }

    @Test("a flow list as a criterion's expected result is reported at its '['")
    func criterionAsFlowList() {
        let marked = MarkedText(sliderEntry.replacingOccurrences(
            of: "home: The value goes to the minimum", with: "home: ‸[minimum, announced]"))
        let (_, diagnostics) = readEntry(marked.text)
        #expect(diagnostics.summaries == ["patterns.entry.wrong-type@\(marked.location)"])
        #expect(diagnostics.first?.message == "'keyboard.home' must be text, found a list")
    }

    @Test("'title:' with nothing after it is an empty value")
    func emptyTitle() {
        let marked = MarkedText(sliderEntry.replacingOccurrences(of: "title: \"Slider\"", with: "title:‸"))
        let (entry, diagnostics) = readEntry(marked.text)
        #expect(diagnostics.summaries == ["patterns.entry.empty-value@\(marked.location)"])
        #expect(diagnostics.first?.message == "'title' is empty")
        // The page still gets a title: the file name.
        #expect(entry?.title == "sample")
    }

    @Test("'screenreader:' with nothing under it is an empty value at the value's position")
    func emptyScreenReader() {
        let marked = MarkedText(removingBlock("screenreader", from: sliderEntry)
            .replacingOccurrences(of: "settings:", with: "screenreader:‸\nsettings:"))
        let (_, diagnostics) = readEntry(marked.text)
        #expect(diagnostics.summaries == ["patterns.entry.empty-value@\(marked.location)"])
        #expect(diagnostics.first?.message == "'screenreader' is empty")
    }
}

@Suite("Pattern entry: unknown keys")
struct UnknownKeyTests {
    @Test("a misspelt top-level key is an error that suggests the right one")
    func misspeltTopLevelKey() {
        let marked = MarkedText("‸" + sliderEntry.replacingOccurrences(of: "title: \"Slider\"", with: "‸tittle: \"Slider\""))
        let (_, diagnostics) = readEntry(marked.text)
        #expect(diagnostics.summaries == [
            "patterns.entry.missing-field@\(marked[0])",
            "patterns.entry.key-variant@\(marked[1])",
        ])
        let variant = diagnostics.with(.keyVariant)
        #expect(variant.first?.severity == .error)
        #expect(variant.first?.message == "unknown key 'tittle' in front matter")
        #expect(variant.first?.hint == "did you mean 'title'?")
    }

    @Test("a key that resembles no known key is only a warning")
    func unrelatedTopLevelKey() {
        let marked = MarkedText(sliderEntry.replacingOccurrences(of: "title: \"Slider\"", with: "title: \"Slider\"\n‸owner: design team"))
        let (_, diagnostics) = readEntry(marked.text)
        #expect(diagnostics.summaries == ["patterns.entry.unknown-key@\(marked.location)"])
        #expect(diagnostics.first?.severity == .warning)
    }

    @Test("'Name:' under 'screenreader' suggests 'name'")
    func capitalisedScreenReaderKey() {
        let marked = MarkedText(sliderEntry
            .replacingOccurrences(of: "\nscreenreader:", with: "\n‸screenreader:")
            .replacingOccurrences(of: "  name: Purpose is clear", with: "  ‸Name: Purpose is clear"))
        let (_, diagnostics) = readEntry(marked.text)
        #expect(diagnostics.summaries == [
            "patterns.entry.missing-field@\(marked[0])",
            "patterns.entry.key-variant@\(marked[1])",
        ])
        let variant = diagnostics.with(.keyVariant).first
        #expect(variant?.message == "unknown key 'Name' in 'screenreader'")
        #expect(variant?.hint == "did you mean 'name'?")
    }

    @Test("a near-miss of a standard screen-reader key is flagged; other extra keys are welcome")
    func screenReaderNearMiss() throws {
        let marked = MarkedText(sliderEntry
            .replacingOccurrences(of: "\nscreenreader:", with: "\n‸screenreader:")
            .replacingOccurrences(of: "  state: The current value is announced",
                                  with: "  ‸stat: The current value is announced\n  hint: Swipe up or down"))
        let (entry, diagnostics) = readEntry(marked.text)
        #expect(diagnostics.summaries == [
            "patterns.entry.missing-field@\(marked[0])",
            "patterns.entry.key-variant@\(marked[1])",
        ])
        #expect(diagnostics.with(.keyVariant).first?.hint == "did you mean 'state'?")
        #expect(try #require(entry).screenReader.extra.map(\.input) == ["stat", "hint"])
    }

    @Test("'group:' at the top level suggests indenting it under 'screenreader'")
    func screenReaderKeyAtTopLevel() {
        let marked = MarkedText(sliderEntry
            .replacingOccurrences(of: "\nscreenreader:", with: "\n‸screenreader:")
            .replacingOccurrences(of: "  group: The label is read with the slider\n", with: "")
            .replacingOccurrences(of: "settings:", with: "‸group: The label is read with the slider\nsettings:"))
        let (_, diagnostics) = readEntry(marked.text)
        #expect(diagnostics.summaries == [
            "patterns.entry.missing-field@\(marked[0])",
            "patterns.entry.misplaced-key@\(marked[1])",
        ])
        #expect(diagnostics.with(.misplacedKey).first?.hint == "did you mean to indent this under 'screenreader'?")
    }

    @Test("an unknown category is a warning at the categories value, with a suggestion")
    func unknownCategory() {
        let marked = MarkedText(sliderEntry.replacingOccurrences(of: "categories: controls", with: "categories: ‸control"))
        let (entry, diagnostics) = readEntry(marked.text)
        #expect(diagnostics.summaries == ["patterns.entry.unknown-category@\(marked.location)"])
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.hint == "did you mean 'controls'?")
        #expect(entry?.categories == ["control"])
    }

    @Test("an unknown platform is a warning at that platform")
    func unknownPlatform() {
        let marked = MarkedText(sliderEntry.replacingOccurrences(of: "categories: controls", with: "categories: controls\nplatforms: [ios, ‸tvOS]"))
        let (entry, diagnostics) = readEntry(marked.text)
        #expect(diagnostics.summaries == ["patterns.entry.unknown-platform@\(marked.location)"])
        #expect(diagnostics.first?.message == "platform 'tvOS' is not listed in patterns.yml")
        #expect(entry?.platforms == [.ios, Platform("tvos")])
    }
}

@Suite("Pattern entry: YAML problems at file positions")
struct YAMLProblemTests {
    @Test("a repeated key is reported at the second one")
    func duplicateKey() {
        let marked = MarkedText(sliderEntry.replacingOccurrences(
            of: "  home: The value goes to the minimum", with: "  home: The value goes to the minimum\n  ‸tab: Focus leaves"))
        let (_, diagnostics) = readEntry(marked.text)
        #expect(diagnostics.summaries.first == "patterns.yaml.duplicate-key@\(marked.location)")
        #expect(diagnostics.with(.yamlDuplicateKey).first?.message == "duplicate key 'tab' (first defined at line 6)")
    }

    @Test("a tab in indentation is reported at the tab's column, and only once")
    func tabIndentation() {
        let marked = MarkedText(sliderEntry.replacingOccurrences(
            of: "  home: The value goes to the minimum", with: "  ‸\thome: The value goes to the minimum"))
        let (_, diagnostics) = readEntry(marked.text)
        #expect(diagnostics.summaries == ["patterns.yaml.tab-indentation@\(marked.location)"])
    }

    @Test("a tab inside a block scalar's text, after its indentation, is content and not a problem")
    func tabInsideBlockScalar() throws {
        let text = sliderEntry.replacingOccurrences(
            of: "    Focus moves to the slider\n", with: "    Focus moves to the slider\n    \tand stays there\n")
        let (entry, diagnostics) = readEntry(text)
        #expect(diagnostics.isEmpty, "\(diagnostics.summaries)")
        #expect(try #require(entry).keyboard.first?.expectation == "Focus moves to the slider and stays there")
    }

    @Test("a YAML syntax error is reported at the file's line, not the front matter's")
    func syntaxErrorLine() {
        let marked = MarkedText(sliderEntry.replacingOccurrences(
            of: "description: Picks a value from a range.", with: "description: Picks a value‸: from a range"))
        let (entry, diagnostics) = readEntry(marked.text)
        #expect(entry == nil)
        #expect(diagnostics.summaries == ["patterns.yaml.syntax@\(marked.location)"])
        #expect(diagnostics.first?.location?.line == 3)
    }
}

@Suite("Pattern entry: line endings")
struct LineEndingTests {
    @Test("CRLF files report the same positions as LF files, in YAML and Markdown")
    func crlfPositions() {
        let marked = MarkedText((sliderEntry.replacingOccurrences(of: "title: \"Slider\"", with: "title:‸")
            + "Text ‸![](a.png)\n").replacingOccurrences(of: "\n", with: "\r\n"))
        let (_, diagnostics) = readEntry(marked.text)
        #expect(diagnostics.summaries == [
            "patterns.entry.empty-value@\(marked[0])",
            "patterns.markdown.image-alt@\(marked[1])",
        ])
    }
}

@Suite("Pattern entry: body checks")
struct BodyCheckTests {
    @Test("an image without alt text is reported at the image, on the file's line")
    func imageWithoutAlt() {
        let marked = MarkedText(sliderEntry + "See the diagram: ‸![](diagram.png)\n")
        let (_, diagnostics) = readEntry(marked.text)
        #expect(diagnostics.summaries == ["patterns.markdown.image-alt@\(marked.location)"])
        #expect(diagnostics.first?.message == "image 'diagram.png' has no alternative text")
    }

    @Test("images are located in lists, quotes, tables, headings and wrapped paragraphs", arguments: [
        "- item ‸![](a.png)\n",
        "- a\n  - nested ‸![](a.png)\n",
        "1. one\n2. two ‸![](a.png)\n",
        "> quote\n> more ‸![](a.png)\n",
        "| a | b |\n|---|---|\n| x | ‸![](a.png) |\n",
        "## Title ‸![](a.png)\n",
        "Première ligne\nDeuxième — ‸![](a.png)\n",
        "Some *emphasis* and `code` ‸![](a.png)\n",
        "Line one  \nLine two ‸![](a.png)\n",
    ])
    func imagePositions(body: String) {
        let marked = MarkedText(sliderEntry + "\n" + body)
        let (_, diagnostics) = readEntry(marked.text)
        #expect(diagnostics.summaries == ["patterns.markdown.image-alt@\(marked.location)"])
    }

    @Test("an image on an indented continuation line is located at its own column")
    func imageOnIndentedContinuationLine() {
        let marked = MarkedText(sliderEntry + "\nSome text that wraps\n   ‸![](a.png)\n")
        let (_, diagnostics) = readEntry(marked.text)
        #expect(diagnostics.summaries == ["patterns.markdown.image-alt@\(marked.location)"])
    }

    @Test("an image with alt text is fine")
    func imageWithAlt() {
        let (_, diagnostics) = readEntry(sliderEntry + "![A slider at 50%](diagram.png)\n")
        #expect(diagnostics.isEmpty)
    }

    @Test("columns count characters, not bytes, in YAML and Markdown alike")
    func nonASCIIColumns() {
        let marked = MarkedText(sliderEntry
            .replacingOccurrences(of: "description: Picks a value from a range.",
                                  with: "description: Règle une valeur — “curseur” ✓")
            .replacingOccurrences(of: "  swipe up or down: The value changes by one step",
                                  with: "  glisser vers le haut ou le bas ✓ é: ‸[a, b]")
            + "Schéma — “curseur” ✓ ‸![](schéma.png)\n")
        let (_, diagnostics) = readEntry(marked.text)
        #expect(diagnostics.summaries == [
            "patterns.entry.wrong-type@\(marked[0])",
            "patterns.markdown.image-alt@\(marked[1])",
        ])
    }
}
