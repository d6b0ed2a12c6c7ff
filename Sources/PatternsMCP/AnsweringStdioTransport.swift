import Foundation
import Logging
import MCP

/// Standard input and output as the SDK's `StdioTransport` reads and writes them (one JSON-RPC
/// message a line), except that the end of input ends the session only once every request read
/// has been answered: a client that writes its last request and closes its end at once
/// (`echo '{…}' | patterns mcp`) still gets the answer, and the process then exits.
public actor AnsweringStdioTransport: Transport {
    private let base: StdioTransport
    public nonisolated let logger: Logger
    private let messages: AsyncThrowingStream<Data, any Error>
    private let continuation: AsyncThrowingStream<Data, any Error>.Continuation
    /// Requests read and not yet answered.
    private var unanswered = 0
    private var inputEnded = false

    public init(base: StdioTransport = StdioTransport()) {
        self.base = base
        logger = base.logger
        (messages, continuation) = AsyncThrowingStream.makeStream()
    }

    public func connect() async throws {
        try await base.connect()
        let input = await base.receive()
        Task { await self.forward(input) }
    }

    public func disconnect() async {
        await base.disconnect()
        continuation.finish()
    }

    public func send(_ data: Data) async throws {
        try await base.send(data)
        unanswered = max(0, unanswered - JSONRPCCount(data).responses)
        finishIfAnswered()
    }

    public func receive() -> AsyncThrowingStream<Data, any Error> { messages }

    private func forward(_ input: AsyncThrowingStream<Data, any Error>) async {
        do {
            for try await data in input {
                unanswered += JSONRPCCount(data).requests
                continuation.yield(data)
            }
        } catch {
            logger.error("reading standard input failed", metadata: ["error": "\(error)"])
        }
        inputEnded = true
        finishIfAnswered()
    }

    private func finishIfAnswered() {
        if inputEnded, unanswered == 0 { continuation.finish() }
    }
}

/// How many requests (a method and an id) and responses (an id and a result or error) one message
/// holds, a batch counting each of its members.
struct JSONRPCCount {
    var requests = 0
    var responses = 0

    init(_ data: Data) {
        let parsed = try? JSONSerialization.jsonObject(with: data)
        let members = (parsed as? [Any]) ?? [parsed as Any]
        for case let member as [String: Any] in members where member["id"] != nil {
            if member["method"] != nil {
                requests += 1
            } else if member["result"] != nil || member["error"] != nil {
                responses += 1
            }
        }
    }
}
