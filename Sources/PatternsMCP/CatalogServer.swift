import Foundation
import MCP

/// `patterns mcp`: a Model Context Protocol server offering the catalog's tools and its entries
/// as resources to an AI assistant, until the client closes the connection.
///
/// The site is loaded in the background while the client initializes, so a large catalog (10 s
/// to read at 10,000 entries) does not hold up the handshake; requests wait for it.
public struct CatalogServer: Sendable {
    let version: String

    public init(version: String) {
        self.version = version
    }

    static let instructions = """
        An accessibility pattern catalog: for each UI component (button, modal dialog, tabs…), acceptance \
        criteria for testing it with a keyboard, a touch screen, a screen reader and display settings, \
        WCAG 2.2 success criteria it meets, and implementation tips per platform (iOS, Android, web). \
        Find entries with search_patterns, read one with get_pattern (tips: ios|android|web for code advice), \
        combine several with build_checklist, and ask wcag_coverage which entries cite a success criterion.
        """

    /// Serves over `transport` until its input ends; `load` reads the site once, off the server's
    /// threads, and is waited for before returning.
    public func run(transport: any Transport = AnsweringStdioTransport(), loading load: @escaping @Sendable () throws -> Catalog) async throws {
        let catalog = Task<Catalog, any Error> {
            try await withCheckedThrowingContinuation { continuation in
                DispatchQueue.global().async { continuation.resume(with: Result { try load() }) }
            }
        }
        @Sendable func loaded() async throws -> Catalog {
            do {
                return try await catalog.value
            } catch {
                throw MCPError.internalError("the site could not be read: \(error)")
            }
        }
        let server = Server(name: "patterns", version: version, instructions: Self.instructions,
                            capabilities: .init(resources: .init(subscribe: false, listChanged: false), tools: .init(listChanged: false)))
        // Each handler's params are decoded by `ParamsChecked`, so a wrong shape is -32602, not -32603.
        await server.withCheckedHandler(ListTools.self) { _ in ListTools.Result(tools: try await loaded().toolDefinitions) }
        await server.withCheckedHandler(CallTool.self) { call in try await loaded().call(call.name, arguments: call.arguments) }
        await server.withCheckedHandler(ListResources.self) { list in try await loaded().resources(cursor: list.cursor) }
        await server.withCheckedHandler(ReadResource.self) { read in try await loaded().readResource(read.uri) }
        await server.withCheckedHandler(ListResourceTemplates.self) { _ in ListResourceTemplates.Result(templates: [EntryResources.template]) }
        try await server.start(transport: transport)
        await server.waitUntilCompleted()
        await server.stop()
        // The load reports the site's problems as it ends: a client that left early still gets them on stderr.
        _ = await catalog.result
    }
}
