/// Why a tool call cannot be answered, said to the assistant as the call's result (`isError`), so
/// it can correct the call: an unknown name comes with the closest names the site has.
struct ToolError: Error, Equatable, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }

    /// `no <kind> '<name>' in this site` (or another `place`), then the nearest names, or (when none is near and there
    /// are few) every name, so the next call can pick one.
    static func unknown(_ kind: String, _ name: String, closest: [String], known: [String] = [],
                        where place: String = " in this site") -> ToolError {
        var message = "no \(kind) '\(name)'\(place)"
        if !closest.isEmpty {
            message += "; closest: " + closest.joined(separator: ", ")
        } else if !known.isEmpty, known.count <= 20 {
            message += "; known: " + known.joined(separator: ", ")
        }
        return ToolError(message)
    }
}
