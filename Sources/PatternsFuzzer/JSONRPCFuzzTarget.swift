import Foundation
import MCP
import PatternsMCP

/// Fuzz target over `patterns mcp`'s input: bytes → lines (linear, bounded) → JSON-RPC checks →
/// what the transport would do with each line, checked as the SDK and the client depend on it.
///
/// Chosen with `PATTERNS_FUZZ_TARGET=jsonrpc`; seeds in `Fuzz/corpus-jsonrpc`. The first byte
/// chooses how the rest is cut into reads (1 to 256 bytes each), so a line split across reads, a
/// `\r\n` cut in two and a line ending with the input are all reached. Anything that breaks an
/// invariant traps, which libFuzzer records as a crash.
enum JSONRPCFuzzTarget {
    /// `PATTERNS_FUZZ_TARGET=jsonrpc` picks this target over the per-file pipeline.
    static let isSelected = ProcessInfo.processInfo.environment["PATTERNS_FUZZ_TARGET"] == "jsonrpc"

    /// Replays one file (a plain build's replay mode): how its lines came out.
    static func replay(file: String) -> String {
        guard let data = FileManager.default.contents(atPath: file) else { return "\(file): cannot read" }
        var input = JSONRPCInput()
        let actions = input.read([UInt8](data)) + input.finish()
        actions.forEach(check)
        let replies = actions.filter { if case .reply = $0 { true } else { false } }.count
        let dropped = actions.filter { if case .drop = $0 { true } else { false } }.count
        return "== \(file) (\(data.count) bytes): \(actions.count - replies - dropped) forwarded, \(replies) answered here, \(dropped) dropped"
    }

    static func run(_ bytes: [UInt8]) {
        guard let first = bytes.first else { return }
        let readSize = Int(first) + 1
        var input = JSONRPCInput()
        var actions: [JSONRPCInput.Action] = []
        var offset = 1
        while offset < bytes.count {
            let end = min(offset + readSize, bytes.count)
            actions += input.read(bytes[offset..<end])
            offset = end
        }
        actions += input.finish()
        for action in actions { check(action) }
    }

    /// A reply is one line of JSON-RPC with an error code and an id that is null, a string or an
    /// integer; a forwarded message is JSON, and names only string or integer ids.
    static func check(_ action: JSONRPCInput.Action) {
        switch action {
        case .reply(let data):
            precondition(!data.contains(UInt8(ascii: "\n")), "a reply spans lines")
            guard case .object(let reply)? = try? JSONDecoder().decode(Value.self, from: data),
                  reply["jsonrpc"] == "2.0", reply["error"]?.objectValue?["code"]?.intValue != nil else {
                preconditionFailure("a reply is not a JSON-RPC error: \(String(decoding: data, as: UTF8.self))")
            }
            switch reply["id"] {
            case .null?, .string?, .int?: break
            default: preconditionFailure("a reply's id is not null, a string or an integer")
            }
        case .forward(let data, let requests):
            precondition((try? JSONDecoder().decode(Value.self, from: data)) != nil, "a forwarded line is not JSON")
            for id in requests {
                switch id {
                case .string, .int: break
                default: preconditionFailure("a forwarded request's id is not a string or an integer")
                }
            }
        case .drop:
            break
        }
    }
}
