import Foundation
import MCP
@testable import PatternsMCP
import PatternsExports
import Testing

/// Each tool's JSON Schema declares what its calls are checked against.
@Suite struct ToolSchemaTests {
    static let tools = FixtureCatalog.catalog.toolDefinitions

    private func schema(_ tool: String) throws -> [String: Value] {
        try #require(Self.tools.first { $0.name == tool }?.inputSchema.objectValue)
    }

    private func property(_ tool: String, _ name: String) throws -> [String: Value] {
        try #require(try schema(tool)["properties"]?.objectValue?[name]?.objectValue)
    }

    @Test("each tool is an object of known properties with its required ones", arguments: [
        ("search_patterns", ["query"]), ("get_pattern", ["slug"]), ("build_checklist", ["slugs"]), ("wcag_coverage", []),
    ])
    func objectsWithRequiredProperties(tool: String, required: [String]) throws {
        let schema = try schema(tool)
        #expect(schema["type"] == "object")
        #expect(schema["additionalProperties"] == false)
        #expect(schema["required"] == .array(required.map(Value.string)))
        #expect(Self.tools.first { $0.name == tool }?.description?.isEmpty == false)
    }

    @Test func choicesComeFromTheSiteAndTheExportFormats() throws {
        #expect(try property("get_pattern", "format")["enum"] == .array(CriteriaFormat.allCases.map { .string($0.rawValue) }))
        #expect(try property("get_pattern", "tips")["enum"] == ["ios", "android", "web"])
        #expect(try property("search_patterns", "collection")["enum"] == ["native", "web"])
        #expect(try property("search_patterns", "category")["enum"] == ["controls", "containment"])
        #expect(try property("search_patterns", "limit") == ["type": "integer", "minimum": 1, "maximum": 50,
                                                              "description": "How many matches to list (default 10)."])
        #expect(try property("build_checklist", "slugs")["items"] == ["type": "string"])
    }

    /// MCP's own example: an unknown tool is -32602 Invalid params.
    @Test func anUnknownToolIsInvalidParamsWithTheClosest() {
        #expect(FixtureCatalog.invalidParams("get_patterns") == "no tool 'get_patterns'; closest: get_pattern")
    }
}
