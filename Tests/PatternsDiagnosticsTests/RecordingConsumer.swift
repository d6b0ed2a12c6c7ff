import Foundation
import PatternsDiagnostics
import Synchronization

/// A consumer that keeps what it is handed, call by call, for tests to inspect.
final class RecordingConsumer: DiagnosticConsumer, Sendable {
    private let received = Mutex<[(diagnostics: [Diagnostic], fileCount: Int)]>([])

    func receive(_ diagnostics: [Diagnostic], fileCount: Int) {
        received.withLock { $0.append((diagnostics, fileCount)) }
    }

    var calls: [(diagnostics: [Diagnostic], fileCount: Int)] { received.withLock { $0 } }
}

/// Text a consumer writes, collected in order.
final class WrittenText: Sendable {
    private let pieces = Mutex<[String]>([])

    var output: DiagnosticOutput { { [self] text in pieces.withLock { $0.append(text) } } }
    var text: String { pieces.withLock { $0.joined() } }
    var writes: Int { pieces.withLock { $0.count } }
}
