import Foundation
import Testing
import PatternsCore
import PatternsDiagnostics
import PatternsMarkdown
import PatternsTestSupport

/// Replays inputs that made the per-file pipeline crash, hang or blow up, plus the fuzzer's seed corpus.
///
/// Each file in `Fuzz/regressions` goes through `ContentFileReader` exactly as `Sources/PatternsFuzzer`
/// drives it (as an entry and as a guide, with the site options its first byte selects), and its
/// diagnostics are printed as `patterns validate` prints them. A regression passes when both finish
/// within the fuzzer's 10-second budget and report the diagnostics listed here.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    /// The repository root, found from this file's path (Tests/PatternsCoreTests/…).
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let regressions = root.appendingPathComponent("Fuzz/regressions")
    static let seeds = root.appendingPathComponent("Fuzz/corpus")
    /// libFuzzer's `-timeout` in scripts/fuzz: an input slower than this is reported as a hang.
    /// In seconds of CPU time: a loaded machine's wall clock counts other work too.
    static let budget = 10.0

    /// What one reproducer must produce: diagnostic summaries (`rule@line:column`) per path.
    struct Expectation {
        var entry: [String]
        var guide: [String]
    }

    // MARK: - Reproducers

    /// `![![![…a](x)](x)](x)`, 5,000 deep (30 KB): 21 s under the fuzzer's build, 1.2 s in a release build,
    /// while every image asked for its description's text walked all the images nested in it.
    @Test("images nested in image descriptions are read in linear time")
    func nestedImages() throws {
        try check("nested-images.md", Expectation(
            entry: ["patterns.frontmatter.missing@1:1"],
            guide: []))
    }

    /// `t: {a: 1, a: 1, …}`, 1,500 keys on one line (9 KB): 15 s under the fuzzer's build, printing the
    /// 9 KB source line once per diagnostic. Now: 50 diagnostics per rule, then one that counts the rest.
    @Test("thousands of duplicate keys on one line are reported in bounded time and volume")
    func duplicateKeysOnOneLine() throws {
        let duplicates = (1...51).map { "patterns.yaml.duplicate-key@2:\(5 + 6 * $0)" }
        try check("duplicate-keys-one-line.md", Expectation(
            entry: Array(repeating: "patterns.entry.missing-field@1:1", count: 5) + ["patterns.entry.unknown-key@2:1"]
                + duplicates + ["patterns.entry.empty-body@4:1"],
            guide: duplicates))
    }

    /// `<b><b><b>…`, 3,000 tags on one line with raw HTML off (9 KB): 20 s under the fuzzer's build, for
    /// the same reason. Now `<b>` is kept by the sanitiser, so nothing is reported; the same file with
    /// `<u>`, which is unwrapped, gets 50 diagnostics, then one that counts the rest.
    @Test("thousands of raw HTML tags on one line are sanitised and reported in bounded time and volume")
    func rawHTMLOnOneLine() throws {
        try check("raw-html-one-line.md", Expectation(entry: ["patterns.frontmatter.missing@1:1"], guide: []))
        let unwrapped = try Self.contents(of: Self.regressions.appendingPathComponent("raw-html-one-line.md"))
            .map { $0 == UInt8(ascii: "b") ? UInt8(ascii: "u") : $0 }
        try check(bytes: unwrapped, name: "raw-html-one-line.md with <u>", Expectation(
            entry: ["patterns.frontmatter.missing@1:1"],
            guide: (0...50).map { "patterns.markdown.raw-html@1:\(1 + 3 * $0)" }))
    }

    @Test("every file in Fuzz/regressions has a test above")
    func everyReproducerIsChecked() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.regressions.path).filter { !$0.hasPrefix(".") }
        #expect(Set(files) == Self.checkedFiles)
    }

    static let checkedFiles: Set<String> = ["nested-images.md", "duplicate-keys-one-line.md", "raw-html-one-line.md"]

    // MARK: - Seeds

    @Test("every seed reads quickly, and its diagnostics point inside the file")
    func seeds() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.seeds.path).sorted()
        #expect(files.count >= 20)
        for name in files {
            let bytes = try Self.contents(of: Self.seeds.appendingPathComponent(name))
            let run = FuzzInput(bytes).run()
            #expect(run.elapsed < Self.budget, "\(name) took \(run.elapsed) s of CPU")
            for (path, diagnostics) in run.outputs {
                for diagnostic in FuzzInput(bytes).misplaced(diagnostics) {
                    Issue.record("\(name) as \(path): \(diagnostic.rule.id) at \(diagnostic.location!) is outside the file")
                }
            }
        }
    }

    // MARK: - Helpers

    /// A file's bytes. Not `Data(contentsOf:)`: in swift-foundation 6.3 it leaks a 4 KB buffer for an
    /// empty file (the seed `empty.md`), which LeakSanitizer reports under `swift test --sanitize=address`.
    static func contents(of url: URL) throws -> [UInt8] {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        return [UInt8](try handle.readToEnd() ?? Data())
    }

    private func check(_ name: String, _ expected: Expectation) throws {
        try check(bytes: Self.contents(of: Self.regressions.appendingPathComponent(name)), name: name, expected)
    }

    private func check(bytes: [UInt8], name: String, _ expected: Expectation) throws {
        let run = FuzzInput(bytes).run()
        #expect(run.elapsed < Self.budget, "\(name) took \(run.elapsed) s of CPU")
        compare(run.outputs[0].diagnostics.summaries, expected.entry, "\(name) as an entry")
        compare(run.outputs[1].diagnostics.summaries, expected.guide, "\(name) as a guide")
    }

    /// Reports the first difference only: these lists run to dozens of entries.
    private func compare(_ actual: [String], _ expected: [String], _ context: String,
                         sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard actual != expected else { return }
        let index = (0..<min(actual.count, expected.count)).first { actual[$0] != expected[$0] }
            ?? min(actual.count, expected.count)
        let found = index < actual.count ? actual[index] : "nothing"
        let wanted = index < expected.count ? expected[index] : "nothing"
        let message: String = "\(context): \(actual.count) diagnostics, expected \(expected.count); "
            + "#\(index + 1) is \(found), expected \(wanted)"
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}

/// One fuzz input as `Sources/PatternsFuzzer` reads it; keep the two in step.
///
/// A first byte of 0xF8–0xFF (never valid UTF-8) is an options byte and is not part of the file;
/// otherwise the first byte's low bits choose the options and the whole input is the file.
struct FuzzInput {
    var options: UInt8
    var file: [UInt8]

    init(_ bytes: [UInt8]) {
        options = bytes.first ?? 0
        file = options >= 0xF8 ? Array(bytes.dropFirst()) : bytes
    }

    var config: SiteConfig {
        SiteConfig(
            title: "Fuzz",
            baseURL: options & 0b1000 != 0 ? "https://example.org/patterns/" : nil,
            categories: options & 0b10 != 0 ? [] : [Category(id: "controls"), Category(id: "navigation"),
                                                  Category(id: "notifications", title: "Alerts")],
            platforms: options & 0b100 != 0 ? [.ios, .android] : Platform.defaults,
            markdown: MarkdownOptions(allowsRawHTML: options & 0b1 != 0))
    }

    static let paths = ["content/patterns/controls/fuzz.md", "content/guides/fuzz.md"]

    /// Reads the file as an entry and as a guide, then prints every diagnostic with its source line.
    func run() -> (outputs: [(path: String, diagnostics: [Diagnostic])], elapsed: Double) {
        let reader = ContentFileReader(config: config, renderer: nil)
        let lines = LineIndex(bytes: file)
        let printer = DiagnosticTextPrinter()
        var outputs: [(path: String, diagnostics: [Diagnostic])] = []
        let elapsed = bestCPUSeconds(runs: 1) {
            for path in Self.paths {
                let engine = DiagnosticEngine()
                _ = reader.read(file, path: path, diagnostics: engine)
                let diagnostics = engine.diagnostics
                for diagnostic in diagnostics {
                    _ = printer.format(diagnostic, sourceLine: diagnostic.location.flatMap { lines.text(ofLine: $0.line) })
                }
                outputs.append((path, diagnostics))
            }
        }
        return (outputs, elapsed)
    }

    /// Diagnostics placed past the file's last line or past the end of their line.
    func misplaced(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard let text = String(validating: file, as: UTF8.self) else { return [] }
        var lengths = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.unicodeScalars.count }
        if text.hasPrefix("\u{FEFF}") { lengths[0] -= 1 }
        return diagnostics.filter { diagnostic in
            guard let location = diagnostic.location else { return false }
            guard location.line >= 1, location.line <= lengths.count else { return true }
            return location.column < 1 || location.column > lengths[location.line - 1] + 1
        }
    }
}
