import Foundation
import MCP

/// The input half of the stdio transport as a value: bytes in, and for each line what to do with it.
///
/// Lines come from `JSONRPCLineReader` (linear, bounded) and are judged by `JSONRPCLineCheck`; the
/// transport only carries out the actions, so the fuzzer and the tests drive exactly what
/// `patterns mcp` does with its input, without pipes.
public struct JSONRPCInput: Sendable {
    public enum Action: Equatable, Sendable {
        /// A well-formed message for the SDK, which answers each of `requests` (their ids) once.
        case forward(Data, requests: [Value])
        /// An error response to write at once (the line is not handed on).
        case reply(Data)
        /// A malformed notification, which JSON-RPC never answers: only logged.
        case drop(String)
    }

    private var reader: JSONRPCLineReader

    public init() {
        self.init(lineLimit: JSONRPCLineReader.defaultLimit)
    }

    init(lineLimit: Int) {
        reader = JSONRPCLineReader(limit: lineLimit)
    }

    public var lineLimit: Int { reader.limit }

    /// What to do with each line `chunk` completes.
    public mutating func read(_ chunk: some Collection<UInt8>) -> [Action] {
        reader.read(chunk).map(action)
    }

    /// What to do with the last line, when input ended without a newline after it.
    public mutating func finish() -> [Action] {
        reader.finish().map(action)
    }

    private func action(_ line: JSONRPCLineReader.Line) -> Action {
        switch line {
        case .tooLong(let bytes):
            let error = JSONRPCErrorReply(id: .null, code: .invalidRequest,
                                          message: "Invalid Request: a line of \(bytes) bytes or more is over the limit of \(lineLimit)")
            return .reply(error.json)
        case .message(let bytes):
            switch JSONRPCLineCheck(bytes) {
            case .forward(let requests): return .forward(Data(bytes), requests: requests)
            case .refuse(let error): return .reply(error.json)
            case .drop(let why): return .drop(why)
            }
        }
    }
}
