import Foundation
import PatternsBuild
import PatternsDiagnostics
import Synchronization

/// `patterns serve` as a whole: build, serve, watch, rebuild what changed, reload open pages.
///
/// Rebuilds run one at a time on their own queue; changes that arrive during a rebuild start one
/// more rebuild afterwards, never several.
public final class PreviewSession: Sendable {
    /// What one build did, for the terminal.
    public enum Outcome: Sendable {
        case built(SiteBuilder.Report, milliseconds: Double, changed: [String])
        case failed(SiteBuilder.Failure, milliseconds: Double, changed: [String])
    }

    public let builder: SiteBuilder
    public let server: PreviewServer
    /// Who takes each rebuild's findings besides the pages' overlay: the terminal's report.
    private let consumers: [any DiagnosticConsumer]
    private let report: @Sendable (Outcome) -> Void
    private let queue = DispatchQueue(label: "patterns.serve.rebuild")
    private let state = Mutex<(isScheduled: Bool, watcher: SourceWatcher?)>((false, nil))

    /// A session whose rebuilds hand their findings to `consumers` and to the pages' overlay, and
    /// then their outcome to `report`.
    public init(builder: SiteBuilder, host: String, port: UInt16, consumers: [any DiagnosticConsumer] = [],
                report: @escaping @Sendable (Outcome) -> Void) throws {
        self.builder = builder
        self.server = try PreviewServer(output: builder.options.output, host: host, port: port)
        self.consumers = consumers
        self.report = report
    }

    /// Builds once, so the server has something to serve (even when the content has errors).
    ///
    /// Each rebuild is a run of its own, with its own engine: its findings go to the consumers and
    /// the overlay once, when it ends with a site or with content errors (a failure to read the site
    /// or write the output leaves the overlay as it was).
    public func buildNow(changed: [String] = []) {
        let started = DispatchTime.now()
        let run = DiagnosticEngine(consumers: consumers + [PreviewOverlayConsumer(server: server)])
        let outcome: Outcome
        do {
            let result = try builder.build(diagnostics: run)
            outcome = .built(result, milliseconds: Self.milliseconds(since: started), changed: changed)
            run.finalize(fileCount: result.fileCount)
        } catch {
            outcome = .failed(error, milliseconds: Self.milliseconds(since: started), changed: changed)
            if case .contentErrors(_, let fileCount) = error { run.finalize(fileCount: fileCount) }
        }
        server.broadcaster.broadcast("reload", data: changed.joined(separator: " "))
        report(outcome)
    }

    /// Starts watching the sources; each burst of changes schedules one rebuild.
    public func watch() {
        let watcher = SourceWatcher(siteRoot: builder.options.siteRoot) { [weak self] changed in
            self?.scheduleRebuild(changed)
        }
        watcher.start()
        state.withLock { $0.watcher = watcher }
    }

    public var usesInotify: Bool { state.withLock { $0.watcher }?.usesInotify ?? false }

    private func scheduleRebuild(_ changed: [String]) {
        let shouldSchedule = state.withLock { state -> Bool in
            guard !state.isScheduled else { return false }
            state.isScheduled = true
            return true
        }
        guard shouldSchedule else { return }
        queue.async { [self] in
            state.withLock { $0.isScheduled = false }
            buildNow(changed: changed)
        }
    }

    public func stop() async {
        state.withLock { $0.watcher }?.stop()
        await server.stop()
    }

    private static func milliseconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000
    }
}
