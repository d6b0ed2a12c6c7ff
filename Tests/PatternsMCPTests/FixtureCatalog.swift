import Foundation
import MCP
import PatternsCore
import PatternsDiagnostics
import PatternsExports
@testable import PatternsMCP
import PatternsRendering
import Testing

/// The `mcp-site` fixture (two collections sharing the slug `button`, WCAG citations, tips for three
/// platforms), read as `patterns mcp` reads it: each tip as Markdown.
enum FixtureCatalog {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("PatternsEndToEndTests/Fixtures/mcp-site").path

    static let catalog = load(root)

    static func load(_ root: String) -> Catalog {
        let engine = DiagnosticEngine()
        let templates = TemplateLibrary.load(siteRoot: root, diagnostics: DiagnosticEngine())
        let result = try! SiteLoader(root: root).load(renderer: { _ in nil }, parts: [.searchTerms],
                                                       templateAnchors: { templates.anchors(config: $0) }, diagnostics: engine)
        return Catalog(site: result.site, directory: SiteDirectory(root: root))
    }

    /// Calls a tool of the fixture, returning its text parts and whether it was refused (an `isError`
    /// result); a call refused as invalid params comes back as that error's message, with `isError`.
    static func call(_ tool: String, _ arguments: [String: Value] = [:]) -> (texts: [String], isError: Bool) {
        let result: CallTool.Result
        do {
            result = try catalog.call(tool, arguments: arguments)
        } catch {
            Issue.record("\(tool) \(arguments) was not answered: \(error)")
            return ([], true)
        }
        let texts = result.content.compactMap { content -> String? in
            if case .text(let text, _, _) = content { return text }
            return nil
        }
        return (texts, result.isError ?? false)
    }

    /// The -32602 Invalid params message a call is refused with, or nil when it is answered.
    static func invalidParams(_ tool: String, _ arguments: [String: Value] = [:]) -> String? {
        do {
            _ = try catalog.call(tool, arguments: arguments)
            return nil
        } catch MCPError.invalidParams(let message) {
            return message
        } catch {
            Issue.record("\(tool) \(arguments): \(error)")
            return nil
        }
    }
}
