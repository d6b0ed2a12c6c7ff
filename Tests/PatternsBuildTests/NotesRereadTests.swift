import Foundation
import Synchronization
import Testing
import PatternsDiagnostics
@testable import PatternsBuild

/// A file edited after it was checked must not be published unchecked. A whole-site build shows the
/// bodies its loader rendered and kept as it checked them (`KeptBodies`), so it publishes what it
/// checked; a build that re-renders only the edited file's own page reads its body again from the
/// file (through its handle) and stops when the file changed since.
@Suite struct NotesRereadTests {
    @Test func pagesShowTheNotesOfTheirFiles() throws {
        let site = try TemporarySite()
        try site.build(clean: true)
        let page = try String(contentsOfFile: site.output + "/patterns/button/index.html", encoding: .utf8)
        #expect(page.contains("Prefer the platform button."))
        let guide = try String(contentsOfFile: site.output + "/guides/intro/index.html", encoding: .utf8)
        #expect(guide.contains("button pattern"))
    }

    @Test func aWholeSiteBuildPublishesWhatItCheckedThoughTheFileIsEditedWhileRendering() throws {
        let site = try TemporarySite()
        try site.build(clean: true)
        var options = site.options
        options.clean = true
        let edited = EditOnce {
            try? site.edit("content/patterns/controls/button.md", replacing: "Prefer the platform button.", with: "Unchecked text.")
        }
        let builder = SiteBuilder(options: options) { progress in
            if progress.phase == .rendering, progress.done == 0 { edited.run() }
        }
        // The pages show the bodies the loader kept as it checked them: the file is not read again.
        _ = try builder.build(diagnostics: DiagnosticEngine())
        let page = try String(contentsOfFile: site.output + "/patterns/button/index.html", encoding: .utf8)
        #expect(page.contains("Prefer the platform button.") && !page.contains("Unchecked text."))
        // The next build sees the file changed since, and checks and shows the edit.
        try site.build()
        #expect(try String(contentsOfFile: site.output + "/patterns/button/index.html", encoding: .utf8).contains("Unchecked text."))
    }

    /// The bodies are kept in the output's parent folder; when it does not exist yet (the build makes
    /// it), there is nowhere to keep them, and the pages read their files again: the same pages, and an
    /// edit while rendering stops the build as before.
    @Test func withoutAPlaceToKeepBodiesPagesReadTheFilesAgain() throws {
        let site = try TemporarySite()
        try site.build(clean: true)
        let kept = try String(contentsOfFile: site.output + "/patterns/button/index.html", encoding: .utf8)
        var options = site.options
        options.output = site.folder.appendingPathComponent("not/yet/out").path
        _ = try SiteBuilder(options: options).build(diagnostics: DiagnosticEngine())
        #expect(try String(contentsOfFile: options.output + "/patterns/button/index.html", encoding: .utf8) == kept)

        options.output = site.folder.appendingPathComponent("also/not/yet/out").path
        let edited = EditOnce {
            try? site.edit("content/patterns/controls/button.md", replacing: "Prefer the platform button.", with: "Unchecked text.")
        }
        let builder = SiteBuilder(options: options) { progress in
            if progress.phase == .rendering, progress.done == 0 { edited.run() }
        }
        expectRefused(builder, changed: ["content/patterns/controls/button.md"])
    }

    @Test func aFileEditedWhileItsOwnPageIsRenderedStopsTheBuild() throws {
        let site = try TemporarySite()
        try site.build(clean: true)
        try site.edit("content/patterns/controls/button.md", replacing: "Prefer the platform button.", with: "Checked text.")
        let plan = try site.plan()
        guard case .ownPages = plan else { Issue.record("expected an own-pages build, got \(plan)"); return }
        let before = try String(contentsOfFile: site.output + "/patterns/button/index.html", encoding: .utf8)
        let edited = EditOnce {
            try? site.edit("content/patterns/controls/button.md", replacing: "Checked text.", with: "Unchecked text.")
        }
        let builder = SiteBuilder(options: site.options) { progress in
            if progress.phase == .rendering { edited.run() }
        }
        expectRefused(builder, changed: ["content/patterns/controls/button.md"])
        #expect(try String(contentsOfFile: site.output + "/patterns/button/index.html", encoding: .utf8) == before)
    }
}

/// Expects the build to stop because `changed` changed after they were checked.
private func expectRefused(_ builder: SiteBuilder, changed: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    do {
        try builder.build(diagnostics: DiagnosticEngine())
        Issue.record("expected the build to stop", sourceLocation: sourceLocation)
    } catch .sourcesChanged(let paths) {
        #expect(paths == changed, sourceLocation: sourceLocation)
    } catch {
        Issue.record("unexpected failure \(error)", sourceLocation: sourceLocation)
    }
}

/// Runs an action the first time it is asked to, from whichever thread asks.
private final class EditOnce: Sendable {
    private let action: Mutex<(@Sendable () -> Void)?>

    init(_ action: @escaping @Sendable () -> Void) { self.action = Mutex(action) }

    func run() {
        let pending = action.withLock { action in
            defer { action = nil }
            return action
        }
        pending?()
    }
}
