import PatternsDiagnostics
import PatternsYAML

/// Reads a `gherkin-keyboard` or `gherkin-mobile` list: each step is a mapping with one connector key
/// (`when`, `then`, `and`, `or`, `if tab activation is manual`…) and an optional `result`.
///
/// The older two-key form (`when:` with `then:` in one mapping) still reads, as two steps.
struct GherkinStepReader {
    let reader: YAMLFieldReader
    let field: String

    static let resultKey = "result"
    /// Connectors a scenario may open with without a warning.
    static let openingConnectors = ["when", "given"]

    func read(_ node: YAMLNode) -> [GherkinStep] {
        guard let items = node.sequenceItems else {
            reader.diagnose(.gherkinNotList(field, found: node.kindDescription), at: node.range)
            return []
        }
        var read: [GherkinStep] = []
        for item in items {
            let itemSteps = steps(of: item)
            if read.isEmpty, let first = itemSteps.first,
               !Self.openingConnectors.contains(first.connector.lowercased()) {
                reader.diagnose(.gherkinFirstConnector(field, connector: first.connector),
                                at: SourceRange(at: first.location))
            }
            read += itemSteps
        }
        return read
    }

    private func steps(of item: YAMLNode) -> [GherkinStep] {
        guard let entries = item.mappingEntries else {
            reader.diagnose(.gherkinStepNotMapping(field), at: item.range)
            return []
        }
        var connectors: [YAMLMappingEntry] = []
        var resultEntry: YAMLMappingEntry?
        for entry in entries {
            guard let key = entry.keyText?.trimmingWhitespace(), !key.isEmpty else {
                reader.diagnose(.keyNotText(in: field), at: entry.key.range)
                continue
            }
            if key == Self.resultKey {
                resultEntry = entry
            } else if closestMatch(to: key, in: [Self.resultKey]) != nil {
                reader.diagnose(.keyVariant(key, in: "a '\(field)' step", suggestion: Self.resultKey), at: entry.key.range)
            } else {
                connectors.append(entry)
            }
        }
        let result = resultEntry.flatMap { value($0) }
        let keys = connectors.compactMap { $0.keyText?.trimmingWhitespace().lowercased() }
        if keys == ["when", "then"] {
            return connectors.enumerated().compactMap { index, entry in
                step(entry, result: index == 1 ? result : nil)
            }
        }
        guard let connector = connectors.first else {
            reader.diagnose(.gherkinStepWithoutConnector(field), at: item.range)
            return []
        }
        if connectors.count > 1 {
            let second = connectors[1]
            if keys.count == 2, keys.contains("then"),
               let misspelled = connectors.first(where: { $0.keyText?.lowercased() != "then" }),
               let key = misspelled.keyText, closestMatch(to: key, in: ["when"]) != nil {
                // The two-key form with `when` misspelled (`wehn:` + `then:`).
                reader.diagnose(.keyVariant(key, in: "a '\(field)' step", suggestion: "when"), at: misspelled.key.range)
            } else {
                reader.diagnose(.gherkinStepTwoConnectors(field, first: connector.keyText ?? "", second: second.keyText ?? ""),
                                at: second.key.range)
            }
            return []
        }
        return step(connector, result: result).map { [$0] } ?? []
    }

    private func step(_ entry: YAMLMappingEntry, result: String?) -> GherkinStep? {
        guard let connector = entry.keyText?.trimmingWhitespace().collapsedWhitespace,
              let text = value(entry) else { return nil }
        return GherkinStep(connector: connector, text: text, result: result, location: entry.key.location)
    }

    /// The step's text, on one line; a list or mapping is reported as not text.
    private func value(_ entry: YAMLMappingEntry) -> String? {
        let key = entry.keyText ?? ""
        guard entry.value.scalar != nil else {
            reader.diagnose(.gherkinStepNotText(field, key: key, found: entry.value.kindDescription), at: entry.value.range)
            return nil
        }
        return reader.text(entry.value, field: "\(field).\(key)")?.collapsedWhitespace
    }
}
