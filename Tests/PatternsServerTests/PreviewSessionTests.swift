import Foundation
import PatternsBuild
import PatternsDiagnostics
import Synchronization
import Testing
@testable import PatternsServer

/// A save that breaks the site shows its errors in the overlay of the last good build; the session
/// (and so `patterns serve`) goes on.
@Suite struct PreviewSessionTests {
    /// The fixture site the end-to-end tests build.
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("PatternsEndToEndTests/Fixtures/valid-site")

    /// What the session reported, build by build.
    final class Outcomes: Sendable {
        private let outcomes = Mutex<[PreviewSession.Outcome]>([])

        func append(_ outcome: PreviewSession.Outcome) { outcomes.withLock { $0.append(outcome) } }
        var all: [PreviewSession.Outcome] { outcomes.withLock { $0 } }
    }

    private func page(_ session: PreviewSession) async throws -> String {
        String(decoding: try await session.server.respond(to: "/index.html").bodyData, as: UTF8.self)
    }

    /// A copy of the fixture site in a fresh temporary folder (remove `temp` when done), building into `out/` beside it.
    private func copiedFixture() throws -> (temp: URL, site: URL, builder: SiteBuilder) {
        let temp = FileManager.default.temporaryDirectory.appendingPathComponent("patterns-serve-\(UUID().uuidString)")
        let site = temp.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fixture, to: site)
        let output = temp.appendingPathComponent("out")
        return (temp, site, SiteBuilder(options: .init(siteRoot: site.path, output: output.path, toolVersion: "test", gitDates: false)))
    }

    /// Saves a partial that includes itself: the next build fails on it.
    private func saveIncludeCycle(in site: URL) throws -> URL {
        let partials = site.appendingPathComponent("templates/partials")
        try FileManager.default.createDirectory(at: partials, withIntermediateDirectories: true)
        try "<footer>{{> partials/footer}}</footer>\n".write(to: partials.appendingPathComponent("footer.mustache"), atomically: true, encoding: .utf8)
        return partials
    }

    @Test func anIncludeCycleSavedWhileServingShowsInTheOverlayOverTheLastGoodBuild() async throws {
        let (temp, site, builder) = try copiedFixture()
        defer { try? FileManager.default.removeItem(at: temp) }
        let outcomes = Outcomes()
        let session = try PreviewSession(builder: builder, host: "127.0.0.1", port: 0) { outcomes.append($0) }

        session.buildNow()
        let good = try await page(session)
        #expect(!good.contains("<aside aria-label=\"Build errors\""))

        let partials = try saveIncludeCycle(in: site)
        session.buildNow(changed: ["templates/partials/footer.mustache"])

        let broken = try await page(session)
        #expect(broken.contains("<code>templates/partials/footer.mustache:1:13</code> partial &#39;partials/footer&#39; includes itself"))
        #expect(broken.contains("[patterns.template.include-cycle]"))
        // The page under the overlay is the last good build's.
        #expect(broken.contains(good.components(separatedBy: "<main").last ?? "<main"))
        let reported = outcomes.all
        #expect(reported.count == 2)
        if case .failed(.contentErrors(let diagnostics, _), _, _) = reported.last {
            #expect(diagnostics.contains { $0.rule.id == "patterns.template.include-cycle" })
        } else {
            Issue.record("the second build should have failed with content errors, not \(String(describing: reported.last))")
        }

        try FileManager.default.removeItem(at: partials.appendingPathComponent("footer.mustache"))
        session.buildNow(changed: ["templates/partials/footer.mustache"])
        #expect(!(try await page(session)).contains("<aside aria-label=\"Build errors\""))
    }

    @Test func eachRebuildIsARunWhoseConsumersGetItsFindingsOnce() throws {
        let (temp, site, builder) = try copiedFixture()
        defer { try? FileManager.default.removeItem(at: temp) }
        let received = Received()
        let session = try PreviewSession(builder: builder, host: "127.0.0.1", port: 0, consumers: [received]) { _ in }

        session.buildNow()
        #expect(received.all.count == 1)
        #expect(received.all.first?.hasErrors == false)
        _ = try saveIncludeCycle(in: site)
        session.buildNow(changed: ["templates/partials/footer.mustache"])
        #expect(received.all.count == 2)
        #expect(received.all.last?.filter { $0.rule.id == "patterns.template.include-cycle" }.count == 1)
    }

    /// What the terminal's consumer was handed, rebuild by rebuild.
    final class Received: DiagnosticConsumer, Sendable {
        private let calls = Mutex<[[Diagnostic]]>([])
        func receive(_ diagnostics: [Diagnostic], fileCount: Int) { calls.withLock { $0.append(diagnostics) } }
        var all: [[Diagnostic]] { calls.withLock { $0 } }
    }
}
