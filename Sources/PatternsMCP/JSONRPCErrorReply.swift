import Foundation
import MCP
import PatternsDiagnostics

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

    /// The response as one line of JSON, without the newline, keys sorted as the SDK writes its own.
    /// Written by the tool's one JSON writer: this reply is ours, not an SDK message.
    var json: Data {
        var writer = JSONWriter(style: .compact)
        writer.beginObject()
        writer.key("error")
        writer.beginObject()
        writer.key("code")
        writer.number(code.rawValue)
        writer.key("message")
        writer.string(message)
        writer.endObject()
        writer.key("id")
        switch id {
        case .string(let text): writer.string(text)
        case .int(let number): writer.number(number)
        default: writer.null()
        }
        writer.key("jsonrpc")
        writer.string("2.0")
        writer.endObject()
        return Data(writer.take().utf8)
    }
}
