import Foundation
import MCP

/// A JSON-RPC error response that the transport writes itself, for input the SDK must not see:
/// lines that are not JSON, not a JSON-RPC message, or too long to read.
///
/// Its `id` is the request's when the request had a valid one, and `null` when none could be read,
/// as JSON-RPC 2.0 says (the SDK answered such input with a random id, which no client can match).
struct JSONRPCErrorReply: Equatable, Sendable {
    /// The codes JSON-RPC 2.0 reserves for these cases.
    enum Code: Int, Sendable {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
    }

    /// `.string`, `.int` or `.null`.
    var id: Value
    var code: Code
    var message: String

    /// The response as one line of JSON, without the newline.
    var json: Data {
        let error: Value = .object(["code": .int(code.rawValue), "message": .string(message)])
        let response: Value = .object(["jsonrpc": "2.0", "id": id, "error": error])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding a Value of strings and numbers cannot fail.
        return (try? encoder.encode(response)) ?? Data()
    }
}
