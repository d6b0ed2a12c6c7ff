import Foundation
import MCP

/// Method `M` as the server registers it: its params taken as any JSON object and decoded into
/// `M.Parameters` by the handler, so params of the wrong shape (`tools/call` without a `name`)
/// are JSON-RPC's -32602 Invalid params, echoing the request's id. Registered as `M` itself, the
/// SDK decodes them first and calls a failure -32603 Internal error.
enum ParamsChecked<M: Method>: Method {
    typealias Parameters = Value
    typealias Result = M.Result
    static var name: String { M.name }

    /// `params` as `M` takes them, or -32602 saying why not.
    static func decode(_ params: Value) throws -> M.Parameters {
        do {
            // The SDK's Value to its Codable parameters: a conversion between Codable types, not output.
            let data = try JSONEncoder().encode(params == .null ? Value.object([:]) : params)
            return try JSONDecoder().decode(M.Parameters.self, from: data)
        } catch {
            throw MCPError.invalidParams("params do not fit \(M.name): \(Self.reason(error))")
        }
    }

    private static func reason(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, _)?: "'\(key.stringValue)' is required"
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?, .dataCorrupted(let context)?:
            "'\(context.codingPath.map(\.stringValue).joined(separator: "."))' has the wrong type"
        default: "\(error)"
        }
    }
}

extension Server {
    /// Registers `handler` for `M`, its params checked as `ParamsChecked` checks them.
    @discardableResult
    func withCheckedHandler<M: Method>(_ type: M.Type, handler: @escaping @Sendable (M.Parameters) async throws -> M.Result) -> Self {
        withMethodHandler(ParamsChecked<M>.self) { params in try await handler(ParamsChecked<M>.decode(params)) }
    }
}
