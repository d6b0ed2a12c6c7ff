import Foundation
import Logging
import MCP

/// Standard input and output as an MCP transport (one JSON-RPC message a line) that answers every
/// request and ends when input ends.
///
/// - Input is read by `JSONRPCInput`: lines in linear time and at most 8 MiB long (a longer line is
///   answered with an error, id null, and reading resumes at the next newline), each checked before
///   the SDK sees it, so lines that are not JSON or not a JSON-RPC message are answered here, with
///   the specification's code and id null.
/// - The end of input ends the session only once every request read has been answered: a client
///   that writes its last request and closes its end at once (`echo '{…}' | patterns mcp`) still
///   gets the answer, and the process then exits.
///
/// Input is read by blocking reads on a thread of its own and output written from a serial queue,
/// so neither spins, and neither changes the descriptors' flags (the SDK's transport made both
/// non-blocking, which a shell that shares them notices).
public actor AnsweringStdioTransport: Transport {
    public nonisolated let logger: Logger
    private let input: Int32
    private let output: Int32
    private let lineLimit: Int
    private let writes = DispatchQueue(label: "patterns.mcp.stdout")
    private let messages: AsyncThrowingStream<Data, any Error>
    private let continuation: AsyncThrowingStream<Data, any Error>.Continuation
    private var unanswered = UnansweredRequests()
    private var inputEnded = false
    private var connected = false

    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, logger: Logger? = nil) {
        self.init(input: input, output: output, lineLimit: JSONRPCLineReader.defaultLimit, logger: logger)
    }

    /// With lines longer than `lineLimit` refused (a small limit, for tests).
    init(input: Int32, output: Int32, lineLimit: Int, logger: Logger?) {
        self.input = input
        self.output = output
        self.lineLimit = lineLimit
        self.logger = logger ?? Logger(label: "patterns.mcp.stdio", factory: { _ in SwiftLogNoOpLogHandler() })
        (messages, continuation) = AsyncThrowingStream.makeStream()
    }

    public func connect() async throws {
        guard !connected else { return }
        connected = true
        let chunks = FileDescriptorIO.chunks(reading: input)
        Task { await self.read(chunks) }
    }

    public func disconnect() async {
        connected = false
        continuation.finish()
    }

    public func send(_ data: Data) async throws {
        try await write(data)
        unanswered.answered(by: data)
        finishIfAnswered()
    }

    public func receive() -> AsyncThrowingStream<Data, any Error> { messages }

    private func read(_ chunks: AsyncStream<[UInt8]>) async {
        var input = JSONRPCInput(lineLimit: lineLimit)
        for await chunk in chunks {
            for action in input.read(chunk) { await carryOut(action) }
        }
        for action in input.finish() { await carryOut(action) }
        inputEnded = true
        finishIfAnswered()
    }

    private func carryOut(_ action: JSONRPCInput.Action) async {
        switch action {
        case .forward(let message, let requests):
            unanswered.read(requests)
            if requests.isEmpty { unanswered.cancelled(by: message) }
            continuation.yield(message)
        case .reply(let error):
            do {
                try await write(error)
            } catch {
                logger.error("writing standard output failed", metadata: ["error": "\(error)"])
            }
        case .drop(let why):
            logger.warning("ignored a notification", metadata: ["reason": "\(why)"])
        }
    }

    private func finishIfAnswered() {
        if inputEnded, unanswered.isEmpty { continuation.finish() }
    }

    /// `data` and a newline, written whole (output is never interleaved: one queue writes it).
    private func write(_ data: Data) async throws {
        let output = output
        try await withCheckedThrowingContinuation { (done: CheckedContinuation<Void, any Error>) in
            writes.async {
                var line = [UInt8](data)
                line.append(UInt8(ascii: "\n"))
                done.resume(with: Result { try FileDescriptorIO.writeAll(line, to: output) })
            }
        }
    }
}
