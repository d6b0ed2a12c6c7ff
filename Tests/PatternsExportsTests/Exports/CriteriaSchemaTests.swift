import Foundation
import PatternsCore
import PatternsDiagnostics
import Testing
@testable import PatternsExports

/// `criteria.json` and `criteria.schema.json` come from one field table: what the export writes
/// for the bundled catalog is what the schema describes, key for key.
@Suite struct CriteriaSchemaTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../..").standardized

    /// The bundled catalog's export and the schema, both parsed.
    static func exportAndSchema() throws -> (export: Any, schema: [String: Any]) {
        let diagnostics = DiagnosticEngine()
        let site = try SiteLoader(root: packageRoot.path).load(
            renderer: nil, templateAnchors: { _ in TemplateAnchors(entry: [], guide: []) }, diagnostics: diagnostics).site
        #expect(site.entries.count > 40)
        let text = CriteriaExport(site: site, covering: site.entries).text(.json, for: site.entries)
        let export = try JSONSerialization.jsonObject(with: Data(text.utf8))
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(CriteriaSchema.text.utf8)) as? [String: Any])
        return (export, schema)
    }

    @Test func theBundledCatalogsExportWritesEveryKeyTheSchemaListsAndNoOther() throws {
        let (export, schema) = try Self.exportAndSchema()
        var check = SchemaKeyCheck(definitions: try #require(schema["$defs"] as? [String: [String: Any]]))
        check.validate(export, against: schema, named: "criteria.json")
        #expect(check.problems.isEmpty, "\(check.problems)")
        // Vice versa: every key the schema lists is written for some object of the catalog.
        for (name, definition) in [("criteria.json", schema)] + check.definitions.map({ ($0.key, $0.value) }) {
            let listed = Set((definition["properties"] as? [String: Any] ?? [:]).keys)
            #expect(listed == check.written[name, default: []], "\(name): listed \(listed.sorted()), written \(check.written[name, default: []].sorted())")
        }
    }

    @Test func theSchemaIsMadeFromTheFieldTables() throws {
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(CriteriaSchema.text.utf8)) as? [String: Any])
        let entry = try #require((schema["$defs"] as? [String: Any])?["entry"] as? [String: Any])
        #expect(entry["required"] as? [String] == CriteriaSchema.Entry.shape.fields.filter(\.isRequired).map(\.name))
        #expect((entry["properties"] as? [String: Any]).map { Set($0.keys) } == Set(CriteriaSchema.Entry.shape.fields.map(\.name)))
        #expect(schema["title"] as? String == CriteriaSchema.title)
    }
}

/// The part of JSON Schema the exports use: an object's `required` keys and its `properties`
/// (all that `additionalProperties: false` allows), recursing through arrays and `$ref`s.
struct SchemaKeyCheck {
    let definitions: [String: [String: Any]]
    private(set) var problems: [String] = []
    /// The keys seen on the objects of each definition (the top level as `criteria.json`).
    private(set) var written: [String: Set<String>] = [:]

    mutating func validate(_ value: Any, against schema: [String: Any], named name: String) {
        if let reference = schema["$ref"] as? String {
            let definition = String(reference.dropFirst("#/$defs/".count))
            guard let resolved = definitions[definition] else { return problems.append("\(name): no definition \(reference)") }
            return validate(value, against: resolved, named: definition)
        }
        if let items = schema["items"] as? [String: Any], let array = value as? [Any] {
            for item in array { validate(item, against: items, named: name) }
        }
        guard let properties = schema["properties"] as? [String: [String: Any]], let object = value as? [String: Any] else { return }
        written[name, default: []].formUnion(object.keys)
        for key in (schema["required"] as? [String] ?? []) where object[key] == nil { problems.append("\(name): missing \(key)") }
        for (key, member) in object {
            guard let property = properties[key] else {
                problems.append("\(name): \(key) is not in the schema")
                continue
            }
            validate(member, against: property, named: name + "." + key)
        }
    }
}
