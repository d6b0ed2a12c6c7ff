import Foundation
import Synchronization

/// Runs another program to its end and hands back everything it printed: the one way the tool (git,
/// sassc) and its tests start a process.
///
/// Standard input is written, and standard error read, on threads of their own while standard
/// output is read: read one after the other, a child that fills one pipe's buffer (64 KB) while we
/// wait for the end of another would wait on us as we wait on it — a stylesheet printing many
/// warnings, a command with chatty diagnostics.
public enum ChildProcess {
    public struct Finished: Sendable {
        /// The exit status, or the signal that ended it (`endedBySignal`).
        public var status: Int32
        public var endedBySignal: Bool
        public var output: Data
        public var errors: Data

        public var succeeded: Bool { !endedBySignal && status == 0 }
        public var outputText: String { String(decoding: output, as: UTF8.self) }
        public var errorText: String { String(decoding: errors, as: UTF8.self) }
    }

    /// Runs `arguments`: the first a path, or a name looked up on PATH (through `/usr/bin/env`, as a
    /// shell would: a missing program exits 127); in `folder` when given, with `environment` added to this process's own,
    /// `input` on its standard input (closed after it, or at once). After `timeLimit` seconds the
    /// child is terminated and `endedBySignal` is true. Throws only when the process cannot start.
    public static func run(_ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:],
                           input: Data? = nil, timeLimit: TimeInterval? = nil) throws -> Finished {
        let process = Process()
        // A path is run as it is; a name is looked up on PATH by `env`, which execs it.
        if let program = arguments.first, program.contains("/") {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = Array(arguments.dropFirst())
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = arguments
        }
        if let folder { process.currentDirectoryURL = folder }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe(), errors = Pipe(), stdin = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = stdin
        try process.run()
        // Threads of their own, not Dispatch's global queue: its few threads can all be blocked
        // reading other children's pipes, and a time limit queued behind them never fires.
        let pending = DispatchGroup()
        let errorData = Mutex(Data())
        pending.enter()
        Thread.detachNewThread {
            if let input { stdin.fileHandleForWriting.write(input) }
            try? stdin.fileHandleForWriting.close()
            pending.leave()
        }
        pending.enter()
        Thread.detachNewThread {
            let data = errors.fileHandleForReading.readDataToEndOfFile()
            errorData.withLock { $0 = data }
            pending.leave()
        }
        let exited = DispatchSemaphore(value: 0)
        if let timeLimit {
            Thread.detachNewThread {
                // SIGKILL, not `terminate()`'s SIGTERM: a child inherits an ignored SIGTERM
                // (BuildInterruption ignores it to handle it itself), and a looping one never stops.
                if exited.wait(timeout: .now() + timeLimit) == .timedOut { kill(process.processIdentifier, SIGKILL) }
            }
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        exited.signal()
        pending.wait()
        return Finished(status: process.terminationStatus, endedBySignal: process.terminationReason == .uncaughtSignal,
                        output: data, errors: errorData.withLock { $0 })
    }
}
