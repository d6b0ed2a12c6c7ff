import Foundation
import Synchronization

/// Pushes live-reload events to every open page over Server-Sent Events.
///
/// Each page's `EventSource` gets its own stream; `broadcast` writes one event to all of them.
public final class ReloadBroadcaster: Sendable {
    private let listeners = Mutex<[UUID: AsyncStream<[UInt8]>.Continuation]>([:])

    public init() {}

    /// A new listener's event stream. It starts with a comment line so the browser sees the
    /// connection open, and a retry delay so it reconnects quickly after the server restarts.
    func subscribe() -> AsyncStream<[UInt8]> {
        let id = UUID()
        let (stream, continuation) = AsyncStream<[UInt8]>.makeStream(bufferingPolicy: .bufferingNewest(16))
        continuation.onTermination = { [weak self] _ in
            self?.listeners.withLock { _ = $0.removeValue(forKey: id) }
        }
        continuation.yield(Array("retry: 500\n: connected\n\n".utf8))
        listeners.withLock { $0[id] = continuation }
        return stream
    }

    /// Sends `event` (a name such as `reload`) with one line of data to every listener.
    public func broadcast(_ event: String, data: String = "") {
        let line = data.replacingOccurrences(of: "\n", with: " ")
        let bytes = Array("event: \(event)\ndata: \(line)\n\n".utf8)
        for continuation in listeners.withLock({ Array($0.values) }) { continuation.yield(bytes) }
    }

    /// A comment every listener ignores; it lets the server notice pages that went away.
    func keepAlive() {
        let bytes = Array(": keep-alive\n\n".utf8)
        for continuation in listeners.withLock({ Array($0.values) }) { continuation.yield(bytes) }
    }

    /// Ends every stream, so the server can stop without waiting for pages to disconnect.
    public func finishAll() {
        for continuation in listeners.withLock({ Array($0.values) }) { continuation.finish() }
    }
}
