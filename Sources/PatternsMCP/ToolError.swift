/// Why a tool call cannot be answered, said so the assistant can correct the call: an unknown name
/// comes with the closest names the site has.
///
/// MCP tells the two kinds apart: a call whose arguments do not fit the tool's schema (a missing or
/// mistyped argument, an unknown argument or tool, a format the tool does not have) is a protocol
/// error, JSON-RPC's -32602 Invalid params; a well-formed call the catalog cannot answer (no such
/// entry, an ambiguous slug, a platform or criterion the site does not have) is the call's result,
/// with `isError`.
struct ToolError: Error, Equatable, CustomStringConvertible {
    enum Kind: Equatable {
        /// The arguments do not fit the tool's schema: answered as -32602.
        case invalidArguments
        /// The catalog has no answer: an `isError` result.
        case unanswerable
    }

    let description: String
    let kind: Kind

    init(_ description: String, kind: Kind = .unanswerable) {
        self.description = description
        self.kind = kind
    }

    /// `description` as a schema error.
    static func invalidArguments(_ description: String) -> ToolError {
        ToolError(description, kind: .invalidArguments)
    }

    /// `no <kind> '<name>' in this site` (or another `place`), then the nearest names, or (when none is near and there
    /// are few) every name, so the next call can pick one.
    static func unknown(_ kind: String, _ name: String, closest: [String], known: [String] = [],
                        where place: String = " in this site", as errorKind: Kind = .unanswerable) -> ToolError {
        var message = "no \(kind) '\(name)'\(place)"
        if !closest.isEmpty {
            message += "; closest: " + closest.joined(separator: ", ")
        } else if !known.isEmpty, known.count <= 20 {
            message += "; known: " + known.joined(separator: ", ")
        }
        return ToolError(message, kind: errorKind)
    }
}
