import Foundation
import Testing

/// A golden file under `Fixtures/`: the exact expected output of a run. Run the tests with
/// `PATTERNS_RECORD_GOLDEN=1` to write the current output instead, then review the diff.
struct GoldenFile {
    let path: String

    var url: URL { PatternsBinary.fixtures.appendingPathComponent(path) }

    /// Compares `actual` with the golden (after recording it, when asked to).
    func check(_ actual: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if ProcessInfo.processInfo.environment["PATTERNS_RECORD_GOLDEN"] != nil {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "differs from \(path); re-record with PATTERNS_RECORD_GOLDEN=1", sourceLocation: sourceLocation)
    }
}
