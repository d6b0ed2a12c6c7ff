import Foundation
import PatternsDiagnostics

/// A consumer that keeps what it is handed, call by call, for tests to inspect.
final class RecordingConsumer: DiagnosticConsumer, @unchecked Sendable {
    private let lock = NSLock()
    private var received: [(diagnostics: [Diagnostic], fileCount: Int)] = []

    func receive(_ diagnostics: [Diagnostic], fileCount: Int) {
        lock.withLock { received.append((diagnostics, fileCount)) }
    }

    var calls: [(diagnostics: [Diagnostic], fileCount: Int)] { lock.withLock { received } }
}

/// Text a consumer writes, collected in order.
final class WrittenText: @unchecked Sendable {
    private let lock = NSLock()
    private var pieces: [String] = []

    var output: DiagnosticOutput { { [self] text in lock.withLock { pieces.append(text) } } }
    var text: String { lock.withLock { pieces.joined() } }
    var writes: Int { lock.withLock { pieces.count } }
}
