import PatternsDiagnostics
import PatternsYAML

/// Reads typed values out of YAML nodes for one file, reporting every shape problem as a diagnostic.
struct YAMLFieldReader {
    let file: String
    /// The rules shape problems are reported under: entry rules for content, config rules for `patterns.yml`.
    let wrongTypeRule: Rule
    let emptyValueRule: Rule
    var diagnostics: [Diagnostic] = []

    init(file: String, wrongTypeRule: Rule = .wrongType, emptyValueRule: Rule = .emptyValue) {
        self.file = file
        self.wrongTypeRule = wrongTypeRule
        self.emptyValueRule = emptyValueRule
    }

    mutating func report(_ rule: Rule, _ message: String, at range: SourceRange, hint: String? = nil) {
        diagnostics.append(Diagnostic(rule, message, file: file, at: range, hint: hint))
    }

    /// A non-empty text value; reports lists, mappings and empty values.
    mutating func text(_ node: YAMLNode, field: String) -> String? {
        guard let scalar = node.scalar else {
            report(wrongTypeRule, "'\(field)' must be text, found \(node.kindDescription)", at: node.range,
                   hint: "write '\(field): some text' on one line, or use '|' for several lines")
            return nil
        }
        let value = scalar.value.trimmingWhitespace()
        guard !scalar.isNull, !value.isEmpty else {
            report(emptyValueRule, "'\(field)' is empty", at: node.range, hint: "write what '\(field)' should say, or remove the key")
            return nil
        }
        return scalar.value
    }

    /// A mapping's entries; reports any other shape.
    mutating func mapping(_ node: YAMLNode, field: String, example: String) -> [YAMLMappingEntry]? {
        if let entries = node.mappingEntries {
            if entries.isEmpty {
                report(emptyValueRule, "'\(field)' has no entries", at: node.range, hint: "add entries such as '\(example)'")
                return nil
            }
            return entries
        }
        if node.isNull {
            report(emptyValueRule, "'\(field)' is empty", at: node.range,
                   hint: "indent entries such as '\(example)' under '\(field):'")
        } else {
            report(wrongTypeRule, "'\(field)' must be a mapping of '\(example)' entries, found \(node.kindDescription)",
                   at: node.range, hint: "write each entry as 'key: value' indented under '\(field):', without '- '")
        }
        return nil
    }

    /// An ordered list of `input: expected result` criteria, as in `keyboard` or `mobile`.
    mutating func criteria(_ node: YAMLNode, field: String, example: String) -> [Criterion] {
        guard let entries = mapping(node, field: field, example: example) else { return [] }
        var result: [Criterion] = []
        for entry in entries {
            guard let input = entry.keyText?.trimmingWhitespace(), !input.isEmpty else {
                report(wrongTypeRule, "every key in '\(field)' must be text", at: entry.key.range)
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
    mutating func words(_ node: YAMLNode, field: String) -> [Word] {
        if let scalar = node.scalar {
            guard !scalar.isNull, !scalar.value.trimmingWhitespace().isEmpty else {
                report(emptyValueRule, "'\(field)' is empty", at: node.range)
                return []
            }
            checkTrimmed(node, field: field)
            return Self.splitWords(scalar, at: node.location)
        }
        guard let items = node.sequenceItems else {
            report(wrongTypeRule, "'\(field)' must be a list or space-separated text, found \(node.kindDescription)",
                   at: node.range, hint: "write '\(field): [a, b]' or '\(field): a b'")
            return []
        }
        if items.isEmpty { report(emptyValueRule, "'\(field)' is empty", at: node.range) }
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
    mutating func checkKeys(_ entries: [YAMLMappingEntry], known: [String], context: String,
                            unknownRule: Rule? = .unknownKey, variantRule: Rule = .keyVariant,
                            nestedHints: [String: String] = [:]) {
        for entry in entries {
            guard let key = entry.keyText, !known.contains(key) else { continue }
            if let parent = nestedHints[key] {
                report(.misplacedKey, "'\(key)' is at the top level, where it is ignored", at: entry.key.range,
                       hint: "did you mean to indent this under '\(parent)'?")
            } else if let suggestion = closestMatch(to: key, in: known) {
                report(variantRule, "unknown key '\(key)' in \(context)", at: entry.key.range,
                       hint: "did you mean '\(suggestion)'?")
            } else if let unknownRule {
                report(unknownRule, "unknown key '\(key)' in \(context)", at: entry.key.range,
                       hint: "known keys here: \(known.joined(separator: ", "))")
            }
        }
    }

    /// Warns when a quoted id carries spaces that make it match nothing.
    mutating func checkTrimmed(_ node: YAMLNode, field: String) {
        guard let scalar = node.scalar, scalar.style == .singleQuoted || scalar.style == .doubleQuoted,
              scalar.value != scalar.value.trimmingWhitespace(), !scalar.value.trimmingWhitespace().isEmpty else { return }
        report(.untrimmedValue, "'\(scalar.value)' in '\(field)' has leading or trailing spaces", at: node.range,
               hint: "write '\(scalar.value.trimmingWhitespace())' without the spaces")
    }
}
