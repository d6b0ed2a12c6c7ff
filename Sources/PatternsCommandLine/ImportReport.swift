import PatternsDiagnostics
import PatternsImport

/// The text `patterns import` prints: the plan (with `--dry-run`), what was left for the author at
/// file:line:column, what was not imported, and a summary with the counts.
struct ImportReport {
    let plan: ImportPlan

    /// One line per file to write, and where it comes from.
    var planText: String {
        plan.files.map { file in
            Self.line("write \(file.destination)" + (file.source.map { " (from \($0))" } ?? ""))
        }.joined()
    }

    var findingsText: String {
        plan.findings.map { finding in
            Self.line("\(finding.place): left: \(finding.message)" + (finding.source.map { " (from \($0))" } ?? ""))
        }.joined()
            + plan.skipped.map { Self.line("\($0.path): not imported: \($0.reason)") }.joined()
            + plan.notes.map { Self.line("\($0.place): inferred: \($0.message)" + ($0.source.map { " (from \($0))" } ?? "")) }.joined()
    }

    /// A line of the report: file names and quoted source come from the Jekyll site, so their
    /// control characters are printed escaped, as diagnostics print them.
    private static func line(_ text: String) -> String { TerminalText.escaped(text) + "\n" }

    var summaryText: String {
        let counts = plan.counts
        var lines = ["imported \(Self.count(counts.entries, "entry", "entries")), \(Self.count(counts.guides, "guide")), "
            + "\(Self.count(counts.examples, "example")), \(Self.count(counts.videos, "video")) "
            + "(\(Self.count(counts.mediaFiles, "captions or poster file", "captions and poster files")))"]
        lines.append("converted \(Self.count(counts.exampleFences, "included example")) to example fences, "
            + "\(Self.count(counts.highlightBlocks, "highlight block")) to fenced code, \(Self.count(counts.links, "Liquid link")) to relative links")
        let kinds: [(ImportFinding.Kind, String, String)] = [
            (.templateSyntax, "Liquid or kramdown", "Liquid or kramdown"), (.missingExample, "missing example", "missing examples"),
            (.captionsMissing, "video without captions", "videos without captions"), (.lfsPointer, "Git LFS pointer", "Git LFS pointers"),
            (.config, "_config.yml setting", "_config.yml settings"),
        ]
        let left = kinds.compactMap { kind, one, many -> String? in
            let number = plan.findings.filter { $0.kind == kind }.count
            return number == 0 ? nil : Self.count(number, one, many)
        }
        lines.append("left for the author: " + (left.isEmpty ? "nothing" : "\(plan.findings.count) (\(left.joined(separator: ", ")))")
            + "; not imported: \(Self.count(plan.skipped.count, "file"))")
        return lines.map { $0 + "\n" }.joined()
    }

    private static func count(_ number: Int, _ one: String, _ many: String? = nil) -> String {
        "\(number) \(number == 1 ? one : many ?? one + "s")"
    }
}
