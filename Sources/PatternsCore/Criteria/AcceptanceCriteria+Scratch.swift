/// Acceptance criteria as bytes, for a whole-site build that makes each entry's criteria once and
/// reads them back for every page showing them (`CriteriaBook(keeping:in:)`).
extension AcceptanceCriteria {
    var scratchBytes: [UInt8] {
        var writer = ScratchWriter()
        writer.write(componentName)
        writer.write(condensed) { Self.write($1, into: &$0) }
        writer.write(gherkin) { Self.write($1, into: &$0) }
        writer.write(condensedText)
        writer.write(gherkinText)
        return writer.bytes
    }

    /// Nil for bytes `scratchBytes` did not make.
    init?(scratch bytes: [UInt8]) {
        var reader = ScratchReader(bytes: bytes)
        guard let componentName = reader.string(), let condensed = reader.list(Self.section), let gherkin = reader.list(Self.section),
              let condensedText = reader.string(), let gherkinText = reader.string(), reader.isAtEnd else { return nil }
        self.componentName = componentName
        self.condensed = condensed
        self.gherkin = gherkin
        self.condensedText = condensedText
        self.gherkinText = gherkinText
    }

    private static func write(_ section: Section, into writer: inout ScratchWriter) {
        writer.write(section.title)
        writer.write(section.id)
        writer.write(section.lines) { $0.write($1) }
        writer.write(section.steps) { writer, step in
            writer.write(step.connector)
            writer.write(step.text)
            writer.write(step.platforms) { write($1, into: &$0) }
            writer.writeOptional(step.key) { $0.write($1) }
        }
        writer.write(section.platforms) { $0.write($1) { write($1, into: &$0) } }
        writer.write(section.keys) { $0.writeOptional($1) { $0.write($1) } }
    }

    private static func write(_ platform: Platform, into writer: inout ScratchWriter) {
        writer.write(platform.id)
        writer.writeOptional(platform.title) { $0.write($1) }
    }

    private static func section(_ reader: inout ScratchReader) -> Section? {
        guard let title = reader.string(), let id = reader.string(), let lines = reader.list({ $0.string() }),
              let steps = reader.list(step), let platforms = reader.list({ $0.list(platform) }),
              let keys = reader.list({ $0.optional { $0.string() } }) else { return nil }
        return Section(title: title, id: id, lines: lines, steps: steps, platforms: platforms, keys: keys)
    }

    private static func step(_ reader: inout ScratchReader) -> Step? {
        guard let connector = reader.string(), let text = reader.string(), let platforms = reader.list(platform),
              let key = reader.optional({ $0.string() }) else { return nil }
        return Step(connector, text, platforms: platforms, key: key)
    }

    private static func platform(_ reader: inout ScratchReader) -> Platform? {
        guard let id = reader.string(), let title = reader.optional({ $0.string() }) else { return nil }
        return Platform(id, title: title)
    }
}
