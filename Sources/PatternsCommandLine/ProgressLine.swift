import Foundation
import PatternsBuild
import Synchronization

/// A single updating line on a terminal (`rendering 4,100/11,000`), shown only once a build has
/// taken a second, so quick builds and logs stay quiet.
final class ProgressLine: Sendable {
    private let output: FileHandleOutput
    private let startedAt: Date
    private let state = Mutex<(shown: Bool, lastDraw: Date)>((false, .distantPast))

    private init(output: FileHandleOutput, startedAt: Date) {
        self.output = output
        self.startedAt = startedAt
    }

    /// Nil when `output` is not a terminal (CI logs, pipes), where progress would be noise.
    static func forTerminal(_ output: FileHandleOutput, startedAt: Date) -> ProgressLine? {
        output.isTerminal && ProcessInfo.processInfo.environment["TERM"] != "dumb" ? ProgressLine(output: output, startedAt: startedAt) : nil
    }

    func show(_ progress: SiteBuilder.Progress) {
        let now = Date()
        let shouldDraw = state.withLock { state -> Bool in
            guard now.timeIntervalSince(startedAt) >= 1, now.timeIntervalSince(state.lastDraw) >= 0.1 else { return false }
            state.lastDraw = now
            state.shown = true
            return true
        }
        guard shouldDraw else { return }
        let counts = progress.total > 0 ? " \(progress.done)/\(progress.total)" : ""
        output.write("\r\u{1B}[2K\(progress.phase)\(counts)")
    }

    /// Erases the line before the final report.
    func clear() {
        if state.withLock({ $0.shown }) { output.write("\r\u{1B}[2K") }
    }
}
