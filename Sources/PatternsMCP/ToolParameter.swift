import MCP
import PatternsCore

/// One argument of a tool: what its JSON Schema declares, and what a call is checked against
/// before the tool runs, so every tool reports a missing, mistyped or unknown argument the same way.
struct ToolParameter: Sendable {
    enum Kind: Sendable {
        case string
        case strings
        case integer(ClosedRange<Int>)
    }

    let name: String
    let kind: Kind
    let summary: String
    /// The values it takes; empty: any.
    var choices: [String] = []
    var required = false
    /// What a value names, for "no <noun> 'x' in this site" (`platform` for `tips`).
    var noun: String?
    /// False when the choices are the tool's own (formats), not names from the site.
    var namesOfTheSite = true

    /// The property's JSON Schema.
    var schema: Value {
        var schema: [String: Value] = ["description": .string(summary)]
        switch kind {
        case .string:
            schema["type"] = "string"
            if !choices.isEmpty { schema["enum"] = .array(choices.map(Value.string)) }
        case .strings:
            var items: [String: Value] = ["type": "string"]
            if !choices.isEmpty { items["enum"] = .array(choices.map(Value.string)) }
            schema["type"] = "array"
            schema["items"] = .object(items)
            schema["minItems"] = 1
        case .integer(let range):
            schema["type"] = "integer"
            schema["minimum"] = .int(range.lowerBound)
            schema["maximum"] = .int(range.upperBound)
        }
        return .object(schema)
    }

    /// The input schema of a tool taking `parameters`: an object with no other properties.
    static func inputSchema(_ parameters: [ToolParameter]) -> Value {
        var properties: [String: Value] = [:]
        for parameter in parameters { properties[parameter.name] = parameter.schema }
        return .object([
            "type": "object",
            "properties": .object(properties),
            "required": .array(parameters.filter(\.required).map { .string($0.name) }),
            "additionalProperties": false,
        ])
    }

    /// `value` checked against the schema; an empty string counts as not given. A value the schema
    /// refuses is `.invalidArguments`; a name the site does not have, `.unanswerable`.
    func check(_ value: Value) throws -> Value? {
        switch kind {
        case .string:
            guard let text = value.stringValue else { throw ToolError.invalidArguments("'\(name)' must be a string") }
            if text.isEmpty { return nil }
            try checkChoice(text)
        case .strings:
            guard let items = value.arrayValue, !items.isEmpty, items.allSatisfy({ $0.stringValue != nil }) else {
                throw ToolError.invalidArguments("'\(name)' must be a non-empty array of strings")
            }
            try items.forEach { try checkChoice($0.stringValue!) }
        case .integer(let range):
            let number = value.intValue ?? value.doubleValue.flatMap { $0 == $0.rounded() ? Int(exactly: $0) : nil }
            guard let number, range.contains(number) else {
                throw ToolError.invalidArguments("'\(name)' must be a whole number from \(range.lowerBound) to \(range.upperBound)")
            }
            return .int(number)
        }
        return value
    }

    private func checkChoice(_ text: String) throws {
        guard !choices.isEmpty, !choices.contains(text) else { return }
        throw ToolError.unknown(noun ?? name, text, closest: closestMatches(to: text, in: choices), known: choices,
                                where: namesOfTheSite ? " in this site" : "", as: namesOfTheSite ? .unanswerable : .invalidArguments)
    }
}

/// A call's arguments after checking them against the tool's parameters.
struct ToolArguments: Sendable {
    private let values: [String: Value]

    /// Arguments known to be what `parameters` declare: no unknown name, every required one
    /// given, each of its type and among its choices.
    init(_ given: [String: Value]?, for parameters: [ToolParameter]) throws {
        var values: [String: Value] = [:]
        let names = parameters.map(\.name)
        for (name, value) in given ?? [:] {
            guard let parameter = parameters.first(where: { $0.name == name }) else {
                let near = closestMatches(to: name, in: names)
                throw ToolError.invalidArguments("unknown argument '\(name)'" + (near.isEmpty ? "" : "; did you mean '\(near[0])'?")
                                + " This tool takes: \(names.joined(separator: ", ")).")
            }
            if case .null = value { continue }
            values[name] = try parameter.check(value)
        }
        if let missing = parameters.first(where: { $0.required && values[$0.name] == nil }) {
            throw ToolError.invalidArguments("'\(missing.name)' is required: \(missing.summary)")
        }
        self.values = values
    }

    func string(_ name: String) -> String? { values[name]?.stringValue }
    func strings(_ name: String) -> [String] { values[name]?.arrayValue?.compactMap(\.stringValue) ?? [] }
    func integer(_ name: String) -> Int? { values[name]?.intValue }
}
