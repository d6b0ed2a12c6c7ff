import PatternsDiagnostics
import PatternsMarkdown
import PatternsYAML

/// Reads one pattern entry file into a `PatternEntry`, collecting every problem in it.
struct PatternEntryReader {
    let config: SiteConfig
    let rendersHTML: Bool

    /// Every key the front matter may have, from the one description of the entry format.
    static let knownKeys = FrontMatterField.patternEntry.map(\.name)
    static let requiredFields = FrontMatterField.patternEntry.filter(\.isRequired)

    /// Returns nil only when the file has no usable front matter; diagnostics say why.
    func read(_ file: SourceFile, diagnostics: inout [Diagnostic]) -> PatternEntry? {
        let split = FrontMatter.split(file.text, file: file.path, diagnostics: &diagnostics)
        guard let yaml = split.yaml else {
            if split.form == nil, !diagnostics.contains(where: { $0.rule == .frontMatterUnterminated }) {
                diagnostics.append(Diagnostic(
                    .frontMatterMissing, "pattern entry has no front matter", file: file.path,
                    at: SourceRange(at: SourceLocation(line: 1, column: 1)),
                    hint: "start the file with '---', the entry's title, categories, keyboard, mobile and screenreader, then '---'"))
            }
            return nil
        }
        let parsed = YAMLParser().parse(yaml, file: file.path, firstLine: split.yamlFirstLine,
                                         firstLineColumnOffset: split.yamlFirstLineColumnOffset)
        diagnostics += parsed.diagnostics
        guard parsed.isComplete else { return nil }
        let frontMatterStart = SourceRange(at: SourceLocation(line: 1, column: 1))

        var reader = YAMLFieldReader(file: file.path)
        if parsed.root == nil || parsed.root?.isNull == true {
            diagnostics.append(Diagnostic(
                .frontMatterEmpty, "front matter is empty", file: file.path, at: frontMatterStart,
                hint: "write 'title:', 'categories:', 'keyboard:', 'mobile:' and 'screenreader:' between the '---' lines"))
            return nil
        }
        guard let root = parsed.root, let entries = root.mappingEntries else {
            let found = parsed.root.map { $0.kindDescription } ?? "nothing"
            reader.report(.wrongType, "front matter must be a mapping of keys such as 'title:', found \(found)",
                          at: parsed.root?.range ?? frontMatterStart,
                          hint: "write 'title: …', 'categories: …', 'keyboard:', 'mobile:' and 'screenreader:' entries")
            diagnostics += reader.diagnostics
            return nil
        }
        reader.checkKeys(entries, known: Self.knownKeys, context: "front matter",
                         nestedHints: Dictionary(uniqueKeysWithValues: ScreenReaderOutput.standardKeys.map { ($0, "screenreader") }))
        diagnostics += Placeholder.inFrontMatter(root, text: file.text, file: file.path)
        for field in Self.requiredFields where root[field] == nil {
            reader.report(.missingField, "missing required field '\(field.name)'", at: frontMatterStart,
                          hint: field.missingHint ?? "add '\(field.name): …'")
        }

        let title = root[.title].flatMap { reader.text($0, field: FrontMatterField.title.name) }?.collapsedWhitespace
        let description = root[.description].flatMap { reader.text($0, field: FrontMatterField.description.name) }?.collapsedWhitespace
        let categoryWords = root[.categories].map { reader.words($0, field: FrontMatterField.categories.name) } ?? []
        if !config.categories.isEmpty {
            for category in categoryWords where config.category(category.text) == nil {
                var hint = "add it to 'categories' in patterns.yml, or use one of: \(config.categories.map(\.id).joined(separator: ", "))"
                if let close = closestMatch(to: category.text, in: config.categories.map(\.id)) { hint = "did you mean '\(close)'?" }
                reader.report(.unknownCategory, "category '\(category.text)' is not listed in patterns.yml",
                              at: SourceRange(at: category.location), hint: hint)
            }
        }
        let categories = categoryWords.map(\.text)
        var platforms: [Platform] = []
        if let node = root[.platforms] {
            for word in reader.words(node, field: FrontMatterField.platforms.name) {
                let platform = Platform(word.text)
                if !config.platforms.contains(platform) {
                    reader.report(.unknownPlatform, "platform '\(word.text)' is not listed in patterns.yml",
                                  at: SourceRange(at: word.location),
                                  hint: "use one of: \(config.platforms.map(\.id).joined(separator: ", "))")
                }
                platforms.append(platform)
            }
        }
        let keyboard = readCriteria(.keyboard, in: root, reader: &reader)
        let mobile = readCriteria(.mobile, in: root, reader: &reader)
        let settings = readCriteria(.settings, in: root, reader: &reader)
        let screenReader = root.mappingEntries?.first(where: { $0.keyText == FrontMatterField.screenReader.name })
            .map { readScreenReader($0, reader: &reader) } ?? ScreenReaderOutput()
        let gherkinKeyboard = root[.gherkinKeyboard].map { readGherkin($0, field: FrontMatterField.gherkinKeyboard.name, reader: &reader) } ?? []
        let gherkinMobile = root[.gherkinMobile].map { readGherkin($0, field: FrontMatterField.gherkinMobile.name, reader: &reader) } ?? []
        diagnostics += reader.diagnostics

        let pagePath = SitePaths.pagePath(forSource: file.path) ?? "patterns/\(file.stem)/index.html"
        let document = MarkdownDocument(parsing: split.body, options: config.markdown, firstLine: split.bodyFirstLine)
        let output = MarkdownBodyReader(file: file.path, pagePath: pagePath, rendersHTML: rendersHTML,
                                        allowsRawHTML: config.markdown.allowsRawHTML)
            .read(document, takesLeadingTitle: false, diagnostics: &diagnostics)
        if output.body.isEmpty {
            diagnostics.append(Diagnostic(
                .emptyBody, "entry has no developer notes", file: file.path,
                at: SourceRange(at: SourceLocation(line: split.bodyFirstLine, column: 1)),
                hint: "add '## Developer notes' with Name, Role, Groupings, State and Focus sections holding iOS and Android tips"))
        }
        diagnostics += Self.platformGaps(in: output.tipSections, file: file.path)
        if let problem = Self.slugProblem(file.stem) {
            diagnostics.append(Diagnostic(.invalidSlug, "file name '\(file.stem)' \(problem)", file: file.path, at: nil,
                                          hint: "rename the file to lowercase words joined by hyphens, such as 'date-picker.md'"))
        }
        if platforms.isEmpty {
            platforms = config.platforms.filter { platform in output.tipSections.contains { $0.platforms.contains(platform) } }
        }
        return PatternEntry(
            slug: file.stem, sourcePath: file.path, title: title ?? file.stem,
            titleLocation: root[.title]?.location, description: description,
            categories: categories, platforms: platforms, keyboard: keyboard, mobile: mobile,
            screenReader: screenReader, settings: settings, gherkinKeyboard: gherkinKeyboard,
            gherkinMobile: gherkinMobile, body: output.body, tipSections: output.tipSections)
    }

    private func readCriteria(_ field: FrontMatterField, in root: YAMLNode, reader: inout YAMLFieldReader) -> [Criterion] {
        root[field].map { reader.criteria($0, field: field.name, example: field.example ?? "\(field.name): …") } ?? []
    }

    private func readScreenReader(_ entry: YAMLMappingEntry, reader: inout YAMLFieldReader) -> ScreenReaderOutput {
        let example = "name: Purpose is clear and matches the visible label"
        guard let entries = reader.mapping(entry.value, field: FrontMatterField.screenReader.name, example: example) else {
            return ScreenReaderOutput()
        }
        // Extra keys are welcome (kept in order); only near-misses of the standard ones are flagged.
        let nearMisses = entries.filter { entry in
            guard let key = entry.keyText, !ScreenReaderOutput.standardKeys.contains(key) else { return false }
            return closestMatch(to: key, in: ScreenReaderOutput.standardKeys) != nil
        }
        reader.checkKeys(nearMisses, known: ScreenReaderOutput.standardKeys, context: "'screenreader'", unknownRule: nil)
        var output = ScreenReaderOutput()
        for key in ScreenReaderOutput.standardKeys where !entries.contains(where: { $0.keyText == key }) {
            reader.report(.missingField, "'screenreader' is missing '\(key)'", at: entry.key.range,
                          hint: "add '\(key): …' indented under 'screenreader:' saying what the screen reader announces as the \(key)")
        }
        for item in entries {
            guard let key = item.keyText,
                  let value = reader.text(item.value, field: "screenreader.\(key)") else { continue }
            let criterion = Criterion(input: key, expectation: value.collapsedWhitespace, location: item.key.location)
            switch key {
            case "name": output.name = criterion
            case "role": output.role = criterion
            case "group": output.group = criterion
            case "state": output.state = criterion
            default: output.extra.append(criterion)
            }
        }
        return output
    }

    private func readGherkin(_ node: YAMLNode, field: String, reader: inout YAMLFieldReader) -> [GherkinStep] {
        guard let items = node.sequenceItems else {
            reader.report(.wrongType, "'\(field)' must be a list of steps, found \(node.kindDescription)", at: node.range,
                          hint: "write each step as '- when: …' followed by '  then: …'")
            return []
        }
        return items.compactMap { item in
            guard let entries = item.mappingEntries else {
                reader.report(.wrongType, "each '\(field)' step must be a mapping with 'when' and 'then'", at: item.range)
                return nil
            }
            reader.checkKeys(entries, known: FrontMatterField.gherkinStepFields.map(\.name), context: "a '\(field)' step")
            func value(_ key: String) -> String? { item[key].flatMap { reader.text($0, field: "\(field).\(key)") }?.collapsedWhitespace }
            guard item["when"] != nil || item["then"] != nil else {
                reader.report(.gherkinStep, "a '\(field)' step has neither 'when' nor 'then'", at: item.range,
                              hint: "write the step as '- when: I press tab' and '  then: focus moves to the control'")
                return nil
            }
            return GherkinStep(when: value("when"), then: value("then"), result: value("result"), location: item.location)
        }
    }

    /// iOS tips without Android tips in a section, or the reverse.
    static func platformGaps(in sections: [TipSection], file: String) -> [Diagnostic] {
        sections.compactMap { section in
            let platforms = Set(section.platforms)
            let pair: (has: Platform, lacks: Platform)
            if platforms.contains(.ios), !platforms.contains(.android) {
                pair = (.ios, .android)
            } else if platforms.contains(.android), !platforms.contains(.ios) {
                pair = (.android, .ios)
            } else {
                return nil
            }
            return Diagnostic(
                .platformGap, "'\(section.title)' has \(pair.has.displayName) tips but no \(pair.lacks.displayName) tips",
                file: file, at: SourceRange(at: section.location),
                hint: "add a '- **\(pair.lacks.displayName)**' item with nested tips under this heading")
        }
    }

    /// Why a file name cannot be a page address, or nil when it can.
    static func slugProblem(_ slug: String) -> String? {
        if slug.isEmpty { return "is empty" }
        if slug.hasPrefix(".") { return "starts with a dot" }
        if slug.contains("%") { return "contains '%', which would be read as an escape in URLs" }
        if slug.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "contains control characters"
        }
        return nil
    }
}

private extension YAMLNode {
    /// The value of a front-matter field, for mappings.
    subscript(field: FrontMatterField) -> YAMLNode? { self[field.name] }
}
