import ArgumentParser
import Foundation
import PatternsCore
import PatternsDiagnostics
import PatternsExports
import PatternsMCP
import Synchronization

/// `patterns mcp`: the catalog for AI assistants, as a Model Context Protocol server over stdio.
struct McpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve the catalog to AI assistants: a Model Context Protocol server on standard input and output.",
        discussion: """
            An MCP client (an assistant or editor) starts this command and talks JSON-RPC over its standard \
            input and output. Tools: search_patterns, get_pattern, build_checklist, wcag_coverage; every entry \
            is also a resource, patterns://<collection>/<slug>. The site is read as `patterns validate` reads it: \
            problems are printed on standard error and the server still serves what loaded. It stops when the \
            client closes standard input.

            Examples:
              patterns mcp --site /path/to/catalog
              patterns mcp 2> mcp.log       # keep what it says on standard error

            Client configuration (the command and its arguments, in the client's JSON settings):
              {"mcpServers": {"patterns": {"command": "patterns",
                                           "args": ["mcp", "--site", "/path/to/catalog"]}}}
            """)

    @OptionGroup var options: SiteOptions

    func run() throws {
        let root = options.siteRoot
        let stderr = FileHandleOutput.standardError
        // Nothing to serve without a site: a usage error now, not on every request.
        guard FileManager.default.fileExists(atPath: SiteLayout(root: root).absolute(SiteLayout.configFile)) else {
            stderr.write("error: \(SiteLoader.Failure.noConfig(root))\n")
            throw ExitCode(ExitStatus.usageOrIO.rawValue)
        }
        let finished = DispatchSemaphore(value: 0)
        let outcome = McpOutcome()
        Task {
            do {
                try await CatalogServer(version: PatternsVersion.current).run { try Self.load(root) }
            } catch {
                outcome.problem = "\(error)"
            }
            finished.signal()
        }
        finished.wait()
        if let problem = outcome.problem {
            stderr.write("error: \(problem)\n")
            throw ExitCode(ExitStatus.usageOrIO.rawValue)
        }
    }

    /// The site as `validate` reads it, with its bodies' search terms, and each entry's tips as
    /// Markdown (read by the catalog from the entries' body handles); its problems go to standard error.
    private static func load(_ root: String) throws -> Catalog {
        let run = DiagnosticEngine(consumers: DiagnosticReporter(siteRoot: root).consumers)
        let loaded = try CommandSiteLoader(siteRoot: root, diagnostics: run).load(parts: [.searchTerms])
        run.finalize(fileCount: loaded.fileCount)
        let catalog = Catalog(site: loaded.site, directory: SiteDirectory(root: root))
        FileHandleOutput.standardError.write("serving \(loaded.site.entries.count) entries from \(root) over MCP (stdio)\n")
        return catalog
    }
}

/// Why serving failed, written by the server's task and read once it has finished.
private final class McpOutcome: Sendable {
    private let recorded = Mutex<String?>(nil)
    var problem: String? {
        get { recorded.withLock { $0 } }
        set { recorded.withLock { $0 = newValue } }
    }
}
