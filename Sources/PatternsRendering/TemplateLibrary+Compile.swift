import Mustache
import PatternsCore
import PatternsDiagnostics

extension TemplateLibrary {
    /// Parses every template with swift-mustache after checking what its parser and renderer cannot
    /// survive, reporting each problem; returns the templates safe to render, by name.
    ///
    /// In order: the nesting of each template from its tokens (`TemplateNesting`, a loop), so that
    /// swift-mustache's recursive parser never sees a template nested past the limit; then the parse;
    /// then, when every template parsed, the checker's walk over the site's pages (`siteFindings`),
    /// which reports unknown names, include cycles and nesting through partials. A partial that closes
    /// a cycle is left out of the result even when `patterns.yml` turns the rule off: its includes then
    /// render as nothing instead of recursing until the process dies.
    static func compile(_ sources: [String: TemplateSource], diagnostics: DiagnosticEngine) -> [String: MustacheTemplate] {
        let checker = TemplateChecker(sources: sources)
        var templates: [String: MustacheTemplate] = [:]
        var parsedAll = true
        for (name, source) in sources {
            if let tooDeep = TemplateNesting.firstTooDeep(checker.tokens[name] ?? []) {
                parsedAll = false
                diagnostics.emit(TemplateStructureProblem(kind: .tooDeep(throughPartials: false), file: source.file,
                                                          location: tooDeep.location, name: tooDeep.name).diagnostic)
                continue
            }
            do {
                templates[name] = try MustacheTemplate(string: source.text)
            } catch let error as MustacheTemplate.ParserError {
                parsedAll = false
                diagnostics.diagnose(.unparsableTemplate("\(error.error)", atKnownPosition: true), file: source.file,
                                     at: SourceRange(at: SourceLocation(line: error.context.lineNumber, column: error.context.columnNumber)))
            } catch {
                parsedAll = false
                diagnostics.diagnose(.unparsableTemplate("\(error)", atKnownPosition: false), file: source.file, at: nil)
            }
        }
        // A template that does not parse is an error already; its tags would be misread.
        guard parsedAll else { return templates }
        let findings = siteFindings(checker)
        diagnostics.emit(contentsOf: findings.unknownNames.map(\.diagnostic))
        diagnostics.emit(contentsOf: findings.structureProblems.map(\.diagnostic))
        for case .includeCycle(let partial, _) in findings.structureProblems.map(\.kind) { templates[partial] = nil }
        return templates
    }

    /// What the checker finds in the site's own templates: names no context provides, include cycles
    /// and nesting past the limit. Built-in templates are checked by the test suite, so only names in
    /// files under `templates/` are reported; a cycle or a deep nesting always involves a site file.
    static func siteFindings(_ checker: TemplateChecker) -> TemplateFindings {
        guard checker.sources.values.contains(where: { $0.file.hasPrefix("templates/") }) else { return TemplateFindings() }
        var findings = checker.findingsInPages()
        findings.unknownNames = findings.unknownNames.filter { $0.file.hasPrefix("templates/") }
        return findings
    }

    /// Checks and parses site templates given as text (name → text, as `templates/NAME.mustache`
    /// would hold them) over the built-in ones, as `load` does with a site's folder; reports to
    /// `diagnostics` and returns how many templates are safe to render. For the fuzzer and tests,
    /// which must reach every check without writing files.
    @discardableResult
    public static func compile(siteTemplates: [String: String], diagnostics: DiagnosticEngine) -> Int {
        var sources = builtInSources
        for (name, text) in siteTemplates {
            sources[name] = TemplateSource(text: text, file: "\(SiteLayout.templatesFolder)/\(name).mustache")
        }
        return compile(sources, diagnostics: diagnostics).count
    }

    /// The built-in templates by name, read once.
    static let builtInSources: [String: TemplateSource] = split(
        ResourceOverlay.templates(siteRoot: nil).files(diagnostics: .discarding("built-in files only: no site folder to report on"))).sources
}
