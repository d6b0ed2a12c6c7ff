import PatternsDiagnostics
import PatternsCore
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

    /// What was left for the author, as diagnostics (`patterns.import.*`) on standard output, each
    /// with its line: of the written file when `writtenSite` is given, of the Jekyll site's
    /// `_config.yml` for its settings.
    func findingsConsumer(jekyllSite: String, writtenSite: String?, useColor: Bool) -> DiagnosticTextConsumer {
        DiagnosticTextConsumer(useColor: useColor, sourcePath: { finding in
            (finding.file == JekyllConfig.file ? jekyllSite : writtenSite).map { SiteLayout(root: $0).absolute(finding.file) }
        }, output: FileHandleOutput.standardOutput.output)
    }

    /// What was not imported and what the import decided for the author.
    var skippedAndInferredText: String {
        plan.skipped.map { Self.line("\($0.path): not imported: \($0.reason)") }.joined()
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
        let kinds: [(Rule, String, String)] = [
            (.importTemplateSyntax, "Liquid or kramdown", "Liquid or kramdown"), (.importMissingExample, "missing example", "missing examples"),
            (.importCaptionsMissing, "video without captions", "videos without captions"), (.importLFSPointer, "Git LFS pointer", "Git LFS pointers"),
            (.importConfig, "_config.yml setting", "_config.yml settings"),
        ]
        let left = kinds.compactMap { rule, one, many -> String? in
            let number = plan.findings.filter { $0.rule == rule }.count
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
