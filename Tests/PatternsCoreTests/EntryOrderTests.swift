import PatternsTestSupport
import Testing
@testable import PatternsCore
import PatternsDiagnostics

@Suite("Entry order and Jekyll keys")
struct EntryOrderTests {
    private func entry(_ title: String, order: String? = nil, extra: String = "") -> String {
        """
        ---
        title: \(title)
        categories: controls
        \(order.map { "order: \($0)" } ?? "")
        \(extra)
        keyboard:
          tab: Focus moves to it
        mobile:
          swipe: Focus moves to it
        screenreader:
          name: Its label
          role: Its role
          group: Its group
          state: Its state
        ---
        """
    }

    @Test("order is read as a whole number; text or a fraction is an error where it stands")
    func orderValues() throws {
        let (ordered, diagnostics) = readEntry(entry("Button", order: "2"))
        #expect(diagnostics.isEmpty, "\(diagnostics.summaries)")
        #expect(try #require(ordered).order == 2)
        for bad in ["first", "1.5", "\"3\""] {
            let marked = MarkedText(entry("Button", order: "‸" + bad))
            let (read, problems) = readEntry(marked.text)
            #expect(problems.summaries == ["patterns.entry.wrong-type@\(marked.location)"], "order: \(bad)")
            #expect(read?.order == nil)
        }
    }

    @Test("layout and permalink, Jekyll's own keys, are accepted silently")
    func jekyllKeys() {
        let (_, diagnostics) = readEntry(entry("Button", extra: "layout: pattern\npermalink: /old/button/"))
        #expect(diagnostics.isEmpty, "\(diagnostics.summaries)")
    }

    @Test("inside a category, entries with an order come first, lowest first, then the others by title")
    func categoryOrder() throws {
        let texts = [("zeta", entry("Zeta", order: "1")), ("alpha", entry("Alpha")), ("mid", entry("Mid", order: "5")),
                     ("beta", entry("Beta"))]
        let entries = texts.compactMap { slug, text in readEntry(text, path: "content/patterns/controls/\(slug).md").entry }
        let site = Site(config: controlsConfig, entries: entries, guides: [], assets: [])
        #expect(site.categoryGroups.first?.entries.map(\.title) == ["Zeta", "Mid", "Alpha", "Beta"])
    }
}
