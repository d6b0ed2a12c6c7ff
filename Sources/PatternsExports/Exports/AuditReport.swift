import PatternsCore
import PatternsDiagnostics

/// `patterns report results` as people and programs read it: the conformance summary of merged
/// results files in plain text, Markdown (for a ticket or a report) or JSON (for tools): totals,
/// per WCAG success criterion, per entry, the failures with their notes, and what no longer matches.
public struct AuditReport: Sendable {
    public enum Format: String, CaseIterable, Sendable {
        /// `html` is one static page (`AuditReport+HTML`).
        case text, markdown, json, html
    }

    public let summary: AuditSummary
    /// The catalog's title, which the HTML page's title carries; nil leaves it out.
    public let siteTitle: String?

    public init(summary: AuditSummary, siteTitle: String? = nil) {
        self.summary = summary
        self.siteTitle = siteTitle
    }

    public func text(_ format: Format) -> String {
        switch format {
        case .text: plainText
        case .markdown: markdown
        case .json: json
        case .html: html
        }
    }

    /// `12 criteria of 2 entries from 2 results files: 9 passed, 2 failed, 1 not tested.`
    public var totals: String {
        let criteria = summary.entries.reduce(0) { $0 + $1.criteria.count }
        let counts = [AuditOutcome.pass, .fail, .notTested, .notApplicable].compactMap { outcome -> String? in
            let count = summary.count(outcome)
            return count == 0 && outcome == .notApplicable ? nil : "\(count) \(outcome.title.lowercased())"
        }
        return "\(criteria) \(criteria == 1 ? "criterion" : "criteria") of \(summary.entries.count) "
            + "\(summary.entries.count == 1 ? "entry" : "entries") from \(summary.runs.count) results "
            + "\(summary.runs.count == 1 ? "file" : "files"): \(counts.joined(separator: ", "))."
    }

    /// The runs, failures first by entry, then the tallies.
    private var plainText: String {
        var lines = [totals, "", "Runs:"]
        lines += summary.runs.map { "  \($0.file): \($0.testedWith)\($0.date.map { ", \($0)" } ?? "") (\($0.results.count) results)" }
        lines += ["", "Failures:"]
        let failures = failed
        lines += failures.isEmpty ? ["  none"] : failures.flatMap { entry, criterion in
            ["  \(entry.title) — \(criterion.id)", "    expected: \(criterion.text)"]
                + criterion.findings.filter { $0.outcome == .fail }.map { "    found (\(summary.runs[$0.run].testedWith)): \($0.note.isEmpty ? "no note" : $0.note)" }
        }
        lines += ["", "By WCAG success criterion: the audited entries citing it, by their outcome (\(Self.entryFailureCaveat)):"]
        if summary.successCriteria.isEmpty { lines.append("  " + Self.noSuccessCriteria) }
        lines += summary.successCriteria.map {
            "  \($0.criterion.label): \($0.failed.count) with failures, \($0.passed.count) passed, \($0.notTested.count) not fully tested"
                + ($0.failed.isEmpty ? "" : " — with failures: \($0.failed.joined(separator: ", "))")
        }
        lines += ["", "By entry:"]
        lines += summary.entries.map {
            "  \($0.title) (\($0.id)): \($0.outcome.title.lowercased()); \($0.count(.pass)) passed, \($0.count(.fail)) failed, "
                + "\($0.count(.notTested)) not tested" + ($0.count(.notApplicable) > 0 ? ", \($0.count(.notApplicable)) not applicable" : "")
        }
        if let attention { lines += ["", attention] }
        return lines.joined(separator: "\n") + "\n"
    }

    private var markdown: String {
        var lines = ["# Accessibility test results", "", totals, "", "## Runs", ""]
        lines += summary.runs.map { "- `\($0.file)`: \($0.testedWith)\($0.date.map { ", \($0)" } ?? ""), \($0.results.count) results" }
        lines += ["", "## Failures", ""]
        let failures = failed
        if failures.isEmpty { lines.append("None.") }
        for (entry, criterion) in failures {
            lines += ["### \(Self.escaped(entry.title)): \(criterion.id)", "", "- **Expected:** \(Self.escaped(criterion.text))"]
            lines += criterion.findings.filter { $0.outcome == .fail }.map {
                "- **Found** (\(Self.escaped(summary.runs[$0.run].testedWith))): \($0.note.isEmpty ? "no note" : Self.escaped($0.note))"
            }
            lines.append("")
        }
        lines += ["## By WCAG success criterion", ""]
        if summary.successCriteria.isEmpty {
            lines.append(Self.noSuccessCriteria)
        } else {
            lines += ["The audited entries citing each criterion, by their outcome (\(Self.entryFailureCaveat)).", "",
                      "| Success criterion | Entries with failures | Entries passed | Entries not fully tested |", "| --- | --- | --- | --- |"]
            lines += summary.successCriteria.map {
                "| \($0.criterion.label) | \(Self.cell($0.failed)) | \(Self.cell($0.passed)) | \(Self.cell($0.notTested)) |"
            }
        }
        lines += ["", "## By entry", "", "| Entry | Outcome | Passed | Failed | Not tested | Not applicable |", "| --- | --- | --- | --- | --- | --- |"]
        lines += summary.entries.map {
            "| \(Self.escaped($0.title)) | \($0.outcome.title) | \($0.count(.pass)) | \($0.count(.fail)) | \($0.count(.notTested)) | \($0.count(.notApplicable)) |"
        }
        if let attention { lines += ["", "## Needs attention", "", attention] }
        return lines.joined(separator: "\n") + "\n"
    }

    private var json: String {
        var writer = JSONWriter(style: .indented)
        writer.beginObject()
        writer.key("totals")
        writer.beginObject()
        for outcome in AuditOutcome.allCases {
            writer.key(outcome.rawValue)
            writer.number(summary.count(outcome))
        }
        writer.endObject()
        writer.key("runs")
        writer.beginArray()
        for run in summary.runs {
            writer.beginObject()
            for (key, value) in [("file", run.file), ("tester", run.tester), ("date", run.date), ("platform", run.platform),
                                 ("assistiveTechnology", run.assistiveTechnology), ("browser", run.browser),
                                 ("environment", run.environment)] {
                guard let value else { continue }
                writer.key(key)
                writer.string(value)
            }
            writer.key("results")
            writer.number(run.results.count)
            writer.endObject()
        }
        writer.endArray()
        writer.key("entries")
        writer.beginArray()
        for entry in summary.entries {
            writer.beginObject()
            writer.key("id"); writer.string(entry.id.description)
            writer.key("title"); writer.string(entry.title)
            writer.key("url"); writer.string(entry.pagePath.text)
            writer.key("outcome"); writer.string(entry.outcome.rawValue)
            writer.key("successCriteria"); writer.strings(entry.successCriteria)
            writer.key("criteria")
            writer.beginArray()
            for criterion in entry.criteria {
                writer.beginObject()
                writer.key("id"); writer.string(criterion.id)
                writer.key("text"); writer.string(criterion.text)
                writer.key("outcome"); writer.string(criterion.outcome.rawValue)
                writer.key("changedSinceTested"); writer.bool(criterion.changedSinceTested)
                writer.key("findings")
                writer.beginArray()
                for finding in criterion.findings {
                    writer.beginObject()
                    writer.key("file"); writer.string(summary.runs[finding.run].file)
                    writer.key("outcome"); writer.string(finding.outcome.rawValue)
                    writer.key("note"); writer.string(finding.note)
                    writer.endObject()
                }
                writer.endArray()
                writer.endObject()
            }
            writer.endArray()
            writer.endObject()
        }
        writer.endArray()
        writer.key("successCriteria")
        writer.beginArray()
        for result in summary.successCriteria {
            writer.beginObject()
            writer.key("id"); writer.string(result.criterion.id)
            writer.key("name"); writer.string(result.criterion.name)
            writer.key("level"); writer.string(result.criterion.level.rawValue)
            writer.key("failed"); writer.strings(result.failed)
            writer.key("passed"); writer.strings(result.passed)
            writer.key("notTested"); writer.strings(result.notTested)
            writer.endObject()
        }
        writer.endArray()
        writer.key("unknownCriteria")
        writer.beginArray()
        for unknown in summary.unknown {
            writer.beginObject()
            writer.key("file"); writer.string(summary.runs[unknown.run].file)
            writer.key("criterion"); writer.string(unknown.result.criterion)
            writer.key("outcome"); writer.string(unknown.result.outcome.rawValue)
            writer.key("note"); writer.string(unknown.result.note)
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
        return writer.take() + "\n"
    }

    /// Every failed criterion with its entry, in site and criterion order.
    var failed: [(AuditSummary.EntryResult, AuditSummary.CriterionResult)] {
        summary.entries.flatMap { entry in entry.criteria.filter { $0.outcome == .fail }.map { (entry, $0) } }
    }

    /// Criteria changed since tested and results for criteria the catalog lacks, or nil when none.
    var attention: String? {
        let changed = summary.entries.flatMap { $0.criteria.filter(\.changedSinceTested).map(\.id) }
        var lines: [String] = []
        if !changed.isEmpty { lines.append("Changed since tested (test again): \(changed.joined(separator: ", "))") }
        if !summary.unknown.isEmpty {
            lines.append("Not in this catalog (results kept here, not counted): "
                         + summary.unknown.map { "\($0.result.criterion) (\($0.result.outcome.rawValue), \(summary.runs[$0.run].file))" }.joined(separator: ", "))
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    static let noSuccessCriteria = "The audited entries cite no WCAG success criterion."

    /// Criteria say how to test an entry, not which success criterion each test is for.
    static let entryFailureCaveat = "a failure may concern another criterion the entry cites; the failures above say which test failed"

    private static func cell(_ titles: [String]) -> String {
        titles.isEmpty ? "—" : titles.map(escaped).joined(separator: ", ")
    }

    /// Text safe in a Markdown table cell or line: pipes and the characters that start Markdown syntax escaped.
    private static func escaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "\\`*_[]<>|#".contains(character) { escaped.append("\\") }
            escaped.append(character == "\n" ? " " : character)
        }
        return escaped
    }
}
