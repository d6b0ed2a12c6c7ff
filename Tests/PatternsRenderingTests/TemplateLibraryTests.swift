import Foundation
import PatternsDiagnostics
import PatternsTestSupport
import Testing
@testable import PatternsRendering

/// What loading a site's templates reports about the names they use.
@Suite("Template library contract check")
struct TemplateLibraryTests {
    /// Loads the built-in templates under a temporary site's `templates/` holding `files` (path → text).
    private func load(_ files: [String: String]) throws -> [Diagnostic] {
        let site = NSTemporaryDirectory() + "patterns-template-library-tests-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: site) }
        for (path, text) in files {
            let url = URL(fileURLWithPath: site + "/templates/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let engine = DiagnosticEngine()
        _ = TemplateLibrary.load(siteRoot: site, diagnostics: engine)
        return engine.diagnostics
    }

    @Test("a site template the compiled engine does not render is a warning at its place, and its pages render with swift-mustache")
    func notCompiled() throws {
        let diagnostics = try load(["404.mustache": "{{% CONTENT_TYPE: HTML}}\n<h1>{{chrome.siteTitle}}</h1>\n{{$footer}}x{{/footer}}\n"])
        #expect(diagnostics.map(\.rule.id) == ["patterns.template.not-compiled"])
        #expect(diagnostics.first?.file == "templates/404.mustache")
        #expect(diagnostics.first?.range?.start == SourceLocation(line: 3, column: 3))
    }

    @Test("the built-in templates alone report nothing")
    func builtIn() throws {
        #expect(try load([:]).isEmpty)
    }

    @Test("an unknown name in a site's template is a warning spanning the name, with the name meant")
    func warning() throws {
        let marked = MarkedText("{{> partials/head}}\n<h1>{{‸titel}}</h1>\n")
        let diagnostics = try load(["guide.mustache": marked.text])
        #expect(diagnostics.count == 1)
        let warning = try #require(diagnostics.first)
        #expect(warning.rule.id == "patterns.template.unknown-variable")
        #expect(warning.severity == .warning)
        #expect(warning.file == "templates/guide.mustache")
        #expect(warning.range?.start == marked[0])
        #expect(warning.range?.end == SourceLocation(line: marked[0].line, column: marked[0].column + "titel".count))
        #expect(warning.message == "'titel' is not a variable in reach here on the guide page, so it renders as empty text")
        #expect(warning.hint == "did you mean 'title'?")
    }

    @Test("the hint says how the page reaches a name used out of its section, else lists the names in reach")
    func hints() throws {
        let diagnostics = try load([
            "home.mustache": "{{url}}",
            "404.mustache": "{{zzz}}{{> partials/footr}}",
        ])
        // In output order: templates/404.mustache before templates/home.mustache.
        #expect(diagnostics.map(\.hint) == [
            "names in reach here: chrome, homeURL",
            "did you mean 'partials/footer'?",
            "the home page reaches 'url' as {{#categories}}{{url}}",
        ])
    }

    @Test("a template that does not parse is an error, and its names are not checked")
    func unparsable() throws {
        let diagnostics = try load(["entry.mustache": "{{#tables}}{{titel}}"])
        #expect(diagnostics.map(\.rule.id) == ["patterns.template.invalid"])
    }
}
