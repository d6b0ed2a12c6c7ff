import PatternsCore
import PatternsDiagnostics
import PatternsRendering

/// The audit tools: a defect report drafted from a criterion and a tester's words, and a results file
/// summarised as `patterns report results` summarises it.
extension Catalog {
    /// `draft_defect`: the report for one failed criterion, in Markdown (or CSV, JSON).
    func defect(_ arguments: ToolArguments) throws -> String {
        let id = arguments.string("criterion_id") ?? ""
        let severity = try arguments.string("severity").map { value in
            guard let severity = DefectDraft.Severity(rawValue: value) else {
                throw ToolError.unknown("severity", value, closest: [], known: DefectDraft.Severity.allCases.map(\.rawValue), where: "")
            }
            return severity
        }
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
    func resultsSummary(_ arguments: ToolArguments) throws -> [String] {
        let engine = DiagnosticEngine()
        let file = "results.json"
        guard let run = AuditRunReader().read(arguments.string("json") ?? "", file: file, diagnostics: FileDiagnosticSink(file: file, engine: engine)) else {
            throw ToolError(engine.diagnostics.map { "\($0.location.map { "\($0.line):\($0.column): " } ?? "")\($0.message)" }.joined(separator: "\n"))
        }
        let summary = AuditSummary(site: site, runs: [run], diagnostics: engine)
        let format = AuditReport.Format(rawValue: arguments.string("format") ?? "markdown") ?? .markdown
        let problems = engine.diagnostics.map { "\($0.location.map { "\($0.line):\($0.column): " } ?? "")\($0.severity.rawValue): \($0.message)" }
        return [AuditReport(summary: summary).text(format)] + (problems.isEmpty ? [] : ["Problems in the file:\n" + problems.joined(separator: "\n")])
    }
}
