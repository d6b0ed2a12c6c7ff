import Testing
import PatternsDiagnostics
@testable import PatternsServer

/// Served pages get the reload script always and the error overlay only while the site has errors.
@Suite struct PreviewOverlayTests {
    static let page = "<!DOCTYPE html><html><head><title>T</title></head><body class=\"home\"><main>Hi</main></body></html>"
    static let rule = Rule(id: "patterns.test.rule", severity: .error, summary: "A test rule.")

    static func inject(_ diagnostics: [Diagnostic], into page: String = page) -> String {
        String(decoding: PreviewOverlay.inject(into: Array(page.utf8), diagnostics: diagnostics), as: UTF8.self)
    }

    static func error(_ message: String, file: String = "content/patterns/controls/button.md", hint: String? = nil) -> Diagnostic {
        Diagnostic(rule, message, file: file, at: SourceRange(at: SourceLocation(line: 3, column: 7)), hint: hint)
    }

    @Test func aCleanSiteGetsOnlyTheReloadScript() {
        let html = Self.inject([])
        #expect(html == Self.page.replacingOccurrences(of: "</body>", with: PreviewOverlay.reloadScript + "</body>"))
        #expect(html.contains(PreviewOverlay.eventsPath))
    }

    @Test func warningsAloneShowNoOverlay() {
        let warning = Diagnostic(Self.rule, "just a warning", file: "a.md", at: nil, severity: .warning)
        #expect(Self.inject([warning]) == Self.inject([]))
    }

    @Test func errorsAreListedFirstInTheBodyAsAnAlert() throws {
        let html = Self.inject([Self.error("title is <missing> & \"odd\"", hint: "add a title")])
        let body = try #require(html.range(of: "<body class=\"home\">"))
        #expect(html[body.upperBound...].hasPrefix("<aside aria-label=\"Build errors\""))
        #expect(html.contains("role=\"alert\""))
        #expect(html.contains("The site has 1 error;"))
        #expect(html.contains("<code>content/patterns/controls/button.md:3:7</code>"))
        #expect(html.contains("title is &lt;missing&gt; &amp; &quot;odd&quot;"))
        #expect(html.contains("Fix: add a title"))
        #expect(html.contains("[patterns.test.rule]"))
    }

    @Test func longListsAreCutAtFifty() {
        let errors = (1...52).map { Self.error("problem \($0)") }
        let overlay = PreviewOverlay.overlay(errors)
        #expect(overlay.contains("The site has 52 errors"))
        #expect(overlay.contains(" problem 50 "))
        #expect(!overlay.contains(" problem 51 "))
        #expect(overlay.contains("… and 2 more"))
    }

    @Test func aPageWithoutBodyTagsStillGetsBoth() {
        let html = Self.inject([Self.error("broken")], into: "<p>fragment</p>")
        #expect(html.hasPrefix("<aside"))
        #expect(html.hasSuffix(PreviewOverlay.reloadScript))
    }
}
