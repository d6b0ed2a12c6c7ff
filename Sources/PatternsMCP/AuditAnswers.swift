import PatternsCore
import PatternsDiagnostics
import PatternsExports

/// The audit tools: a defect report drafted from a criterion and a tester's words, and a results file
/// summarised as `patterns report results` summarises it.
extension Catalog {
    /// `draft_defect`: the report for one failed criterion, in Markdown (or CSV, JSON).
    func defect(_ arguments: ToolArguments) throws -> String {
        let id = arguments.string("criterion_id") ?? ""
        // The tool's declared choices have refused any other severity already (-32602).
        let severity = arguments.string("severity").flatMap(DefectDraft.Severity.init(rawValue:))
        do {
            let draft = try DefectDraft(site: site, criterionID: id, actual: arguments.string("actual") ?? "",
                                        platform: arguments.string("platform"), assistiveTechnology: arguments.string("at"), severity: severity)
            let format = DefectReport.Format(rawValue: arguments.string("format") ?? "markdown") ?? .markdown
            return DefectReport(draft: draft).text(format)
        } catch let unknown as DefectDraft.UnknownCriterion {
            throw ToolError.unknown("criterion", unknown.id, closest: unknown.closest.map { [$0] } ?? [],
                                    where: " in this catalog (ids look like native/button#keyboard.tab, as get_pattern's json format lists them)")
        }
    }

    /// `summarise_results`: one results file's conformance summary, with the problems found in it.
    /// Each call is a run of its own, with its own engine; its problems go into the answer.
    func resultsSummary(_ arguments: ToolArguments) throws -> [String] {
        let engine = DiagnosticEngine()
        let file = "results.json"
        guard let run = AuditRunReader().read(arguments.string("json") ?? "", file: file, diagnostics: FileDiagnosticSink(file: file, engine: engine)) else {
            throw ToolError(Self.printed(engine.diagnostics))
        }
        let summary = AuditSummary(site: site, runs: [run], diagnostics: engine)
        let format = AuditReport.Format(rawValue: arguments.string("format") ?? "markdown") ?? .markdown
        let problems = engine.diagnostics
        return [AuditReport(summary: summary).text(format)] + (problems.isEmpty ? [] : ["Problems in the file:\n" + Self.printed(problems)])
    }

    /// Diagnostics as the command line prints them: `results.json:1:32: error: …`, the rule and how to fix it.
    private static func printed(_ diagnostics: [Diagnostic]) -> String {
        let printer = DiagnosticTextPrinter()
        return diagnostics.map { printer.format($0, sourceLine: nil) }.joined()
    }
}
