import Foundation
import MCP
@testable import PatternsMCP
import Testing

/// Each line judged as JSON-RPC 2.0 and MCP judge it: handed on, or answered here with the right code and id.
@Suite struct JSONRPCLineCheckTests {
    private func check(_ line: String) -> JSONRPCLineCheck { JSONRPCLineCheck(Array(line.utf8)) }

    private func refusal(_ line: String) -> (code: Int, id: Value)? {
        guard case .refuse(let error) = check(line) else { return nil }
        return (error.code.rawValue, error.id)
    }

    @Test("well-formed messages are handed on, with the ids to answer", arguments: [
        (#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#, [Value.int(1)]),
        (#"{"jsonrpc":"2.0","id":"a","method":"tools/call","params":{"name":"x"}}"#, [.string("a")]),
        (#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#, []),
        (#"{"jsonrpc":"2.0","id":7,"result":{}}"#, []),
        (#"[{"jsonrpc":"2.0","id":1,"method":"ping"},{"jsonrpc":"2.0","method":"x"}]"#, [.int(1)]),
    ])
    func forwarded(line: String, requests: [Value]) {
        #expect(check(line) == .forward(requests: requests))
    }

    @Test("a request whose id is not a string or an integer is -32600 with id null", arguments: [
        #"{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}"#,
        #"{"jsonrpc":"2.0","id":[1],"method":"ping"}"#,
        #"{"jsonrpc":"2.0","id":true,"method":"ping"}"#,
        #"{"jsonrpc":"2.0","id":1.5,"method":"ping"}"#,
        #"{"jsonrpc":"2.0","id":null,"method":"ping"}"#,
    ])
    func badIDs(line: String) throws {
        let refused = try #require(refusal(line))
        #expect(refused.code == -32600)
        #expect(refused.id == .null)
    }

    @Test("what is not JSON is -32700 and what is not a message -32600, both with id null", arguments: [
        ("garbage", -32700), ("{\"jsonrpc\":\"2.0\",\"id\":1,\u{0}}", -32700), ("[[[[1]]]", -32700),
        (String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000), -32700),
        ("42", -32600), ("[]", -32600), (#"{"foo":1}"#, -32600), (#"[{"jsonrpc":"2.0","id":1,"method":"ping"},3]"#, -32600),
        (#"{"jsonrpc":"2.0","method":7,"id":{}}"#, -32600),
    ])
    func notMessages(line: String, code: Int) throws {
        let refused = try #require(refusal(line))
        #expect(refused.code == code)
        #expect(refused.id == .null)
    }

    @Test func invalidUTF8IsAParseError() throws {
        guard case .refuse(let error) = JSONRPCLineCheck([0x7B, 0xFF, 0xFE, 0x7D]) else { Issue.record("not refused"); return }
        #expect(error.code == .parseError)
    }

    @Test("a request with a valid id keeps it in its error", arguments: [
        (#"{"jsonrpc":"1.0","id":3,"method":"ping"}"#, -32600),
        (#"{"jsonrpc":"2.0","id":"r","method":7}"#, -32600),
        (#"{"jsonrpc":"2.0","id":3,"method":"ping","params":[1]}"#, -32602),
    ])
    func echoedIDs(line: String, code: Int) throws {
        let refused = try #require(refusal(line))
        #expect(refused.code == code)
        #expect(refused.id != .null)
    }

    @Test func theReplyIsOneLineOfJSONRPC() throws {
        let reply = JSONRPCErrorReply(id: .null, code: .invalidRequest, message: "Invalid Request: x")
        #expect(String(decoding: reply.json, as: UTF8.self)
                == #"{"error":{"code":-32600,"message":"Invalid Request: x"},"id":null,"jsonrpc":"2.0"}"#)
    }
}
