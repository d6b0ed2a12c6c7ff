import Foundation
import Synchronization

/// The one sink every stage reports problems to: applies the site's rule settings and per-file
/// limits as each diagnostic arrives, and hands them out in a stable order.
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

        mutating func accept(_ diagnostic: Diagnostic) {
            reported.insert(RuleInFile(file: diagnostic.file, rule: diagnostic.rule.id))
            guard !discards else { return }
            guard let graded = policy.applied(to: diagnostic) else { return }
            let key = RuleInFile(file: graded.file, rule: graded.rule.id)
            let count = counts[key, default: 0] + 1
            counts[key] = count
            if count <= policy.perFileRuleLimit {
                kept.append(graded)
            } else if firstOverLimit[key] == nil {
                firstOverLimit[key] = graded
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

    public init(policy: RulePolicy = RulePolicy()) {
        state = Mutex(State(policy: policy))
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

    /// Puts back diagnostics a previous run already emitted under the same policy (the build
    /// cache's findings): they are kept as they are, without being graded or counted again.
    public func restore(_ diagnostics: [Diagnostic]) {
        state.withLock { $0.kept += diagnostics }
    }

    /// Sets the site's rule settings once `patterns.yml` is read; what was emitted before (the
    /// config's own problems, the folder walk) is graded again under it.
    public func adopt(_ policy: RulePolicy) {
        state.withLock { state in
            let earlier = state.kept
            state = State(policy: policy, reported: state.reported)
            earlier.forEach { state.accept($0) }
        }
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
