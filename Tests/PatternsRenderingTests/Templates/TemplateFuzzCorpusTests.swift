import Foundation
import PatternsDiagnostics
import PatternsTestSupport
import Testing
@testable import PatternsRendering

/// The template fuzz target's short run in the normal test suite: its corpus of hostile templates
/// (cycles, deep nesting, unbalanced sections, odd delimiters), templates with tens of thousands of
/// tags, and a few hundred seeded random templates go through the whole template check
/// (`TemplateLibrary.compile`) as `Sources/PatternsFuzzer/TemplateFuzzTarget.swift` drives it.
/// Each must finish, without a crash, inside the fuzzer's 10-second budget.
@Suite("Template fuzz corpus")
struct TemplateFuzzCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/templates/corpus")
    /// libFuzzer's `-timeout` in scripts/fuzz, in seconds of CPU time (a loaded machine's wall clock
    /// counts other work too).
    static let budget = 10.0

    /// An input's templates, split as the fuzz target splits them: at NUL bytes, into `entry`,
    /// `partials/a` and `partials/b`.
    static func templates(_ bytes: [UInt8]) -> [String: String] {
        let names = ["entry", "partials/a", "partials/b"]
        let parts = bytes.split(separator: 0, maxSplits: names.count - 1, omittingEmptySubsequences: false)
        return Dictionary(uniqueKeysWithValues: zip(names, parts.map { String(decoding: $0, as: UTF8.self) }))
    }

    /// The rule ids of the errors one input's templates produce, checking it finished inside the budget.
    static func errors(_ templates: [String: String], _ label: String) -> [String] {
        let engine = DiagnosticEngine()
        let elapsed = bestCPUSeconds(runs: 1) {
            TemplateLibrary.compile(siteTemplates: templates, diagnostics: engine)
        }
        #expect(elapsed < budget, "\(label) took \(elapsed) s of CPU")
        return engine.diagnostics.filter { $0.severity == .error }.map(\.rule.id)
    }

    static var corpusFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).sorted()
    }

    @Test("the corpus is there")
    func corpusExists() {
        #expect(Self.corpusFiles.count >= 20)
    }

    @Test("every corpus input is checked without a crash, in time", arguments: corpusFiles)
    func replay(_ file: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Self.corpus.appendingPathComponent(file)))
        let found = Self.errors(Self.templates(bytes), file)
        switch file {
        case "self-include.mustache", "mutual-include.mustache", "include-entry.mustache", "outer-list-recursion.mustache":
            #expect(found.contains("patterns.template.include-cycle"), "\(found)")
        case "deep-sections.mustache", "deep-unclosed.mustache", "deep-inverted.mustache", "deep-blocks.mustache",
             "deep-partial-chain.mustache":
            #expect(found.contains("patterns.template.nesting-limit"), "\(found)")
        case "descending-recursion.mustache", "builtin-entry.mustache", "builtin-side-nav-group.mustache", "set-delimiters.mustache":
            #expect(found.isEmpty, "\(found)")
        default:
            break
        }
    }

    /// Templates with tens of thousands of tags, by what they are.
    static let manyTagTemplates: [String: [String: String]] = [
        "40,000 variables": ["entry": String(repeating: "{{title}}", count: 40_000)],
        "13,000 sections": ["entry": String(repeating: "{{#tables}}{{caption}}{{/tables}}", count: 13_000)],
        "20,000 includes of 20,000 includes": [
            "entry": String(repeating: "{{> partials/a}}", count: 20_000), "partials/a": String(repeating: "{{> partials/b}}", count: 20_000),
            "partials/b": String(repeating: "{{title}}", count: 20_000),
        ],
        // Every unknown name is a finding with a suggestion: fewer of them, to stay inside the budget in
        // a debug build on a loaded machine; the time is linear in them all the same.
        "20,000 unknown names": ["entry": String(repeating: "{{titel}}", count: 20_000)],
        "10,000 different unknown names": ["entry": (0..<10_000).map { "{{name\($0)}}" }.joined()],
    ]

    @Test("templates with tens of thousands of tags, in one template or spread over partials, are checked in time",
          arguments: manyTagTemplates.keys.sorted())
    func manyTags(_ label: String) throws {
        _ = Self.errors(try #require(Self.manyTagTemplates[label]), label)
    }

    /// Random templates from a fixed seed: tags, names and text in any order, often unbalanced.
    @Test("300 seeded random templates are checked without a crash, in time")
    func random() {
        let pieces = ["{{", "}}", "{{#", "{{^", "{{/", "{{>", "{{<", "{{$", "{{&", "{{{", "}}}", "{{!", "{{=<% %>=}}", "<%", "%>",
                      "partials/a", "partials/b", "entry", "title", "chrome", "tables", "caption", "sideNav.groups", "children",
                      ".", "first(", ")", "\n", " ", "<p>", "\u{0}", "é"]
        var generator = SeededGenerator(seed: 24)  // HostileCodeTests' SplitMix64, so a failure can be replayed
        for round in 0..<300 {
            let count = Int.random(in: 1...400, using: &generator)
            let text = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
            _ = Self.errors(Self.templates(Array(text.utf8)), "random template \(round): \(text.prefix(200))")
        }
    }
}
