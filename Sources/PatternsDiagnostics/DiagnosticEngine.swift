import Foundation
import Synchronization

/// The one sink every stage of a run reports problems to: applies the site's rule settings and
/// per-file limits as each diagnostic arrives, and at the end of the run hands the findings, in a
/// stable order, to the consumers the command chose (`finalize(fileCount:)`).
///
/// One engine per run: the command makes it (`validate`, `build`; each rebuild of `serve` is a run
/// of its own) and every step of the run reports to it. Findings a step keeps apart before they
/// join the run go to a `scope(_:)`; steps whose problems no one reports use `discarding(_:)`.
///
/// Files are read in parallel, so emitting is thread-safe. Limits count per file in the order a
/// file's diagnostics arrive; each file is read on one thread, so that order is its source order.
public final class DiagnosticEngine: Sendable {
    private let state: Mutex<State>

    /// What the engine has collected, changed only under its lock.
    private struct State {
        var policy: RulePolicy
        var kept: [Diagnostic] = []
        /// How many diagnostics of a rule each file has emitted, and the first one over the limit.
        var counts: [RuleInFile: Int] = [:]
        var firstOverLimit: [RuleInFile: Diagnostic] = [:]
        /// Every (file, rule) reported, whatever the policy made of it.
        var reported: Set<RuleInFile> = []
        /// Whether diagnostics are dropped as they arrive (`discarding`); what was reported is still known.
        var discards = false
        /// Until the site's rule settings are adopted, the diagnostics over a limit (graded later,
        /// the limit may differ); nil once they are.
        var overLimitBeforeAdoption: [Diagnostic]? = []
        /// Who takes the findings when the run ends; emptied as they are handed over, so they get them once.
        var consumers: [any DiagnosticConsumer] = []

        mutating func accept(_ diagnostic: Diagnostic) {
            reported.insert(RuleInFile(file: diagnostic.file, rule: diagnostic.rule.id))
            guard !discards else { return }
            guard let graded = policy.applied(to: diagnostic) else { return }
            let key = RuleInFile(file: graded.file, rule: graded.rule.id)
            let count = counts[key, default: 0] + 1
            counts[key] = count
            if count <= policy.perFileRuleLimit {
                kept.append(graded)
            } else {
                if firstOverLimit[key] == nil { firstOverLimit[key] = graded }
                overLimitBeforeAdoption?.append(graded)
            }
        }

        /// One diagnostic per (file, rule) over the limit, saying how many more were left out, where
        /// the first of them stands.
        func limitSummaries() -> [Diagnostic] {
            firstOverLimit.map { key, first in
                var summary = first
                let more = counts[key, default: 0] - policy.perFileRuleLimit
                summary.message = "\(more) more '\(key.rule)' problems in this file, from here on, are not listed"
                summary.hint = "fix the ones listed first; the rest are usually the same mistake repeated"
                return summary
            }
        }
    }

    private struct RuleInFile: Hashable {
        var file: String
        var rule: String
    }

    /// An engine for a run whose findings go to `consumers` when it ends, under `policy` when it is
    /// known at once; without one, the defaults hold until the site's is adopted (`adopt(_:)`).
    public init(policy: RulePolicy? = nil, consumers: [any DiagnosticConsumer] = []) {
        state = Mutex(State(policy: policy ?? RulePolicy(), overLimitBeforeAdoption: policy == nil ? [] : nil, consumers: consumers))
    }

    /// An engine for a reading whose problems another step of the same run reports, or that no one
    /// acts on (an old revision compared by `diff`): it keeps nothing, so nothing is graded, sorted or
    /// held, but `contains(_:in:)` still answers, since readers branch on what they reported.
    /// `reason` says which step reports them instead; it is documentation at the call site.
    public static func discarding(_ reason: String) -> DiagnosticEngine {
        let engine = DiagnosticEngine()
        engine.state.withLock { $0.discards = true }
        return engine
    }

    /// A part of this run whose findings a step keeps apart before they join the run: graded under
    /// the run's rule settings, with no consumers; the step adds them with `restore(_:)` once it
    /// commits to them. A build's content findings are one (its cache stores them without the
    /// config's and templates' problems, which every build reads again), and so are those of a plan
    /// the build may give up. `purpose` says which; it is documentation at the call site.
    public func scope(_ purpose: String) -> DiagnosticEngine {
        DiagnosticEngine(policy: state.withLock { $0.policy })
    }

    /// Reports one problem.
    public func emit(_ diagnostic: Diagnostic) {
        state.withLock { $0.accept(diagnostic) }
    }

    /// Reports problems found together, such as a parser's result, in their order.
    public func emit(contentsOf diagnostics: some Sequence<Diagnostic>) {
        state.withLock { state in diagnostics.forEach { state.accept($0) } }
    }

    /// Reports `message` about `file`, at `range` (nil for the file as a whole).
    public func diagnose(_ message: DiagnosticMessage, file: String, at range: SourceRange?) {
        emit(Diagnostic(message, file: file, at: range))
    }

    /// Puts back diagnostics already graded under the same policy — the build cache's findings, a
    /// `scope(_:)`'s, an import plan's — kept as they are, without being graded or counted again.
    public func restore(_ diagnostics: [Diagnostic]) {
        state.withLock { $0.kept += diagnostics }
    }

    /// Sets the site's rule settings once `patterns.yml` is read; what was emitted before (the
    /// config's own problems, the folder walk, the templates) is graded and counted again under it.
    public func adopt(_ policy: RulePolicy) {
        state.withLock { state in
            // A file's kept diagnostics of a rule came before its ones over the limit, so each file keeps its order.
            let earlier = state.kept + (state.overLimitBeforeAdoption ?? [])
            state = State(policy: policy, reported: state.reported, discards: state.discards, overLimitBeforeAdoption: nil,
                          consumers: state.consumers)
            earlier.forEach { state.accept($0) }
        }
    }

    /// Ends the run: hands every consumer the findings (`diagnostics`), once; `fileCount` is how
    /// many files the run read. A second call hands nothing.
    public func finalize(fileCount: Int) {
        let consumers = state.withLock { state in
            defer { state.consumers = [] }
            return state.consumers
        }
        let findings = diagnostics
        consumers.forEach { $0.receive(findings, fileCount: fileCount) }
    }

    /// Every diagnostic so far, by file, then position, then rule: stable across parallel runs.
    public var diagnostics: [Diagnostic] {
        state.withLock { Diagnostic.sortedForOutput($0.kept + $0.limitSummaries()) }
    }

    /// Whether `file` has reported a problem of `rule` so far, even one its rule setting turns off.
    public func contains(_ rule: Rule, in file: String) -> Bool {
        state.withLock { $0.reported.contains(RuleInFile(file: file, rule: rule.id)) }
    }

    public var hasErrors: Bool { state.withLock { $0.kept.contains { $0.severity == .error } } }
}
