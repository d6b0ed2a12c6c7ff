import Foundation
import PatternsDiagnostics
@testable import PatternsBuild

/// A small valid site in a fresh temporary folder, built into `out/` beside it, to plan and build against.
final class TemporarySite: Sendable {
    let folder: URL
    var root: String { folder.appendingPathComponent("site").path }
    var output: String { folder.appendingPathComponent("out").path }

    static let config = """
        title: "Planner Site"
        categories:
          - id: controls
            title: "Controls"
        """

    static let button = """
        ---
        title: "Button"
        description: "Starts an action."
        categories: controls
        keyboard:
          tab: |
            Focus moves to the button
        mobile:
          swipe: |
            Focus moves to the button
        screenreader:
          name: |
            Matches the visible label
          role: |
            Button
          group: |
            Not applicable
          state: |
            Dimmed when disabled
        settings:
          text resize: |
            Label grows to 200%
        ---

        ## Developer notes

        - Prefer the platform button.
        """

    static let guide = """
        # Getting started

        Read the [button pattern](../patterns/controls/button.md) first.
        """

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("patterns-build-tests-\(UUID().uuidString)")
        try write("patterns.yml", Self.config)
        try write("content/patterns/controls/button.md", Self.button)
        try write("content/guides/intro.md", Self.guide)
        try write("content/patterns/controls/images/button.png", "not really a PNG")
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func write(_ path: String, _ text: String) throws {
        let file = URL(fileURLWithPath: root + "/" + path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func edit(_ path: String, replacing old: String, with new: String) throws {
        let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
        precondition(text.contains(old), "\(path) does not contain \(old)")
        try write(path, text.replacingOccurrences(of: old, with: new))
    }

    var options: SiteBuilder.Options { SiteBuilder.Options(siteRoot: root, output: output, toolVersion: "test") }

    @discardableResult
    func build(clean: Bool = false) throws -> SiteBuilder.Report {
        var options = self.options
        options.clean = clean
        return try SiteBuilder(options: options).build(diagnostics: DiagnosticEngine())
    }

    /// What the next build would do, decided as `SiteBuilder.build(diagnostics:)` decides it.
    func plan(clean: Bool = false) throws -> BuildPlan {
        let outputPath = URL(fileURLWithPath: output).standardizedFileURL.resolvingSymlinksInPath().path
        let inputs = try BuildInputs.read(options, outputPath: outputPath, cacheMemory: nil, diagnostics: DiagnosticEngine())
        return BuildPlanner(inputs: inputs).plan(clean: clean)
    }
}
