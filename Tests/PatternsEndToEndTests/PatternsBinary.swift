import Foundation
import PatternsCore
import Testing

/// Runs the built `patterns` executable, as a user or CI would.
struct PatternsBinary {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The binary next to the test bundle (what `swift build --build-tests` produced), or `PATTERNS_BINARY`.
    static let path: String = {
        if let explicit = ProcessInfo.processInfo.environment["PATTERNS_BINARY"] { return explicit }
        let candidates = [
            Bundle.main.bundleURL.appendingPathComponent("patterns").path,
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("patterns").path,
            packageRoot.appendingPathComponent(".build/debug/patterns").path,
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates.last!
    }()

    /// Runs the binary; `input`, when given, is its standard input, closed after it; `environment` adds to
    /// (or replaces) the test process's own variables.
    static func run(_ arguments: [String], in directory: URL? = nil, input: String? = nil,
                    environment overrides: [String: String] = [:]) throws -> Run {
        let finished = try ChildProcess.run([path] + arguments, in: directory, environment: ["NO_COLOR": "1"].merging(overrides) { $1 },
                                            input: input.map { Data($0.utf8) })
        return Run(status: finished.status, stdout: finished.outputText, stderr: finished.errorText)
    }
}

/// A scratch folder removed when the test ends.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("patterns-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Copies a fixture site here and returns its folder.
    func copyFixture(_ name: String) throws -> URL {
        let destination = url.appendingPathComponent(name)
        try FileManager.default.copyItem(at: PatternsBinary.fixtures.appendingPathComponent(name), to: destination)
        return destination
    }

    /// Every file under `folder` with its bytes, for before/after comparisons.
    static func snapshot(_ folder: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return result }
        while let relative = enumerator.nextObject() as? String {
            let full = folder.appendingPathComponent(relative)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: full.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[relative] = FileManager.default.contents(atPath: full.path)
            }
        }
        return result
    }
}

func read(_ url: URL, _ path: String) throws -> String {
    try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
}
