import Foundation
import PatternsBuild
import PatternsDiagnostics
import Testing
@testable import PatternsServer

/// A save that breaks the site shows its errors in the overlay of the last good build; the session
/// (and so `patterns serve`) goes on.
@Suite struct PreviewSessionTests {
    /// The fixture site the end-to-end tests build.
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("PatternsEndToEndTests/Fixtures/valid-site")

    /// What the session reported, build by build.
    final class Outcomes: @unchecked Sendable {
        private let lock = NSLock()
        private var outcomes: [PreviewSession.Outcome] = []

        func append(_ outcome: PreviewSession.Outcome) { lock.withLock { outcomes.append(outcome) } }
        var all: [PreviewSession.Outcome] { lock.withLock { outcomes } }
    }

    private func page(_ session: PreviewSession) async throws -> String {
        String(decoding: try await session.server.respond(to: "/index.html").bodyData, as: UTF8.self)
    }

    @Test func anIncludeCycleSavedWhileServingShowsInTheOverlayOverTheLastGoodBuild() async throws {
        let temp = FileManager.default.temporaryDirectory.appendingPathComponent("patterns-serve-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: temp) }
        let site = temp.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fixture, to: site)
        let output = temp.appendingPathComponent("out")
        let builder = SiteBuilder(options: .init(siteRoot: site.path, output: output.path, toolVersion: "test", gitDates: false))
        let outcomes = Outcomes()
        let session = try PreviewSession(builder: builder, host: "127.0.0.1", port: 0) { outcomes.append($0) }

        session.buildNow()
        let good = try await page(session)
        #expect(!good.contains("<aside aria-label=\"Build errors\""))

        let partials = site.appendingPathComponent("templates/partials")
        try FileManager.default.createDirectory(at: partials, withIntermediateDirectories: true)
        try "<footer>{{> partials/footer}}</footer>\n".write(to: partials.appendingPathComponent("footer.mustache"), atomically: true, encoding: .utf8)
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
}
