import Foundation
@testable import PatternsCore
import PatternsDiagnostics

/// The site every entry test reads against: one category, `controls`, and the default platforms.
let controlsConfig = SiteConfig(categories: [Category(id: "controls")])

/// Reads an inline pattern entry as `content/patterns/controls/<name>.md` is read by `validate` (no HTML:
/// the HTML is Rendering's, tested there).
///
/// Most fixtures are front matter only, so `ignoring` leaves out the empty-body warning by default;
/// tests of body rules pass `ignoring: []`.
func readEntry(
    _ text: String,
    path: String = "content/patterns/controls/sample.md",
    config: SiteConfig = controlsConfig,
    ignoring: [Rule] = [.emptyBody]
) -> (entry: PatternEntry?, diagnostics: [Diagnostic]) {
    let (entry, diagnostics) = reporting(path) { sink in
        PatternEntryReader(config: config, renderer: nil).read(SourceFile(path: path, text: text), diagnostics: sink)
    }
    return (entry, diagnostics.filter { diagnostic in !ignoring.contains { $0.id == diagnostic.rule.id } })
}

/// The tips of an inline entry as the notes' reader found them, with their positions (the model keeps
/// only their outline).
func readTipSections(_ text: String, path: String = "content/patterns/controls/sample.md",
                     config: SiteConfig = controlsConfig) -> [TipSection] {
    let (read, _) = reporting(path) { sink in
        PatternEntryReader(config: config, renderer: nil).readWithTips(SourceFile(path: path, text: text), diagnostics: sink)
    }
    return read?.tipSections ?? []
}

/// Runs `read` with a diagnostic sink for `file`; returns its result and what it reported, in output order.
func reporting<Value>(_ file: String, policy: RulePolicy = RulePolicy(),
                      _ read: (FileDiagnosticSink) -> Value) -> (Value, [Diagnostic]) {
    let engine = DiagnosticEngine(policy: policy)
    let value = read(FileDiagnosticSink(file: file, engine: engine))
    return (value, engine.diagnostics)
}

/// Runs `read` with a fresh diagnostic engine; returns its result and what it reported, in output order.
func reporting<Value>(_ read: (DiagnosticEngine) throws -> Value) rethrows -> (Value, [Diagnostic]) {
    let engine = DiagnosticEngine()
    let value = try read(engine)
    return (value, engine.diagnostics)
}

extension Array where Element == Diagnostic {
    /// The diagnostics of one rule, compared by the rule's stable id.
    func with(_ rule: Rule) -> [Diagnostic] { filter { $0.rule.id == rule.id } }

    /// `rule-id@line:column` for each diagnostic, in the order given (the engine hands them out sorted), for compact expectations.
    var summaries: [String] {
        map { "\($0.rule.id)@\($0.location.map(\.description) ?? "-")" }
    }
}

/// A temporary site folder written by a test and removed when the test is done with it.
final class TemporarySite {
    let root: String

    init() throws {
        root = NSTemporaryDirectory() + "patterns-core-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// Writes `text` at `path` (relative to the site root), creating folders as needed.
    func write(_ path: String, _ text: String) throws {
        let url = URL(fileURLWithPath: root + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}

/// The package root (the folder holding Package.swift), found from this file's path.
let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // PatternsCoreTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // package root
