import Foundation
import PatternsDiagnostics
import PatternsRendering

/// Fuzz target over the template check: bytes → a site's templates → token scan, nesting limit,
/// swift-mustache's parse and the checker's walk over every page (unknown names, include cycles,
/// nesting through partials), then the diagnostics printed as the command line prints them.
///
/// Chosen with `PATTERNS_FUZZ_TARGET=templates` (`FUZZ_TARGET=templates scripts/fuzz …`). An input
/// is split at NUL bytes into up to three templates, `entry`, `partials/a` and `partials/b`, so
/// partials that include each other (cycles, deep chains) are within a mutation's reach; each
/// overrides the built-in template of that name, as a site's `templates/` folder would.
enum TemplateFuzzTarget {
    static let isSelected = ProcessInfo.processInfo.environment["PATTERNS_FUZZ_TARGET"] == "templates"

    /// The templates an input stands for, by name.
    static func templates(_ bytes: [UInt8]) -> [String: String] {
        let parts = bytes.split(separator: 0, maxSplits: names.count - 1, omittingEmptySubsequences: false)
        return Dictionary(uniqueKeysWithValues: zip(names, parts.map { String(decoding: $0, as: UTF8.self) }))
    }

    /// The templates an input overrides, in the order its NUL-separated parts fill them.
    static let names = ["entry", "partials/a", "partials/b"]

    /// Checks one input's templates; returns the diagnostics, each formatted once as `validate` would.
    @discardableResult
    static func run(_ bytes: [UInt8]) -> [Diagnostic] {
        let engine = DiagnosticEngine()
        TemplateLibrary.compile(siteTemplates: templates(bytes), diagnostics: engine)
        let diagnostics = engine.diagnostics
        let printer = DiagnosticTextPrinter()
        PatternsFuzzer.blackHole(diagnostics.reduce(0) { $0 &+ printer.format($1, sourceLine: nil).utf8.count })
        return diagnostics
    }
}
