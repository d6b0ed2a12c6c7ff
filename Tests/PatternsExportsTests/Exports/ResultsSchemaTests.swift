import Foundation
import PatternsCore
import Testing
@testable import PatternsExports

/// `results.schema.json` describes exactly the keys `AuditRunReader` reads.
@Suite struct ResultsSchemaTests {
    @Test func theSchemaListsTheKeysTheReaderReads() throws {
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(ResultsSchema.text.utf8)) as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: [String: Any]])
        #expect(Set(properties.keys) == Set(AuditRun.Key.allCases.map(\.rawValue)))
        let result = try #require(properties["results"]?["items"] as? [String: Any])
        #expect((result["properties"] as? [String: Any]).map { Set($0.keys) } == Set(AuditRun.ResultKey.allCases.map(\.rawValue)))
        #expect(schema["required"] as? [String] == ["format", "version", "results"])
        #expect(result["required"] as? [String] == ["criterion", "outcome"])
    }
}
