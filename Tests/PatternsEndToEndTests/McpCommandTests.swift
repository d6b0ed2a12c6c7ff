import Foundation
import MCP
import SystemPackage
import Testing

/// `patterns mcp` as an MCP client runs it: the built binary, driven over its standard input and
/// output by the SDK's client, answering as `patterns export` does, and leaving when input ends.
@Suite struct McpCommandTests {
    static let site = PatternsBinary.fixtures.appendingPathComponent("mcp-site").path

    @Test func aClientInitializesListsCallsEveryToolAndReadsAResource() async throws {
        let session = try await McpSession(site: Self.site)
        let initialized = try await session.client.connect(transport: session.transport)
        #expect(initialized.serverInfo.name == "patterns")
        #expect(initialized.capabilities.tools != nil && initialized.capabilities.resources != nil)
        let (tools, _) = try await session.client.listTools()
        #expect(tools.map(\.name) == ["search_patterns", "get_pattern", "build_checklist", "wcag_coverage", "draft_defect", "summarise_results"])

        let search = try await session.call("search_patterns", ["query": "dialog focus"])
        #expect(search == "1 entry matches 'dialog focus', best first:\n"
                + "1. Modal Dialog (web/modal-dialog): A window over the page that keeps focus inside until it is closed.")
        let pattern = try await session.call("get_pattern", ["slug": "modal-dialog", "format": "markdown"])
        #expect(pattern == (try export(["modal-dialog", "--format", "markdown"])))
        let checklist = try await session.call("build_checklist", ["slugs": ["button", "toggle"], "format": "gherkin"])
        #expect(checklist == (try export(["button", "toggle", "--format", "gherkin"])))
        let coverage = try await session.call("wcag_coverage", ["sc": "2.4.3"])
        #expect(coverage.contains("Cited by 1 entry:\n- Modal Dialog (web/modal-dialog): Keeps focus in a sensible order\n"))

        let (resources, _) = try await session.client.listResources()
        #expect(resources.count == 4)
        let read = try await session.client.readResource(uri: "patterns://native/button")
        #expect(read.first?.text?.hasPrefix("# Button\n\nRuns an action when it is activated.\n") == true)
        #expect(read.first?.text?.contains("#### Name\n\n- Set `accessibilityLabel` on an icon-only button\n- **SwiftUI**\n  - `Button(\"Save\")`") == true)

        let (bad, isError) = try await session.client.callTool(name: "get_pattern", arguments: ["slug": "modal"])
        #expect(isError == true)
        #expect(bad == [.text(text: "no entry 'modal' in this site; closest: web/modal-dialog", annotations: nil, _meta: nil)])

        let (status, stderr) = try await session.finish()
        #expect(status == 0, "\(stderr)")
        #expect(stderr == "0 errors, 0 warnings in 5 files\nserving 4 entries from \(Self.site) over MCP (stdio)\n")
    }

    @Test func aSiteWithAnErrorIsReportedOnStandardErrorAndStillServed() async throws {
        let temp = try TemporaryFolder()
        let site = try temp.copyFixture("mcp-site")
        try "---\ntitle: Slider\ncategories: [controls]\nkeyboard:\n  tab: [not, text]\n---\n"
            .write(to: site.appendingPathComponent("content/web/controls/slider.md"), atomically: true, encoding: .utf8)
        let session = try await McpSession(site: site.path)
        try await session.client.connect(transport: session.transport)
        let found = try await session.call("search_patterns", ["query": "toggle"])
        #expect(found.contains("1. Toggle (native/toggle)"))
        let (status, stderr) = try await session.finish()
        #expect(status == 0)
        #expect(stderr.contains("content/web/controls/slider.md:"))
        #expect(stderr.contains(": error: "))
        #expect(stderr.hasSuffix(" over MCP (stdio)\n"))
    }

    /// A client that writes its requests and closes its end at once gets every answer, and
    /// nothing but JSON-RPC messages, before the server exits.
    @Test func theEndOfInputIsAnsweredThenTheServerExits() throws {
        let requests = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"sh","version":"1"}}}"#,
            #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"wcag_coverage","arguments":{}}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"resources/read","params":{"uri":"patterns://web/button"}}"#,
        ]
        let run = try PatternsBinary.run(["mcp", "--site", Self.site], input: requests.joined(separator: "\n") + "\n")
        #expect(run.status == 0, "\(run.stderr)")
        let messages = try run.stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(messages.allSatisfy { $0["jsonrpc"] as? String == "2.0" })
        #expect(Set(messages.compactMap { $0["id"] as? Int }) == [1, 2, 3])
    }

    /// A request whose id is an object, an array, a boolean or a fraction used to get no answer, and
    /// the process never exited after its input closed; lines that are not JSON got a random id.
    @Test func malformedRequestsAreAnsweredWithIdNullAndTheServerStillExits() throws {
        let requests = [#"{"a":1}"#, "[1]", "true", "1.5"].map { #"{"jsonrpc":"2.0","id":\#($0),"method":"ping"}"# }
            + ["not json", #"{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{}}"#]
        let run = try PatternsBinary.run(["mcp", "--site", Self.site], input: requests.joined(separator: "\n") + "\n")
        #expect(run.status == 0, "\(run.stderr)")
        let replies = try run.stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        let codes = replies.map { (($0["error"] as? [String: Any])?["code"] as? Int, $0["id"] is NSNull ? "null" : "\($0["id"] ?? "")") }
        #expect(codes.map(\.0) == [-32600, -32600, -32600, -32600, -32700, -32602])
        #expect(codes.map(\.1) == ["null", "null", "null", "null", "null", "9"])
    }

    /// A 4 MB line took 33 s (everything else waiting); one over 8 MiB is refused and the next line still answered.
    @Test func aLineOverTheLimitIsRefusedAndTheNextAnswered() throws {
        let huge = #"{"jsonrpc":"2.0","id":1,"method":"ping","params":{"pad":""# + String(repeating: "x", count: 9 * 1024 * 1024) + #""}}"#
        let start = Date()
        let run = try PatternsBinary.run(["mcp", "--site", Self.site], input: huge + "\n" + #"{"jsonrpc":"2.0","id":2,"method":"ping"}"# + "\n")
        #expect(Date().timeIntervalSince(start) < 30)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.contains(#""code":-32600"#) == true && lines.first?.contains(#""id":null"#) == true)
        #expect(lines.last == #"{"id":2,"jsonrpc":"2.0","result":{}}"#)
    }

    @Test func withoutASiteItStopsAtOnce() throws {
        let temp = try TemporaryFolder()
        let run = try PatternsBinary.run(["mcp", "--site", temp.url.path], input: "")
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("error: no patterns.yml in "))
    }

    private func export(_ arguments: [String]) throws -> String {
        let run = try PatternsBinary.run(["export", "--site", Self.site] + arguments)
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdout
    }
}

/// `patterns mcp` started as a client starts it, with the SDK's client on the other end of its pipes.
final class McpSession {
    let process: Process
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    let client = Client(name: "patterns-tests", version: "1")
    let transport: StdioTransport

    init(site: String) async throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: PatternsBinary.path)
        process.arguments = ["mcp", "--site", site]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        transport = StdioTransport(input: FileDescriptor(rawValue: output.fileHandleForReading.fileDescriptor),
                                   output: FileDescriptor(rawValue: input.fileHandleForWriting.fileDescriptor))
    }

    /// The text of a tool's answer, which must not be an error.
    func call(_ tool: String, _ arguments: [String: Value]) async throws -> String {
        let (content, isError) = try await client.callTool(name: tool, arguments: arguments)
        #expect(isError == false, "\(content)")
        guard case .text(let text, _, _)? = content.first else { return "" }
        return text
    }

    /// Closes the server's input, as a client does when it is done, and waits (10 s at most) for it to exit.
    func finish() async throws -> (status: Int32, stderr: String) {
        await client.disconnect()
        try input.fileHandleForWriting.close()
        for _ in 0..<1000 where process.isRunning { try await Task.sleep(for: .milliseconds(10)) }
        if process.isRunning {
            process.terminate()
            Issue.record("patterns mcp did not exit when its input ended")
        }
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }
}
