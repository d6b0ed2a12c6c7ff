import PatternsDiagnostics
import PatternsYAML

/// Reads typed values out of YAML nodes for one file, reporting every shape problem as a diagnostic.
struct YAMLFieldReader {
    let diagnostics: FileDiagnosticSink
    /// The rules shape problems are reported under: entry rules for content, config rules for `patterns.yml`.
    let wrongTypeRule: Rule
    let emptyValueRule: Rule

    init(diagnostics: FileDiagnosticSink, wrongTypeRule: Rule = .wrongType, emptyValueRule: Rule = .emptyValue) {
        self.diagnostics = diagnostics
        self.wrongTypeRule = wrongTypeRule
        self.emptyValueRule = emptyValueRule
    }

    /// Reports a problem, under the config's rules when this reader reads `patterns.yml`.
    func diagnose(_ message: DiagnosticMessage, at range: SourceRange) {
        var message = message
        if message.rule == .wrongType { message.rule = wrongTypeRule }
        if message.rule == .emptyValue { message.rule = emptyValueRule }
        diagnostics.diagnose(message, at: range)
    }

    /// A non-empty text value; reports lists, mappings and empty values.
    func text(_ node: YAMLNode, field: String) -> String? {
        guard let scalar = node.scalar else {
            diagnose(.notText(field, found: node.kindDescription), at: node.range)
            return nil
        }
        let value = scalar.value.trimmingWhitespace()
        guard !scalar.isNull, !value.isEmpty else {
            diagnose(.emptyText(field), at: node.range)
            return nil
        }
        return scalar.value
    }

    /// A whole number; reports anything else (text, a fraction, a list).
    func integer(_ node: YAMLNode, field: String) -> Int? {
        guard let scalar = node.scalar, !scalar.isNull, scalar.style == .plain,
              let value = Int(scalar.value.trimmingWhitespace()) else {
            diagnose(.notInteger(field, found: node.scalar.map { "'\($0.value)'" } ?? node.kindDescription), at: node.range)
            return nil
        }
        return value
    }

    /// A mapping's entries; reports any other shape.
    func mapping(_ node: YAMLNode, field: String, example: String) -> [YAMLMappingEntry]? {
        if let entries = node.mappingEntries {
            if entries.isEmpty {
                diagnose(.mappingWithoutEntries(field, example: example), at: node.range)
                return nil
            }
            return entries
        }
        if node.isNull {
            diagnose(.emptyMapping(field, example: example), at: node.range)
        } else {
            diagnose(.notMapping(field, example: example, found: node.kindDescription), at: node.range)
        }
        return nil
    }

    /// An ordered list of `input: expected result` criteria, as in `keyboard` or `mobile`.
    func criteria(_ node: YAMLNode, field: String, example: String) -> [Criterion] {
        guard let entries = mapping(node, field: field, example: example) else { return [] }
        var result: [Criterion] = []
        result.reserveCapacity(entries.count)  // kept for the whole build: no growth slack
        for entry in entries {
            guard let input = entry.keyText?.trimmingWhitespace(), !input.isEmpty else {
                diagnose(.keyNotText(in: field), at: entry.key.range)
                continue
            }
            guard let expectation = text(entry.value, field: "\(field).\(input)") else { continue }
            result.append(Criterion(input: input, expectation: expectation.collapsedWhitespace,
                                    location: entry.key.location))
        }
        return result
    }

    /// One word of a `words` value, with where it stands so a problem with it is reported there.
    struct Word {
        var text: String
        var location: SourceLocation
    }

    /// A list of words given either as a YAML list or as one space-separated string (`categories: controls forms`).
    func words(_ node: YAMLNode, field: String) -> [Word] {
        if let scalar = node.scalar {
            guard !scalar.isNull, !scalar.value.trimmingWhitespace().isEmpty else {
                diagnose(.emptyList(field), at: node.range)
                return []
            }
            checkTrimmed(node, field: field)
            return Self.splitWords(scalar, at: node.location)
        }
        guard let items = node.sequenceItems else {
            diagnose(.notWords(field, found: node.kindDescription), at: node.range)
            return []
        }
        if items.isEmpty { diagnose(.emptyList(field), at: node.range) }
        return items.compactMap { item in
            checkTrimmed(item, field: field)
            return text(item, field: field).map { Word(text: $0.trimmingWhitespace(), location: item.location) }
        }
    }

    /// Splits `controls, forms` into words; on a one-line scalar each word gets its own column.
    private static func splitWords(_ scalar: YAMLScalar, at start: SourceLocation) -> [Word] {
        let quoted = scalar.style == .singleQuoted || scalar.style == .doubleQuoted
        let exactColumns = scalar.style == .plain || quoted
        var words: [Word] = []
        var current = ""
        var wordStart = 0
        for (offset, character) in scalar.value.enumerated() {
            if character == " " || character == "," || character == "\n" || character == "\t" {
                if !current.isEmpty { words.append(Word(text: current, location: location(wordStart))) }
                current = ""
            } else {
                if current.isEmpty { wordStart = offset }
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(Word(text: current, location: location(wordStart))) }
        return words

        func location(_ offset: Int) -> SourceLocation {
            guard exactColumns, !scalar.value.contains("\n") else { return start }
            return SourceLocation(line: start.line, column: start.column + offset + (quoted ? 1 : 0))
        }
    }

    /// Reports keys outside `known`: near-misses of a known key as `keyVariant`, keys that belong
    /// one level down (`nestedHints`: key → parent) as `misplacedKey`, any other as `unknownRule`.
    func checkKeys(_ entries: [YAMLMappingEntry], known: [String], context: String,
                            unknownRule: Rule? = .unknownKey, variantRule: Rule = .keyVariant,
                            nestedHints: [String: String] = [:]) {
        for entry in entries {
            guard let key = entry.keyText, !known.contains(key) else { continue }
            if let parent = nestedHints[key] {
                diagnose(.misplacedKey(key, parent: parent), at: entry.key.range)
            } else if let suggestion = closestMatch(to: key, in: known) {
                diagnose(.keyVariant(key, in: context, suggestion: suggestion, rule: variantRule), at: entry.key.range)
            } else if let unknownRule {
                diagnose(.unknownKey(key, in: context, known: known, rule: unknownRule), at: entry.key.range)
            }
        }
    }

    /// Warns when a quoted id carries spaces that make it match nothing.
    func checkTrimmed(_ node: YAMLNode, field: String) {
        guard let scalar = node.scalar, scalar.style == .singleQuoted || scalar.style == .doubleQuoted,
              scalar.value != scalar.value.trimmingWhitespace(), !scalar.value.trimmingWhitespace().isEmpty else { return }
        diagnose(.untrimmedValue(scalar.value, field: field), at: node.range)
    }
}
