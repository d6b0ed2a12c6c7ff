import Foundation

/// Coordinates SIGINT/SIGTERM with the output writer so an interrupted build leaves nothing behind.
///
/// Signals are received on a dispatch queue, not in a C handler, so ordinary Swift runs there.
/// While no write is in progress an interruption ends the process at once (nothing is on disk yet);
/// during a write it only raises a flag: the writer stops writing files, removes its staging
/// folder — or, if the swap already happened, finishes it — and then the command exits.
public final class BuildInterruption: @unchecked Sendable {
    public static let shared = BuildInterruption()

    private let lock = NSLock()
    private var writing = false
    private var signalNumber: Int32?
    private var sources: [DispatchSourceSignal] = []
    private var idleHandler: (@Sendable (Int32) -> Void)?

    /// The signal that interrupted the build, if one did.
    public var requestedSignal: Int32? { lock.withLock { signalNumber } }

    /// Starts listening for SIGINT and SIGTERM for the rest of the process. A signal that arrives
    /// while nothing is being written calls `whenIdle` (a server shutting down) or, by default, exits.
    public func install(whenIdle: (@Sendable (Int32) -> Void)? = nil) {
        lock.withLock {
            idleHandler = whenIdle
            guard sources.isEmpty else { return }
            for number in [SIGINT, SIGTERM] {
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler { [weak self] in self?.receive(number) }
                source.resume()
                sources.append(source)
            }
        }
    }

    private func receive(_ number: Int32) {
        let (isIdle, handler) = lock.withLock { () -> (Bool, (@Sendable (Int32) -> Void)?) in
            signalNumber = number
            return (!writing, idleHandler)
        }
        guard isIdle else { return }
        if let handler { handler(number) } else { exit(128 + number) }
    }

    /// Marks the span during which the writer owns files on disk; returns its result.
    public func whileWriting<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        lock.withLock { writing = true }
        defer { lock.withLock { writing = false } }
        return try body()
    }
}
