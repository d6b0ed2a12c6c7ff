import Foundation
import MCP

/// The requests read and not yet answered, by id, so the end of input can wait for their answers
/// (and only theirs: a reply to a line refused before the SDK saw it is not one of them).
struct UnansweredRequests: Equatable {
    /// How many requests with each id wait (a client may reuse an id once it has its answer).
    private var waiting: [Value: Int] = [:]

    var isEmpty: Bool { waiting.isEmpty }

    mutating func read(_ ids: [Value]) {
        for id in ids { waiting[id, default: 0] += 1 }
    }

    /// Marks the requests `message` (a response or a batch of them) answers.
    mutating func answered(by message: Data) {
        let parsed = try? JSONDecoder().decode(Value.self, from: message)
        let members = parsed?.arrayValue ?? parsed.map { [$0] } ?? []
        for case .object(let fields) in members where fields["method"] == nil {
            if let id = fields["id"] { settle(id) }
        }
    }

    /// A request the client cancelled (`notifications/cancelled`) is never answered, so it no longer waits.
    mutating func cancelled(by message: Data) {
        guard case .object(let fields)? = try? JSONDecoder().decode(Value.self, from: message),
              fields["method"] == "notifications/cancelled", let id = fields["params"]?.objectValue?["requestId"] else { return }
        settle(id)
    }

    private mutating func settle(_ id: Value) {
        guard let count = waiting[id] else { return }
        waiting[id] = count > 1 ? count - 1 : nil
    }
}
