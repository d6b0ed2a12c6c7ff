import Foundation
import MCP

/// What the server does with one line of input, decided before the SDK reads it.
///
/// The SDK answers input it cannot decode with a random id, and reads a request whose id is an
/// object, an array, a boolean or a fraction as a notification, which it never answers (so the
/// process never exited once input ended). Here every line is checked against JSON-RPC 2.0 and
/// MCP (ids are strings or integers, never null): the SDK only sees well-formed messages, and the
/// rest are answered here with the error the specification names.
enum JSONRPCLineCheck: Equatable {
    /// Well formed: handed to the SDK, which answers each of `requests` (their ids) once.
    case forward(requests: [Value])
    /// Answered here with this error and not handed on.
    case refuse(JSONRPCErrorReply)
    /// A malformed notification: JSON-RPC answers no notification, so it is only logged.
    case drop(String)

    init(_ line: [UInt8]) {
        guard let message = try? JSONDecoder().decode(Value.self, from: Data(line)) else {
            self = .refuse(JSONRPCErrorReply(id: .null, code: .parseError, message: "Parse error: the line is not JSON"))
            return
        }
        switch message {
        case .object(let members):
            self = Self.member(members)
        case .array(let batch):
            self = Self.batch(batch)
        default:
            self = .refuse(JSONRPCErrorReply(id: .null, code: .invalidRequest,
                                             message: "Invalid Request: a message is a JSON object (or an array of them)"))
        }
    }

    /// A batch (which MCP 2025-03-26 allowed): forwarded when every member is well formed, else one
    /// error with id null, as JSON-RPC answers a batch it cannot take apart.
    private static func batch(_ members: [Value]) -> JSONRPCLineCheck {
        guard !members.isEmpty else {
            return .refuse(JSONRPCErrorReply(id: .null, code: .invalidRequest, message: "Invalid Request: an empty batch"))
        }
        var requests: [Value] = []
        for (index, member) in members.enumerated() {
            guard case .object(let fields) = member, case .forward(let ids) = Self.member(fields) else {
                return .refuse(JSONRPCErrorReply(id: .null, code: .invalidRequest,
                                                 message: "Invalid Request: batch member \(index + 1) is not a well-formed message"))
            }
            requests += ids
        }
        return .forward(requests: requests)
    }

    /// One message: a request, a notification, or a response to a request of the server's.
    private static func member(_ fields: [String: Value]) -> JSONRPCLineCheck {
        let id = fields["id"]
        let validID: Value? = switch id {
        case .string?, .int?: id
        default: nil
        }
        func refuse(_ code: JSONRPCErrorReply.Code, _ message: String) -> JSONRPCLineCheck {
            .refuse(JSONRPCErrorReply(id: validID ?? .null, code: code, message: message))
        }
        guard fields["jsonrpc"] == .string("2.0") else { return refuse(.invalidRequest, "Invalid Request: jsonrpc must be \"2.0\"") }
        guard let method = fields["method"] else {
            // A response to the server's own request (the SDK matches it to the request, or drops it).
            guard validID != nil, (fields["result"] != nil) != (fields["error"] != nil) else {
                return refuse(.invalidRequest, "Invalid Request: no method, and not a response (an id and a result or an error)")
            }
            return .forward(requests: [])
        }
        guard case .string = method else { return refuse(.invalidRequest, "Invalid Request: method must be a string") }
        guard id == nil || validID != nil else {
            return refuse(.invalidRequest, "Invalid Request: id must be a string or an integer")
        }
        // MCP's params are always an object (null taken as none).
        if let params = fields["params"], params != .null, params.objectValue == nil {
            guard validID != nil else { return .drop("a notification whose params are not an object") }
            return refuse(.invalidParams, "Invalid params: params must be an object")
        }
        return .forward(requests: validID.map { [$0] } ?? [])
    }
}
