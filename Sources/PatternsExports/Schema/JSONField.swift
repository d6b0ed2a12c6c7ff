import PatternsDiagnostics

/// One key of a JSON object the tool writes: its name, the JSON Schema of its value, what it means,
/// and whether every object has it.
///
/// The writer names keys by these fields (`JSONWriter.key(_:)`) and the schema lists them
/// (`JSONObjectShape.schema`), so a key cannot be written that the schema does not describe, nor
/// described without the writer knowing it by that name.
struct JSONField: Sendable {
    let name: String
    /// The value's schema before its description: `[("type", "string")]`, `[("$ref", …)]`.
    let shape: [(key: String, value: JSONValue)]
    let description: String?
    /// Listed in the schema's `required`: the writer writes it on every object.
    let isRequired: Bool

    init(_ name: String, _ shape: [(key: String, value: JSONValue)], _ description: String? = nil, required: Bool) {
        self.name = name
        self.shape = shape
        self.description = description
        self.isRequired = required
    }

    /// The property's schema: its shape, then its description.
    var schema: JSONValue {
        .object(shape + (description.map { [("description", .string($0))] } ?? []))
    }
}

extension JSONField {
    static let string: [(key: String, value: JSONValue)] = [("type", .string("string"))]
    static let strings: [(key: String, value: JSONValue)] = [("type", .string("array")), ("items", .object(string))]

    /// A string matching a regular expression.
    static func string(matching pattern: String) -> [(key: String, value: JSONValue)] {
        [("type", .string("string")), ("pattern", .string(pattern))]
    }

    /// An array of the objects `definition` (a name in the schema's `$defs`) describes.
    static func array(of definition: String) -> [(key: String, value: JSONValue)] {
        [("type", .string("array")), ("items", .object([("$ref", .string("#/$defs/\(definition)"))]))]
    }
}

/// The fields of one kind of JSON object, in the order the schema lists them.
struct JSONObjectShape: Sendable {
    let fields: [JSONField]
    /// Whether the schema rejects keys it does not list (`additionalProperties: false`).
    let isClosed: Bool

    /// The object's schema: its type, required keys, whether others are allowed, and each field.
    var schema: [(key: String, value: JSONValue)] {
        var members: [(key: String, value: JSONValue)] = [
            ("type", .string("object")),
            ("required", .array(fields.filter(\.isRequired).map { .string($0.name) })),
        ]
        if isClosed { members.append(("additionalProperties", .bool(false))) }
        members.append(("properties", .object(fields.map { ($0.name, $0.schema) })))
        return members
    }
}

extension JSONWriter {
    /// Writes a field's key; its value comes next.
    mutating func key(_ field: JSONField) {
        key(field.name)
    }
}
