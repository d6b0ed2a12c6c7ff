import PatternsCore
import PatternsDiagnostics

/// `patterns report results --format html`: the conformance summary as one static page, to publish
/// or attach — self-contained (its styles inline, no script), landmarks and headings to move by, tables
/// with captions and header cells, outcomes in words (colour only repeats them), light and dark, and
/// readable printed. Every value from a results file or the catalog is escaped.
extension AuditReport {
    var html: String {
        let title = "Accessibility test results" + (siteTitle.map { " – \($0)" } ?? "")
        var page = HTMLText()
        page.raw("<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        page.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">\n")
        page.element("title", title)
        page.raw("\n<style>\n\(Self.htmlStyle)</style>\n</head>\n<body>\n<main>\n")
        page.element("h1", title)
        page.raw("\n")
        page.element("p", totals, class: "totals")
        page.raw("\n")
        runsSection(&page)
        failuresSection(&page)
        successCriteriaSection(&page)
        entriesSection(&page)
        if let attention {
            page.raw("<section aria-labelledby=\"attention\">\n<h2 id=\"attention\">Needs attention</h2>\n")
            for line in attention.split(separator: "\n") { page.element("p", String(line)); page.raw("\n") }
            page.raw("</section>\n")
        }
        page.raw("</main>\n</body>\n</html>\n")
        return page.output
    }

    private func runsSection(_ page: inout HTMLText) {
        page.raw("<section aria-labelledby=\"runs\">\n<h2 id=\"runs\">Runs</h2>\n<ul>\n")
        for run in summary.runs {
            page.raw("<li>")
            page.element("code", run.file)
            page.text(": \(run.testedWith)\(run.date.map { ", \($0)" } ?? ""), \(run.results.count) \(run.results.count == 1 ? "result" : "results")")
            page.raw("</li>\n")
        }
        page.raw("</ul>\n</section>\n")
    }

    private func failuresSection(_ page: inout HTMLText) {
        page.raw("<section aria-labelledby=\"failures\">\n<h2 id=\"failures\">Failures</h2>\n")
        let failures = failed
        if failures.isEmpty { page.raw("<p>None.</p>\n") }
        for (entry, criterion) in failures {
            page.raw("<article class=\"failure\">\n<h3>")
            page.text(entry.title)
            page.raw(": ")
            page.element("code", criterion.id)
            page.raw("</h3>\n<dl>\n")
            page.element("dt", "Expected")
            page.element("dd", criterion.text)
            page.raw("\n")
            for finding in criterion.findings where finding.outcome == .fail {
                page.element("dt", "Found (\(summary.runs[finding.run].testedWith))")
                page.element("dd", finding.note.isEmpty ? "No note" : finding.note)
                page.raw("\n")
            }
            page.raw("</dl>\n</article>\n")
        }
        page.raw("</section>\n")
    }

    private func successCriteriaSection(_ page: inout HTMLText) {
        page.raw("<section aria-labelledby=\"by-success-criterion\">\n<h2 id=\"by-success-criterion\">By WCAG success criterion</h2>\n")
        guard !summary.successCriteria.isEmpty else {
            page.element("p", Self.noSuccessCriteria)
            page.raw("\n</section>\n")
            return
        }
        page.element("p", "The audited entries citing each criterion, by their outcome (\(Self.entryFailureCaveat)).")
        page.raw("\n<div class=\"table-scroll\" role=\"region\" aria-labelledby=\"sc-caption\" tabindex=\"0\">\n<table>\n")
        page.raw("<caption id=\"sc-caption\">Entries by the success criteria they cite</caption>\n")
        page.raw("<thead><tr><th scope=\"col\">Success criterion</th><th scope=\"col\">Entries with failures</th>"
                 + "<th scope=\"col\">Entries passed</th><th scope=\"col\">Entries not fully tested</th></tr></thead>\n<tbody>\n")
        for result in summary.successCriteria {
            page.raw("<tr>")
            page.element("th", result.criterion.label, attributes: "scope=\"row\"")
            for titles in [result.failed, result.passed, result.notTested] {
                page.element("td", titles.isEmpty ? "None" : titles.joined(separator: ", "))
            }
            page.raw("</tr>\n")
        }
        page.raw("</tbody>\n</table>\n</div>\n</section>\n")
    }

    private func entriesSection(_ page: inout HTMLText) {
        page.raw("<section aria-labelledby=\"by-entry\">\n<h2 id=\"by-entry\">By entry</h2>\n")
        for (index, entry) in summary.entries.enumerated() {
            let caption = "entry-\(index + 1)"
            page.raw("<h3 id=\"\(caption)\">")
            page.text(entry.title)
            page.raw("</h3>\n")
            page.element("p", "\(entry.outcome.title): \(entry.count(.pass)) passed, \(entry.count(.fail)) failed, "
                         + "\(entry.count(.notTested)) not tested, \(entry.count(.notApplicable)) not applicable.")
            page.raw("\n<div class=\"table-scroll\" role=\"region\" aria-labelledby=\"\(caption)\" tabindex=\"0\">\n<table>\n")
            page.raw("<caption>")
            page.text("\(entry.title): each criterion's outcome over every run")
            page.raw("</caption>\n<thead><tr><th scope=\"col\">Criterion</th><th scope=\"col\">Outcome</th><th scope=\"col\">Notes</th></tr></thead>\n<tbody>\n")
            for criterion in entry.criteria {
                page.raw("<tr>")
                page.element("th", criterion.text, attributes: "scope=\"row\"")
                page.element("td", criterion.outcome.title + (criterion.changedSinceTested ? " (changed since tested)" : ""),
                             class: "outcome-\(criterion.outcome.rawValue)")
                let notes = criterion.findings.filter { !$0.note.isEmpty }.map { "\(summary.runs[$0.run].testedWith): \($0.note)" }
                page.element("td", notes.joined(separator: "; "))
                page.raw("</tr>\n")
            }
            page.raw("</tbody>\n</table>\n</div>\n")
        }
        page.raw("</section>\n")
    }

    /// The page's own styles: the site theme's palette in small, light and dark, and a print sheet.
    static let htmlStyle = """
        :root { --bg: #ffffff; --fg: #1b2223; --line: #cfd8d8; --fail: #a3216e; --pass: #2e6b1a; --focus: #3a35c8; }
        @media (prefers-color-scheme: dark) { :root { --bg: #131819; --fg: #e6eced; --line: #344043; --fail: #f29bc8; --pass: #9bd88a; --focus: #a9a6ff; } }
        body { margin: 0; background: var(--bg); color: var(--fg); font: 1rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
        main { max-width: 60rem; margin: 0 auto; padding: 1rem clamp(1rem, 3vw, 2rem); }
        h1 { font-size: 1.75rem; line-height: 1.2; }
        code { overflow-wrap: anywhere; }
        .table-scroll { overflow-x: auto; }
        .table-scroll:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
        table { border-collapse: collapse; width: 100%; }
        caption { text-align: left; font-weight: 600; padding: 0.5rem 0; }
        th, td { text-align: left; vertical-align: top; padding: 0.25rem 0.5rem; border-bottom: 1px solid var(--line); overflow-wrap: anywhere; }
        .outcome-fail { color: var(--fail); font-weight: 700; }
        .outcome-pass { color: var(--pass); }
        dt { font-weight: 600; }
        dd { margin: 0 0 0.5rem 1.5rem; }
        @media print { .table-scroll { overflow: visible; } .failure, tr { break-inside: avoid; } }

        """
}
