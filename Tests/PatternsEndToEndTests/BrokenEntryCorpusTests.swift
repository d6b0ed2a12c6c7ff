import Foundation
import Testing

/// The broken-entry corpus: `Fixtures/broken-entries` holds complete entries (and a few guides) that each
/// carry exactly one defect. Beside every broken `NAME.md` a golden `NAME.md.expected` lists, in output
/// order, one `LINE:COLUMN RULE-ID` per diagnostic (`-:- RULE-ID` for whole-file problems). Content files
/// without a golden (link targets, the first of a duplicate pair) must produce no diagnostics.
///
/// The goldens were written by reading each file, not by copying the tool's output. To accept the tool's
/// current output instead, run with `PATTERNS_RECORD_GOLDEN=1` and review the diff.
enum BrokenEntryCorpus {
    static let site = PatternsBinary.fixtures.appendingPathComponent("broken-entries")
    static let goldenSuffix = ".expected"
    static var isRecording: Bool { ProcessInfo.processInfo.environment["PATTERNS_RECORD_GOLDEN"] != nil }

    /// Every Markdown file under `content/`, relative to the site root as diagnostics name it, sorted.
    /// Symbolic links are listed too: one of the defects is a link that leaves the site.
    static let contentFiles: [String] = {
        let content = site.appendingPathComponent("content")
        guard let enumerator = FileManager.default.enumerator(atPath: content.path) else { return [] }
        var result: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let hidden = relative.split(separator: "/").contains { $0.hasPrefix(".") }
            let type = enumerator.fileAttributes?[.type] as? FileAttributeType
            if relative.hasSuffix(".md"), !hidden, type != .typeDirectory {
                result.append("content/" + relative)
            }
        }
        return result.sorted()
    }()

    /// The files that carry a defect: those with a golden beside them.
    static let brokenFiles: [BrokenFile] = contentFiles
        .filter { FileManager.default.fileExists(atPath: goldenURL(for: $0).path) }
        .map(BrokenFile.init)

    /// Content files that must produce no diagnostic.
    static let cleanFiles: [String] = contentFiles
        .filter { !FileManager.default.fileExists(atPath: goldenURL(for: $0).path) }

    static func goldenURL(for file: String) -> URL {
        site.appendingPathComponent(file + goldenSuffix)
    }

    /// The lines of a golden, without blank lines.
    static func golden(for file: String) throws -> [String] {
        try String(contentsOf: goldenURL(for: file), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: true)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }

    static func record(_ lines: [String], for file: String) throws {
        try lines.map { $0 + "\n" }.joined().write(to: goldenURL(for: file), atomically: true, encoding: .utf8)
    }

    /// One `patterns validate --format json` run over the whole corpus, shared by every test.
    struct Report: Sendable {
        var status: Int32
        var stdout: String
        var stderr: String
        /// `LINE:COLUMN RULE-ID` lines per file, in output order.
        var diagnosticsByFile: [String: [String]]

        func diagnostics(of file: String) -> [String] { diagnosticsByFile[file] ?? [] }
    }

    struct UnreadableOutput: Error, CustomStringConvertible {
        var description: String
    }

    static let report: Result<Report, any Error> = Result {
        let run = try PatternsBinary.run(["validate", "--site", site.path, "--format", "json"])
        guard let items = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]] else {
            throw UnreadableOutput(description: "stdout is not a JSON array (exit \(run.status)):\n\(run.stdout)\n\(run.stderr)")
        }
        var byFile: [String: [String]] = [:]
        for item in items {
            guard let file = item["file"] as? String, let rule = item["rule"] as? String else {
                throw UnreadableOutput(description: "a diagnostic without 'file' or 'rule': \(item)")
            }
            let position = (item["line"] as? Int).map { line in "\(line):\((item["column"] as? Int).map(String.init) ?? "-")" } ?? "-:-"
            byFile[file, default: []].append("\(position) \(rule)")
        }
        return Report(status: run.status, stdout: run.stdout, stderr: run.stderr, diagnosticsByFile: byFile)
    }
}

/// A broken file as a test argument, shown by its path under `content/`.
struct BrokenFile: Sendable, CustomTestStringConvertible {
    /// Path relative to the site root (`content/patterns/broken/07-tab-indentation.md`).
    var path: String

    var testDescription: String { String(path.dropFirst("content/".count)) }
}

@Suite struct BrokenEntryCorpusTests {
    @Test func theCorpusHasAtLeastFortyBrokenFiles() {
        #expect(BrokenEntryCorpus.brokenFiles.count >= 40)
        #expect(BrokenEntryCorpus.brokenFiles.count + BrokenEntryCorpus.cleanFiles.count == BrokenEntryCorpus.contentFiles.count)
    }

    @Test func validateExitsWithOneWithoutCrashing() throws {
        let report = try BrokenEntryCorpus.report.get()
        #expect(report.status == 1, "\(report.stderr)")
        #expect(!report.stderr.contains("Fatal error"), "\(report.stderr)")
        // stderr holds only the summary: `N errors, M warnings in K files`.
        let summary = report.stderr.split(separator: "\n").last.map(String.init) ?? ""
        #expect(summary.range(of: #"^\d+ errors?, \d+ warnings? in \d+ files?$"#, options: .regularExpression) != nil,
                "\(report.stderr)")
        // Every diagnostic is about a content file of the corpus (none about patterns.yml or templates).
        let unexpected = Set(report.diagnosticsByFile.keys).subtracting(BrokenEntryCorpus.contentFiles)
        #expect(unexpected.isEmpty, "diagnostics for files outside the corpus: \(unexpected.sorted())")
    }

    @Test(arguments: BrokenEntryCorpus.brokenFiles)
    func brokenFileReportsExactlyItsGolden(_ file: BrokenFile) throws {
        let actual = try BrokenEntryCorpus.report.get().diagnostics(of: file.path)
        if BrokenEntryCorpus.isRecording {
            try BrokenEntryCorpus.record(actual, for: file.path)
        }
        let expected = try BrokenEntryCorpus.golden(for: file.path)
        #expect(!expected.isEmpty, "the golden of \(file.testDescription) lists no diagnostic")
        #expect(actual == expected, "\(file.testDescription)")
    }

    @Test func everyOtherContentFileIsClean() throws {
        let report = try BrokenEntryCorpus.report.get()
        var noisy: [String] = []
        for file in BrokenEntryCorpus.cleanFiles {
            let diagnostics = report.diagnostics(of: file)
            guard !diagnostics.isEmpty else { continue }
            noisy.append("\(file): \(diagnostics.joined(separator: ", "))")
            // A new broken file gets its first golden when recording.
            if BrokenEntryCorpus.isRecording {
                try BrokenEntryCorpus.record(diagnostics, for: file)
            }
        }
        #expect(noisy.isEmpty, "files without a golden must produce no diagnostics:\n\(noisy.joined(separator: "\n"))")
    }
}
