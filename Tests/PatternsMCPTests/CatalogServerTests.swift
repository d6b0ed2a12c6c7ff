import Foundation
import MCP
@testable import PatternsMCP
import Testing

/// The server in process, over the SDK's in-memory transport: the tools and resources a client
/// sees, and a site that could not be read.
@Suite struct CatalogServerTests {
    /// A client connected to a server over the fixture (or over what `load` gives), and the server's task.
    private func connect(loading load: @escaping @Sendable () throws -> Catalog = { FixtureCatalog.catalog })
        async throws -> (client: Client, server: Task<Void, any Error>) {
        let (clientEnd, serverEnd) = await InMemoryTransport.createConnectedPair()
        let server = Task { try await CatalogServer(version: "test").run(transport: serverEnd, loading: load) }
        let client = Client(name: "tests", version: "1")
        let initialized = try await client.connect(transport: clientEnd)
        #expect(initialized.serverInfo.name == "patterns")
        #expect(initialized.instructions?.contains("search_patterns") == true)
        return (client, server)
    }

    @Test func listsTheToolsAndAnswersThem() async throws {
        let (client, server) = try await connect()
        let (tools, _) = try await client.listTools()
        #expect(tools.map(\.name) == ["search_patterns", "get_pattern", "build_checklist", "wcag_coverage", "draft_defect", "summarise_results"])
        #expect(tools.allSatisfy { $0.annotations.readOnlyHint == true })
        let (content, isError) = try await client.callTool(name: "get_pattern", arguments: ["slug": "toggle"])
        #expect(isError == false)
        #expect(content == FixtureCatalog.call("get_pattern", ["slug": "toggle"]).texts.map { .text(text: $0, annotations: nil, _meta: nil) })
        let (resources, _) = try await client.listResources()
        #expect(resources.count == 4)
        let (templates, _) = try await client.listResourceTemplates()
        #expect(templates.map(\.uriTemplate) == ["patterns://{collection}/{slug}"])
        await client.disconnect()
        server.cancel()
    }

    @Test func aSiteThatCouldNotBeReadIsAnErrorOnEachRequest() async throws {
        struct Unreadable: Error, CustomStringConvertible { var description: String { "disk on fire" } }
        let (client, server) = try await connect(loading: { throw Unreadable() })
        await #expect(throws: MCPError.internalError("the site could not be read: disk on fire")) {
            _ = try await client.listTools()
        }
        await client.disconnect()
        server.cancel()
    }
}
