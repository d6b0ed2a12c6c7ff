import PatternsDiagnostics

/// Several testers' results files merged against the catalog's current criteria: each criterion's
/// outcome over every run, each entry's and each cited WCAG success criterion's tally, the failures
/// with their notes, and what no longer matches (criteria changed since tested, ids the catalog lacks).
///
/// A criterion fails when any run failed it, passes when a run passed it and none failed it, is not
/// applicable when every run said so, and is otherwise not tested — a failure on one platform is a
/// failure of the entry, whatever other runs found.
public struct AuditSummary: Sendable {
    /// One run's word on a criterion.
    public struct Finding: Sendable {
        public var run: Int
        public var outcome: AuditOutcome
        public var note: String
    }

    /// A criterion of an audited entry with what the runs found.
    public struct CriterionResult: Sendable {
        public var id: String
        /// As a tester reads it: `Tab: Focus moves to the button`.
        public var text: String
        public var findings: [Finding]
        public var outcome: AuditOutcome
        /// True when a run recorded the criterion with other text than it has now.
        public var changedSinceTested: Bool
    }

    /// An entry with at least one result, every criterion of it listed.
    public struct EntryResult: Sendable {
        public var id: EntryID
        public var title: String
        public var pagePath: OutputPath
        /// The WCAG success criteria the entry cites.
        public var successCriteria: [String]
        public var criteria: [CriterionResult]

        public func count(_ outcome: AuditOutcome) -> Int { criteria.count { $0.outcome == outcome } }
        /// Failed when a criterion failed; passed when every criterion passed or does not apply; else not tested.
        public var outcome: AuditOutcome {
            if criteria.contains(where: { $0.outcome == .fail }) { return .fail }
            if criteria.allSatisfy({ $0.outcome == .pass || $0.outcome == .notApplicable }) {
                return criteria.contains { $0.outcome == .pass } ? .pass : .notApplicable
            }
            return .notTested
        }
    }

    /// A success criterion cited by audited entries, with those entries by outcome.
    public struct SuccessCriterionResult: Sendable {
        public var criterion: SuccessCriterion
        public var failed: [String]
        public var passed: [String]
        public var notTested: [String]
    }

    /// A result naming a criterion the catalog does not have.
    public struct UnknownResult: Sendable {
        public var run: Int
        public var result: AuditRun.Result
    }

    public let runs: [AuditRun]
    public let entries: [EntryResult]
    public let successCriteria: [SuccessCriterionResult]
    public let unknown: [UnknownResult]

    /// Merges `runs` against `site`; unknown ids and changed criteria are also reported to `diagnostics`, at their results.
    public init(site: Site, runs: [AuditRun], diagnostics: DiagnosticEngine) {
        self.runs = runs
        var findings: [String: [Finding]] = [:]
        var recorded: [String: [String]] = [:]
        var resultLocations: [String: [(run: Int, location: SourceLocation)]] = [:]
        for (index, run) in runs.enumerated() {
            for result in run.results {
                findings[result.criterion, default: []].append(Finding(run: index, outcome: result.outcome, note: result.note))
                if let expected = result.expected { recorded[result.criterion, default: []].append(expected) }
                resultLocations[result.criterion, default: []].append((index, result.location))
            }
        }
        var known = Set<String>()
        var entries: [EntryResult] = []
        for entry in site.entries {
            let record = EntryCriteriaRecord(entry: entry.summary)
            let criteria = record.criteria.map { key, text in
                let id = CriterionID(entry: entry.id, key: key).description
                known.insert(id)
                let found = findings[id] ?? []
                let changed = recorded[id]?.contains { $0 != text } ?? false
                if changed {
                    for place in resultLocations[id] ?? [] {
                        diagnostics.diagnose(.resultsChangedCriterion(id, now: text), file: runs[place.run].file, at: SourceRange(at: place.location))
                    }
                }
                return CriterionResult(id: id, text: text, findings: found, outcome: Self.merged(found.map(\.outcome)), changedSinceTested: changed)
            }
            guard criteria.contains(where: { !$0.findings.isEmpty }) else { continue }
            entries.append(EntryResult(id: record.summary.id, title: entry.title, pagePath: entry.pagePath,
                                       successCriteria: entry.wcag.citedIDs, criteria: criteria))
        }
        self.entries = entries
        var unknown: [UnknownResult] = []
        let knownIDs = known.sorted()
        for (index, run) in runs.enumerated() {
            for result in run.results where !known.contains(result.criterion) {
                unknown.append(UnknownResult(run: index, result: result))
                diagnostics.diagnose(.resultsUnknownCriterion(result.criterion, closest: closestMatch(to: result.criterion, in: knownIDs)),
                                     file: run.file, at: SourceRange(at: result.location))
            }
        }
        self.unknown = unknown
        successCriteria = WCAGIndex.all.compactMap { criterion in
            let citing = entries.filter { $0.successCriteria.contains(criterion.id) }
            guard !citing.isEmpty else { return nil }
            return SuccessCriterionResult(criterion: criterion,
                                          failed: citing.filter { $0.outcome == .fail }.map(\.title),
                                          passed: citing.filter { $0.outcome == .pass }.map(\.title),
                                          notTested: citing.filter { $0.outcome == .notTested }.map(\.title))
        }
    }

    /// Fail beats pass beats not applicable (only when every run says so) beats not tested.
    static func merged(_ outcomes: [AuditOutcome]) -> AuditOutcome {
        if outcomes.contains(.fail) { return .fail }
        if outcomes.contains(.pass) { return .pass }
        if !outcomes.isEmpty, outcomes.allSatisfy({ $0 == .notApplicable }) { return .notApplicable }
        return .notTested
    }

    /// Criteria of audited entries by outcome, over every entry.
    public func count(_ outcome: AuditOutcome) -> Int { entries.reduce(0) { $0 + $1.count(outcome) } }

    /// True when any criterion failed: what `--fail-on fail` stops CI for.
    public var hasFailures: Bool { count(.fail) > 0 }
}
