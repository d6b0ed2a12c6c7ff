import PatternsDiagnostics

// Rules about audit results files (`patterns report results`): ids are a public contract.
extension Rule {
    public static let resultsMalformed = Rule(
        id: "patterns.results.malformed", severity: .error,
        summary: "A results file is not JSON, not a results file, or a result in it lacks its criterion or a known outcome.",
        fix: "Export the results again from the audit mode, or correct the file at the position given; outcomes are pass, fail, not-tested and not-applicable.")
    public static let resultsUnknownCriterion = Rule(
        id: "patterns.results.unknown-criterion", severity: .warning,
        summary: "A result names a criterion the catalog does not have (it was removed or renamed, or the id is mistyped); the report lists it apart.",
        fix: "Check `patterns diff` for the criterion's new id, or audit the entry again.")
    public static let resultsChangedCriterion = Rule(
        id: "patterns.results.changed-criterion", severity: .warning,
        summary: "A criterion's text changed since the tester recorded a result for it, so the result may no longer hold.",
        fix: "Test the criterion again against its current text.")
}

extension DiagnosticMessage {
    static func resultsNotJSON(_ reason: String) -> Self {
        Self(.resultsMalformed, "not valid JSON: \(reason)", hint: "a results file is the JSON the audit mode exports")
    }

    static func resultsShape(_ problem: String) -> Self {
        Self(.resultsMalformed, problem)
    }

    static func resultsUnknownCriterion(_ id: String, closest: String?) -> Self {
        Self(.resultsUnknownCriterion, "no criterion '\(id)' in this catalog" + (closest.map { "; closest: \($0)" } ?? ""),
             hint: "the report lists this result under unknown criteria; `patterns diff` shows criteria renamed since")
    }

    static func resultsChangedCriterion(_ id: String, now: String) -> Self {
        Self(.resultsChangedCriterion, "criterion \(id) changed since it was tested; it now reads: \(now)",
             hint: "test it again against the current text")
    }
}
