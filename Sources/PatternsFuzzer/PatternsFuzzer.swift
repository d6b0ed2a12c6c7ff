import Foundation
import PatternsBodyHTML
import PatternsCore
import PatternsDiagnostics
import PatternsMarkdown
import PatternsRendering

/// Fuzz target over the whole per-file pipeline: bytes → UTF-8 check → front matter → YAML → model
/// → validation → Markdown → HTML, then the diagnostics printed as the command line prints them.
///
/// Built by `scripts/fuzz` with `-sanitize=fuzzer,address -DFUZZING`, libFuzzer supplies `main` and
/// calls `LLVMFuzzerTestOneInput`. In a normal build the same function is driven by a small `main`
/// that replays the files named on the command line (crash reproducers, corpus files).
enum PatternsFuzzer {
    /// Site settings chosen per input, so both raw-HTML modes and the category/platform checks are reached.
    ///
    /// An input whose first byte is 0xF8–0xFF (a byte UTF-8 never uses) spends that byte on
    /// the options and the rest is the file; otherwise the first byte's low bits choose them and
    /// the whole input is the file (so plain Markdown seeds still start with `---`).
    static func split(_ bytes: [UInt8]) -> (options: UInt8, file: [UInt8]) {
        guard let first = bytes.first else { return (0, []) }
        if first >= 0xF8 { return (first, Array(bytes.dropFirst())) }
        return (first, bytes)
    }

    /// Bit 0: raw HTML allowed; bit 1: no categories configured (category checks off); bit 2: only
    /// iOS and Android configured; bit 3: a base URL set.
    static func config(_ options: UInt8) -> SiteConfig {
        SiteConfig(
            title: "Fuzz",
            baseURL: options & 0b1000 != 0 ? "https://example.org/patterns/" : nil,
            categories: options & 0b10 != 0 ? [] : [Category(id: "controls"), Category(id: "navigation"),
                                                  Category(id: "notifications", title: "Alerts")],
            platforms: options & 0b100 != 0 ? [.ios, .android] : Platform.defaults,
            markdown: MarkdownOptions(allowsRawHTML: options & 0b1 != 0))
    }

    static let paths = [SiteLayout.entrySource(collection: .implicit, category: "controls", slug: "fuzz"), SiteLayout.guideSource(slug: "fuzz")]

    /// One path's result, with the time spent reading (the pipeline) and printing its diagnostics.
    struct Result {
        var path: String
        var output: ContentFileReader.Output
        /// The file's diagnostics, in output order.
        var diagnostics: [Diagnostic]
        var readTime: Duration
        var printTime: Duration
    }

    /// Runs one input through the pipeline as an entry and as a guide, printing diagnostics as the CLI does.
    @discardableResult
    static func run(_ input: [UInt8]) -> [Result] {
        let (options, file) = split(input)
        let reader = ContentFileReader(config: config(options), renderer: BodyHTMLRenderer())
        let lines = LineIndex(bytes: file)
        let printer = DiagnosticTextPrinter()
        let clock = ContinuousClock()
        var results: [Result] = []
        for path in paths {
            let start = clock.now
            let engine = DiagnosticEngine()
            let output = reader.read(file, path: path, diagnostics: engine)
            let diagnostics = engine.diagnostics
            let read = clock.now
            // Format every diagnostic with its source line, as `patterns validate` does.
            var printed = 0
            for diagnostic in diagnostics {
                let sourceLine = diagnostic.location.flatMap { lines.text(ofLine: $0.line) }
                printed &+= printer.format(diagnostic, sourceLine: sourceLine).utf8.count
            }
            blackHole(printed)
            results.append(Result(path: path, output: output, diagnostics: diagnostics, readTime: read - start, printTime: clock.now - read))
        }
        return results
    }

    /// Diagnostics whose position lies outside `file` (past its last line, or past the end of their line).
    ///
    /// Not checked while fuzzing (only crashes count there); replay mode prints them.
    static func misplaced(_ diagnostics: [Diagnostic], in file: [UInt8]) -> [Diagnostic] {
        guard let text = String(validating: file, as: UTF8.self) else { return [] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.unicodeScalars.count }
        if text.hasPrefix("\u{FEFF}") { lines[0] -= 1 }
        return diagnostics.filter { diagnostic in
            guard let location = diagnostic.location else { return false }
            guard location.line >= 1, location.line <= lines.count else { return true }
            return location.column < 1 || location.column > lines[location.line - 1] + 1
        }
    }

    @inline(never)
    static func blackHole<T>(_ value: T) {}
}

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    if TemplateFuzzTarget.isSelected {
        TemplateFuzzTarget.run(input)
    } else if JSONRPCFuzzTarget.isSelected {
        JSONRPCFuzzTarget.run(input)
    } else {
        PatternsFuzzer.run(input)
    }
    return 0
}

/// libFuzzer's entry point for programs that keep their own `main` (`-sanitize=fuzzer` links it).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

/// SwiftPM renames an executable's `main` (to link it into tests), so libFuzzer's own `main` is never
/// used; this one hands the command line to libFuzzer's driver instead.
@main
enum PatternsFuzzerMain {
    static func main() {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzz(data, size) })
    }
}
#else

/// Replays files through the fuzz target: `PatternsFuzzer FILE…` prints each file's diagnostics.
@main
enum PatternsFuzzerReplay {
    /// Diagnostics listed per path; the rest are counted only.
    static let limit = 40

    static func milliseconds(_ duration: Duration) -> Int {
        Int(duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000)
    }

    static func main() {
        let files = CommandLine.arguments.dropFirst()
        guard !files.isEmpty else {
            FileHandle.standardError.write(Data("usage: PatternsFuzzer FILE… (replays inputs through the fuzz target)\n".utf8))
            exit(2)
        }
        if JSONRPCFuzzTarget.isSelected { return files.forEach { print(JSONRPCFuzzTarget.replay(file: $0)) } }
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                FileHandle.standardError.write(Data("\(file): cannot read\n".utf8))
                exit(2)
            }
            if TemplateFuzzTarget.isSelected {
                let diagnostics = TemplateFuzzTarget.run([UInt8](data))
                print("== \(file) (\(data.count) bytes, templates): \(diagnostics.count) diagnostics")
                for diagnostic in diagnostics.prefix(limit) { print("    \(diagnostic.rule.id)@\(diagnostic.file):\(diagnostic.location.map(\.description) ?? "-")") }
                continue
            }
            let (options, text) = PatternsFuzzer.split([UInt8](data))
            print("== \(file) (\(data.count) bytes, options 0b\(String(options & 0b1111, radix: 2)))")
            for result in PatternsFuzzer.run([UInt8](data)) {
                let model = switch result.output.content {
                case .entry: "entry"
                case .guide: "guide"
                case nil: "nil"
                }
                print("  \(result.path): \(model), \(result.diagnostics.count) diagnostics "
                      + "(read \(milliseconds(result.readTime)) ms, print \(milliseconds(result.printTime)) ms)")
                for diagnostic in result.diagnostics.prefix(limit) {
                    print("    \(diagnostic.rule.id)@\(diagnostic.location.map(\.description) ?? "-"): \(diagnostic.message)")
                }
                if result.diagnostics.count > limit { print("    …") }
                for diagnostic in PatternsFuzzer.misplaced(result.diagnostics, in: text) {
                    print("    MISPLACED \(diagnostic.rule.id)@\(diagnostic.location.map(\.description) ?? "-"): "
                          + "outside the file's text")
                }
            }
        }
    }
}
#endif
