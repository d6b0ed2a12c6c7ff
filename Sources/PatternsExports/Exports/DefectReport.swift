import PatternsCore
import PatternsDiagnostics

/// A drafted defect (`DefectDraft`) as a tracker takes it: Markdown for an issue's body, CSV for a
/// spreadsheet or a bulk import (a header row and one row), JSON for tools.
public struct DefectReport: Sendable {
    public enum Format: String, CaseIterable, Sendable {
        case markdown, csv, json
    }

    public let draft: DefectDraft

    public init(draft: DefectDraft) {
        self.draft = draft
    }

    public func text(_ format: Format) -> String {
        switch format {
        case .markdown: markdown
        case .csv: csv
        case .json: json
        }
    }

    private var markdown: String {
        var lines = ["## \(draft.title)", ""]
        lines += fields.filter { !$0.value.isEmpty && $0.label != "Title" }.map { "- **\($0.label):** \($0.value)" }
        lines += ["", "### Steps to reproduce", ""]
        lines += draft.steps.enumerated().map { "\($0.offset + 1). \($0.element)" }
        lines += ["", "### Expected result", "", draft.expected, "", "### Actual result", "", draft.actual, ""]
        if !draft.successCriteria.isEmpty {
            lines += ["### WCAG success criteria the entry cites", ""] + draft.successCriteria.map { "- \($0)" } + [""]
        }
        return lines.joined(separator: "\n")
    }

    private var csv: String {
        let columns = fields + [("Steps", draft.steps.joined(separator: "\n")), ("Expected result", draft.expected),
                                ("Actual result", draft.actual), ("WCAG success criteria", draft.successCriteria.joined(separator: "; "))]
        return CriteriaExport.csvLine(columns.map(\.label)) + CriteriaExport.csvLine(columns.map(\.value))
    }

    private var json: String {
        var writer = JSONWriter(style: .indented)
        writer.beginObject()
        for (key, value) in [("title", draft.title), ("criterion", draft.criterionID), ("entry", draft.entryTitle), ("url", draft.pagePath.text)] {
            writer.key(key)
            writer.string(value)
        }
        writer.key("platform"); writer.string(draft.platform)
        writer.key("assistiveTechnology"); writer.string(draft.assistiveTechnology)
        writer.key("severity"); writer.string(draft.severity?.rawValue)
        writer.key("steps"); writer.strings(draft.steps)
        writer.key("expected"); writer.string(draft.expected)
        writer.key("actual"); writer.string(draft.actual)
        writer.key("successCriteria"); writer.strings(draft.successCriteria)
        writer.endObject()
        return writer.take() + "\n"
    }

    /// The report's short fields, in the order every format lists them.
    private var fields: [(label: String, value: String)] {
        [("Title", draft.title), ("Entry", draft.entryTitle), ("Criterion", draft.criterionID), ("Page", draft.pagePath.text),
         ("Platform", draft.platform ?? ""), ("Assistive technology", draft.assistiveTechnology ?? ""),
         ("Severity", draft.severity?.rawValue ?? "")]
    }
}
