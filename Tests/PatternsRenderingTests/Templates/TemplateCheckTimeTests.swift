import Foundation
import PatternsDiagnostics
import PatternsTestSupport
import Testing
@testable import PatternsRendering

/// Checking a template (scanning, nesting, swift-mustache's parse, the checker's walk) takes time
/// linear in its tags. It was quadratic: swift-mustache's parser measured the rest of the template
/// for every delimiter it read, and a 40,000-tag template took 67 s (Vendor/swift-mustache/README.md).
@Suite("Template check time")
struct TemplateCheckTimeTests {
    /// An entry template with `count` tags of each common kind: variables, sections, partials, comments.
    static func template(tags count: Int) -> String {
        var text = ""
        for index in 0..<(count / 4) {
            text += "<p>{{title}}</p>{{#tables}}<td>{{caption}}</td>{{/tables}}{{! note \(index) }}\n"
        }
        return text
    }

    /// The least CPU time of `runs` checks of a template with `count` tags, in seconds (CPU time, and
    /// the least of several, are the least disturbed by other work on a loaded machine).
    static func bestTime(tags count: Int, runs: Int = 3) -> Double {
        let text = template(tags: count)
        return bestCPUSeconds(runs: runs) {
                let engine = DiagnosticEngine()
                // The entry template alone, so the built-in templates' fixed cost does not hide the growth.
                _ = TemplateLibrary.compile(["entry": TemplateSource(text: text, file: "templates/entry.mustache")], diagnostics: engine)
                precondition(!engine.diagnostics.contains { $0.severity == .error }, "\(engine.diagnostics.map(\.message))")
        }
    }

    @Test("ten times the tags costs less than twenty times the time")
    func linear() {
        let small = Self.bestTime(tags: 2_000)
        let large = Self.bestTime(tags: 20_000)
        let ratio = large / small
        #expect(ratio < 20, "2,000 tags: \(small) s, 20,000 tags: \(large) s of CPU (× \(ratio))")
    }
}
