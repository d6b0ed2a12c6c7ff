internal import CYAML
import PatternsDiagnostics

/// Parses YAML text into a `YAMLNode` tree with positions, on libyaml's event API.
///
/// This is the only file that touches libyaml. The parser reports every problem it can
/// as a `Diagnostic` (syntax errors, duplicate keys, tab indentation, limits) instead of throwing.
public struct YAMLParser: Sendable {
    /// Budgets that keep hostile input (alias bombs, deep nesting) from exhausting memory or time.
    public struct Limits: Sendable {
        public var maxNodes: Int
        public var maxDepth: Int

        public init(maxNodes: Int = 200_000, maxDepth: Int = 64) {
            self.maxNodes = maxNodes
            self.maxDepth = maxDepth
        }
    }

    public var limits: Limits

    public init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// The outcome of a parse: the first document's root (nil when empty or unusable) and the problems found.
    public struct Result: Sendable {
        public var root: YAMLNode?
        public var diagnostics: [Diagnostic]
        /// False when parsing stopped at a syntax error or a limit: `root` is then nil and unusable.
        public var isComplete: Bool
    }

    /// Parses `text`, reporting positions as lines of `file` starting at `firstLine`.
    ///
    /// `firstLineColumnOffset` is added to columns on the text's first line, for YAML that starts
    /// part-way into a line (`<!--docs: title: …`).
    public func parse(_ text: String, file: String, firstLine: Int = 1, firstLineColumnOffset: Int = 0) -> Result {
        let positions = PositionMapper(firstLine: firstLine, firstLineColumnOffset: firstLineColumnOffset)
        var builder = YAMLTreeBuilder(file: file, limits: limits)
        var bytes = Array(text.utf8)
        var isComplete = false
        let root = bytes.withUnsafeMutableBufferPointer { buffer in
            runEvents(buffer, builder: &builder, text: text, file: file, positions: positions, isComplete: &isComplete)
        }
        bytes.removeAll()
        var diagnostics = builder.diagnostics
        // libyaml rejects tabs used as indentation with an obscure message; when a syntax error sits on
        // such a line, name the tab instead. Tabs libyaml accepts (inside values) are fine.
        if let index = diagnostics.firstIndex(where: { $0.rule == .yamlSyntax }),
           let line = diagnostics[index].location?.line,
           let tab = indentationTab(in: text, firstLine: firstLine, line: line) {
            diagnostics[index] = Diagnostic(.tabIndentation, file: file, at: SourceRange(at: tab))
        }
        return Result(root: root, diagnostics: diagnostics, isComplete: isComplete)
    }

    private func runEvents(
        _ buffer: UnsafeMutableBufferPointer<UInt8>, builder: inout YAMLTreeBuilder,
        text: String, file: String, positions: PositionMapper, isComplete: inout Bool
    ) -> YAMLNode? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)

        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else {
                builder.diagnostics.append(syntaxError(parser, text: text, file: file, positions: positions))
                return nil
            }
            defer { yaml_event_delete(&event) }
            let range = SourceRange(start: positions.location(event.start_mark), end: positions.location(event.end_mark))
            switch event.type {
            case YAML_STREAM_END_EVENT, YAML_DOCUMENT_END_EVENT:
                isComplete = !builder.stopped
                return builder.root
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                let value = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                builder.scalar(
                    YAMLScalar(value, style: style(scalar.style)), range: range,
                    anchor: string(scalar.anchor), tag: string(scalar.tag))
            case YAML_SEQUENCE_START_EVENT:
                builder.startSequence(range: range, anchor: string(event.data.sequence_start.anchor),
                                      tag: string(event.data.sequence_start.tag))
            case YAML_SEQUENCE_END_EVENT:
                builder.endCollection(end: range.end)
            case YAML_MAPPING_START_EVENT:
                builder.startMapping(range: range, anchor: string(event.data.mapping_start.anchor),
                                     tag: string(event.data.mapping_start.tag))
            case YAML_MAPPING_END_EVENT:
                builder.endCollection(end: range.end)
            case YAML_ALIAS_EVENT:
                builder.alias(string(event.data.alias.anchor) ?? "", range: range)
            default:
                break
            }
            if builder.stopped { return nil }
        }
    }

    private func syntaxError(_ parser: yaml_parser_t, text: String, file: String, positions: PositionMapper) -> Diagnostic {
        let firstLine = positions.firstLine
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
        var message = problem
        if let context = parser.context.map({ String(cString: $0) }) {
            message += " (\(context) at line \(Int(parser.context_mark.line) + firstLine))"
        }
        let lines = LineIndex(text, firstLine: firstLine)
        var location: SourceLocation
        if parser.error == YAML_READER_ERROR {
            location = lines.location(ofByte: Int(parser.problem_offset))
        } else {
            location = positions.location(parser.problem_mark)
        }
        // libyaml reports "unexpected end" problems past the last line, which is the closing '---'
        // of the front matter; the construct that was left open is the useful place.
        let lastLine = firstLine + lines.lineCount - 1
        if location.line > lastLine || (location.line == lastLine && lines.text(ofLine: lastLine)?.isEmpty == true) {
            location = parser.context != nil ? positions.location(parser.context_mark)
                : SourceLocation(line: lastLine, column: 1)
        }
        return Diagnostic(.invalidYAML(message), file: file, at: SourceRange(at: location))
    }

    /// Runs libyaml's event parser over `text` and only counts events: the floor the benchmark
    /// compares the real pipeline with (no tree, no positions, no checks). Nil on a syntax error.
    public static func countEvents(_ text: String) -> Int? {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer -> Int? in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else { return nil }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var event = yaml_event_t()
            var count = 0
            while yaml_parser_parse(&parser, &event) == 1 {
                let done = event.type == YAML_STREAM_END_EVENT
                yaml_event_delete(&event)
                count += 1
                if done { return count }
            }
            return nil
        }
    }

    /// Turns libyaml's 0-based marks into file positions.
    private struct PositionMapper {
        let firstLine: Int
        let firstLineColumnOffset: Int

        func location(_ mark: yaml_mark_t) -> SourceLocation {
            SourceLocation(line: Int(mark.line) + firstLine,
                           column: Int(mark.column) + 1 + (mark.line == 0 ? firstLineColumnOffset : 0))
        }
    }

    private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
    }

    private func style(_ style: yaml_scalar_style_t) -> YAMLScalar.Style {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: return .literal
        case YAML_FOLDED_SCALAR_STYLE: return .folded
        default: return .plain
        }
    }

    /// The first tab in the leading whitespace of a file line, if any.
    private func indentationTab(in text: String, firstLine: Int, line: Int) -> SourceLocation? {
        guard let content = LineIndex(text, firstLine: firstLine).text(ofLine: line) else { return nil }
        var column = 1
        for scalar in content.unicodeScalars {
            if scalar == "\t" { return SourceLocation(line: line, column: column) }
            guard scalar == " " || scalar == "-" else { break }
            column += 1
        }
        return nil
    }
}
