import Foundation
import Synchronization

/// Coordinates SIGINT/SIGTERM with the output writer so an interrupted build leaves nothing behind.
///
/// Signals are received on a dispatch queue, not in a C handler, so ordinary Swift runs there.
/// While no write is in progress an interruption ends the process at once (nothing is on disk yet);
/// during a write it only raises a flag: the writer stops writing files, removes its staging
/// folder — or, if the swap already happened, finishes it — and then the command exits.
public final class BuildInterruption: Sendable {
    public static let shared = BuildInterruption()

    private let state = Mutex(State())

    private struct State {
        var writing = false
        var signalNumber: Int32?
        var sources: [any DispatchSourceSignal] = []
        var idleHandler: (@Sendable (Int32) -> Void)?
    }

    /// The signal that interrupted the build, if one did.
    public var requestedSignal: Int32? { state.withLock { $0.signalNumber } }

    /// Starts listening for SIGINT and SIGTERM for the rest of the process. A signal that arrives
    /// while nothing is being written calls `whenIdle` (a server shutting down) or, by default, exits.
    public func install(whenIdle: (@Sendable (Int32) -> Void)? = nil) {
        state.withLock { state in
            state.idleHandler = whenIdle
            guard state.sources.isEmpty else { return }
            for number in [SIGINT, SIGTERM] {
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler { [weak self] in self?.receive(number) }
                source.resume()
                state.sources.append(source)
            }
        }
    }

    private func receive(_ number: Int32) {
        let (isIdle, handler) = state.withLock { state -> (Bool, (@Sendable (Int32) -> Void)?) in
            state.signalNumber = number
            return (!state.writing, state.idleHandler)
        }
        guard isIdle else { return }
        if let handler { handler(number) } else { exit(128 + number) }
    }

    /// Marks the span during which the writer owns files on disk; returns its result.
    public func whileWriting<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        state.withLock { $0.writing = true }
        defer { state.withLock { $0.writing = false } }
        return try body()
    }
}
