import Foundation
import MCP
@testable import PatternsMCP
import PatternsTestSupport
import Testing

/// The stdio transport with the real server behind it, over pipes: hostile input (the fuzzer's
/// seeds, bad ids, lines over the limit, NUL bytes, invalid UTF-8, 10,000 nested arrays) is
/// answered line by line as JSON-RPC 2.0 says, and the server still exits when input ends.
@Suite struct StdioTransportTests {
    /// What came back for `input`, one JSON object a line (a batch's answers one by one), after the server stopped (30 s at most).
    private func serve(_ input: [UInt8], lineLimit: Int = 64 * 1024) async throws -> [[String: Any]] {
        // The catalog is loaded (once, for every test) before the clock starts: on a loaded machine its
        // loading, which ten tests wait for together, took longer than answering.
        let catalog = await offThePool { FixtureCatalog.catalog }
        let toServer = Pipe(), fromServer = Pipe()
        let transport = AnsweringStdioTransport(input: toServer.fileHandleForReading.fileDescriptor,
                                                output: fromServer.fileHandleForWriting.fileDescriptor, lineLimit: lineLimit, logger: nil)
        let server = Task { try await CatalogServer(version: "test").run(transport: transport, loading: { catalog }) }
        // Blocking reads and writes on threads of their own: on the two threads of the concurrency
        // pool (two cores) they would starve the server.
        let output = Task { await offThePool { fromServer.fileHandleForReading.readDataToEndOfFile() } }
        let writer = Task {
            await offThePool {
                toServer.fileHandleForWriting.write(Data(input))
                try? toServer.fileHandleForWriting.close()
            }
        }
        let stopped = Task {
            try await Task.sleep(for: .seconds(30))
            server.cancel()
            Issue.record("the server did not stop within 30 s of the end of its input")
        }
        _ = try await server.value
        stopped.cancel()
        await writer.value
        try fromServer.fileHandleForWriting.close()
        let lines = String(decoding: await output.value, as: UTF8.self).split(separator: "\n")
        return try lines.flatMap { line in
            let message = try JSONSerialization.jsonObject(with: Data(line.utf8))
            return try #require((message as? [[String: Any]]) ?? (message as? [String: Any]).map { [$0] }, "\(line)")
        }
    }

    private func line(_ text: String) -> [UInt8] { Array((text + "\n").utf8) }

    private static let initialize = #"{"jsonrpc":"2.0","id":"init","method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#

    @Test func everyRequestIsAnsweredWithTheRightCodeAndIdAndTheServerExits() async throws {
        var input = line(Self.initialize) + line(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
        for id in [#"{"a":1}"#, "[1]", "true", "1.5", "null"] { input += line(#"{"jsonrpc":"2.0","id":\#(id),"method":"ping"}"#) }
        input += line("garbage") + [0x7B, 0x00, 0x7D, 0x0A] + [0x7B, 0xFF, 0xC3, 0x28, 0x7D, 0x0A]
        input += line(String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000))
        input += line(#"{"jsonrpc":"2.0","id":"huge","method":"ping","params":{"pad":""# + String(repeating: "x", count: 200_000) + #""}}"#)
        input += line(#"{"jsonrpc":"2.0","id":10,"method":"tools/call","params":{}}"#)
        input += line(#"{"jsonrpc":"2.0","id":11,"method":"tools/call","params":{"name":"get_patterns"}}"#)
        input += line(#"{"jsonrpc":"2.0","id":12,"method":"tools/call","params":{"name":"get_pattern","arguments":{"slug":5}}}"#)
        input += line(#"{"jsonrpc":"2.0","id":13,"method":"tools/call","params":{"name":"get_pattern","arguments":{"slug":"toggel"}}}"#)
        input += line(#"{"jsonrpc":"2.0","id":14,"method":"no/such/method"}"#)
        input += line(#"{"jsonrpc":"2.0","id":15,"method":"ping","params":[1]}"#)
        input += Array(#"{"jsonrpc":"2.0","id":16,"method":"tools/list"}"#.utf8)  // no newline before the end
        let replies = try await serve(input)

        let byID = Dictionary(replies.compactMap { reply in (reply["id"] as? Int).map { ($0, reply) } }, uniquingKeysWith: { a, _ in a })
        func code(_ reply: [String: Any]?) -> Int? { (reply?["error"] as? [String: Any])?["code"] as? Int }
        let nullIDs = replies.filter { $0["id"] is NSNull }
        #expect(nullIDs.map(code) == [-32600, -32600, -32600, -32600, -32600, -32700, -32700, -32700, -32700, -32600])
        #expect(code(byID[10]) == -32602)
        #expect(code(byID[11]) == -32602)
        #expect(code(byID[12]) == -32602)
        #expect((byID[13]?["result"] as? [String: Any])?["isError"] as? Bool == true)
        #expect(code(byID[14]) == -32601)
        #expect(code(byID[15]) == -32602)
        #expect(((byID[16]?["result"] as? [String: Any])?["tools"] as? [Any])?.count == 6)
        #expect(replies.contains { $0["id"] as? String == "init" && $0["result"] != nil })
        #expect(replies.count == 18)
        #expect(replies.allSatisfy { $0["jsonrpc"] as? String == "2.0" })
    }

    /// The fuzzer's seed corpus, each file on its own: every line gets at most one reply, the server
    /// exits, and no reply carries an id the input did not have.
    @Test(arguments: try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).sorted())
    func theFuzzSeedsAreAnsweredAndTheServerExits(file: String) async throws {
        let bytes = try [UInt8](Data(contentsOf: Self.corpus.appendingPathComponent(file)))
        let replies = try await serve(line(Self.initialize) + bytes)
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
        #expect(replies.count <= lines + 1)
        for reply in replies {
            #expect(reply["id"] is NSNull || reply["id"] is String || reply["id"] is Int, "\(reply)")
        }
    }

    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/corpus-jsonrpc")

    @Test func theLimitIsEightMebibytes() {
        #expect(JSONRPCInput().lineLimit == 8 * 1024 * 1024)
    }
}
