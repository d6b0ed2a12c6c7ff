import PatternsDiagnostics
import PatternsMarkdown
import PatternsYAML

/// Reads one pattern entry file into a `PatternEntry`, collecting every problem in it.
struct PatternEntryReader {
    let config: SiteConfig
    /// Makes the tips' digest when building; nil when only validating.
    let renderer: (any BodyRenderer)?
    /// The site's example files, which the body's example fences may show.
    var examples = ExampleLibrary()
    /// What the reading keeps of the body (search terms, the tips' digest).
    var parts: BodyParts = .all

    /// Every key the front matter may have, from the one description of the entry format.
    static let knownKeys = FrontMatterField.patternEntry.map(\.name)

    /// The fields an entry of `collection` must have: title and categories, and the criteria maps
    /// its `required:` lists (keyboard, mobile and screenreader without one).
    static func requiredFields(in collection: EntryCollection) -> [FrontMatterField] {
        FrontMatterField.patternEntry.filter { field in
            guard let mode = TestingMode.allCases.first(where: { $0.field == field }) else { return field.isRequired }
            return collection.required.requires(mode)
        }
    }

    /// Top-level keys that are criteria of the map above them: `spacebar:` written at the margin after
    /// `keyboard:` and its indented keys. An unknown key holding text, after a criteria map and before
    /// any other known key, is one; a near-miss of a known key (`Title:`) is left to the key check.
    static func misplacedCriteria(in entries: [YAMLMappingEntry]) -> [(entry: YAMLMappingEntry, mode: TestingMode)] {
        var found: [(entry: YAMLMappingEntry, mode: TestingMode)] = []
        var above: TestingMode?
        for entry in entries {
            guard let key = entry.keyText else { continue }
            if knownKeys.contains(key) {
                above = TestingMode(rawValue: key).flatMap { mode in
                    entry.value.mappingEntries != nil || entry.value.isNull ? mode : nil
                }
                continue
            }
            guard let mode = above, entry.value.scalar != nil, closestMatch(to: key, in: knownKeys) == nil,
                  !ScreenReaderOutput.standardKeys.contains(key) else { continue }
            found.append((entry, mode))
        }
        return found
    }

    /// Returns nil only when the file has no usable front matter; diagnostics say why.
    func read(_ file: SourceFile, diagnostics: FileDiagnosticSink) -> PatternEntry? {
        readWithTips(file, diagnostics: diagnostics)?.entry
    }

    /// The entry and its tips as the notes' reader found them, with their positions, which the
    /// model does not keep (it keeps their outline, `EntrySummary.tipOutline`): for tests of the reading.
    func readWithTips(_ file: SourceFile, diagnostics: FileDiagnosticSink) -> (entry: PatternEntry, tipSections: [TipSection])? {
        let collection = config.collection(holding: file.path) ?? .implicit
        let split = FrontMatter.split(file.text, diagnostics: diagnostics)
        guard let yaml = split.yaml else {
            if split.form == nil, !diagnostics.contains(.frontMatterUnterminated) {
                diagnostics.diagnose(.frontMatterMissing, at: SourceLocation(line: 1, column: 1))
            }
            return nil
        }
        let parsed = YAMLParser().parse(yaml, file: file.path, firstLine: split.yamlFirstLine,
                                         firstLineColumnOffset: split.yamlFirstLineColumnOffset)
        diagnostics.emit(contentsOf: parsed.diagnostics)
        guard parsed.isComplete else { return nil }
        let frontMatterStart = SourceRange(at: SourceLocation(line: 1, column: 1))

        let reader = YAMLFieldReader(diagnostics: diagnostics)
        if parsed.root == nil || parsed.root?.isNull == true {
            diagnostics.diagnose(.frontMatterEmpty, at: frontMatterStart)
            return nil
        }
        guard let root = parsed.root, let entries = root.mappingEntries else {
            reader.diagnose(.entryFrontMatterNotMapping(found: parsed.root.map { $0.kindDescription } ?? "nothing"),
                            at: parsed.root?.range ?? frontMatterStart)
            return nil
        }
        let misplaced = Self.misplacedCriteria(in: entries)
        for (entry, mode) in misplaced {
            reader.diagnose(.misplacedCriterion(entry.keyText ?? "", map: mode.id), at: entry.key.range)
        }
        reader.checkKeys(entries.filter { entry in !misplaced.contains { $0.entry.key.range == entry.key.range } },
                         known: Self.knownKeys, context: "front matter",
                         nestedHints: Dictionary(uniqueKeysWithValues: ScreenReaderOutput.standardKeys.map { ($0, "screenreader") }))
        Placeholder.inFrontMatter(root, text: file.text, diagnostics: diagnostics)
        for field in Self.requiredFields(in: collection) where root[field] == nil {
            reader.diagnose(.missingField(field), at: frontMatterStart)
        }

        let title = root[.title].flatMap { reader.text($0, field: FrontMatterField.title.name) }?.collapsedWhitespace
        let description = root[.description].flatMap { reader.text($0, field: FrontMatterField.description.name) }?.collapsedWhitespace
        let categoryWords = root[.categories].map { reader.words($0, field: FrontMatterField.categories.name) } ?? []
        // A collection may list bare category ids beside those defined at the top of patterns.yml.
        let knownCategories = config.categories.map(\.id) + collection.categories.filter { config.category($0) == nil }
        if !knownCategories.isEmpty {
            for category in categoryWords where !knownCategories.contains(category.text) {
                reader.diagnose(.unknownCategory(category.text, configured: knownCategories),
                                at: SourceRange(at: category.location))
            }
        }
        let sitePlatforms = config.platforms(of: collection)
        let categories = categoryWords.map(\.text)
        let order = root[.order].flatMap { reader.integer($0, field: FrontMatterField.order.name) }
        var platforms: [Platform] = []
        if let node = root[.platforms] {
            for word in reader.words(node, field: FrontMatterField.platforms.name) {
                let platform = Platform(word.text).titled(by: sitePlatforms + config.platforms)
                if !sitePlatforms.contains(platform) {
                    reader.diagnose(.unknownPlatform(word.text, configured: sitePlatforms.map(\.id)),
                                    at: SourceRange(at: word.location))
                }
                platforms.append(platform)
            }
        }
        let notApplicable = Set(TestingMode.allCases.filter { mode in
            root[mode.field].flatMap(\.scalar).map { NotApplicable.matches($0.value) } ?? false
        })
        let keyboard = notApplicable.contains(.keyboard) ? [] : readCriteria(.keyboard, in: root, reader: reader)
        let mobile = notApplicable.contains(.mobile) ? [] : readCriteria(.mobile, in: root, reader: reader)
        let settings = notApplicable.contains(.settings) ? [] : readCriteria(.settings, in: root, reader: reader)
        let screenReader = notApplicable.contains(.screenReader) ? ScreenReaderOutput() : root.mappingEntries?.first(where: { $0.keyText == FrontMatterField.screenReader.name })
            .map { readScreenReader($0, required: collection.requiredScreenReaderKeys, reader: reader) } ?? ScreenReaderOutput()
        let gherkinKeyboard = root[.gherkinKeyboard].map { GherkinStepReader(reader: reader, field: FrontMatterField.gherkinKeyboard.name).read($0) } ?? []
        let gherkinMobile = root[.gherkinMobile].map { GherkinStepReader(reader: reader, field: FrontMatterField.gherkinMobile.name).read($0) } ?? []

        let wcag = root[.wcag].map { WCAGReader(reader: reader).read($0) } ?? WCAGMapping()
        let sourcesReader = SourcesReader(reader: reader)
        let (sources, backs) = root[.sources].map { sourcesReader.sources($0) } ?? ([], [])
        let unconfirmed = root[.verify].map { sourcesReader.keys($0, field: FrontMatterField.verify.name) } ?? []

        let pagePath = collection.page(slug: file.stem)
        let document = MarkdownDocument(parsing: split.body, options: config.markdown, firstLine: split.bodyFirstLine)
        var bodyReader = MarkdownBodyReader(diagnostics: diagnostics, handle: file.bodyHandle(after: split, kind: .entry), pagePath: pagePath,
                                            collections: config.collections, examples: examples,
                                            allowsRawHTML: config.markdown.allowsRawHTML, parts: parts)
        bodyReader.platforms = Self.bodyPlatforms(config: config, collection: collection)
        var output = bodyReader.read(document, takesLeadingTitle: false)
        Self.title(&output.tipSections, by: bodyReader.platforms)
        if output.body.isEmpty {
            diagnostics.diagnose(.emptyNotes, at: SourceLocation(line: split.bodyFirstLine, column: 1))
        }
        Self.reportPlatformGaps(in: output.tipSections, diagnostics: diagnostics)
        if let problem = Self.slugProblem(file.stem) {
            diagnostics.diagnose(.invalidSlug(file.stem, problem: problem), at: nil)
        }
        if platforms.isEmpty {
            platforms = sitePlatforms.filter { platform in output.tipSections.contains { $0.platforms.contains(platform) } }
        }
        var entry = PatternEntry(
            slug: file.stem, sourcePath: SourcePath(listed: file.path), title: title ?? file.stem,
            titleLocation: root[.title]?.location, description: description,
            categories: categories, platforms: platforms, keyboard: keyboard, mobile: mobile,
            screenReader: screenReader, settings: settings, gherkinKeyboard: gherkinKeyboard,
            gherkinMobile: gherkinMobile, wcag: wcag, body: output.body, tipSections: output.tipSections, collection: collection)
        entry.order = order
        if let renderer, parts.contains(.pages) {
            entry.tipContentDigest = renderer.keep(output.parsed, searchTerms: output.searchTerms, of: output.body.handle)
        } else if let renderer, !parts.isDisjoint(with: [.tips, .tipDigests]) {
            entry.tipContentDigest = renderer.tipContentDigest(of: output.parsed)
        }
        entry.notApplicable = TestingMode.allCases.filter(notApplicable.contains)
        entry.sources = sources
        entry.unconfirmed = unconfirmed
        let criterionKeys = entry.criterionKeys
        SourcesReader.check(unconfirmed, field: FrontMatterField.verify.name, known: criterionKeys, sections: false, diagnostics: diagnostics)
        SourcesReader.check(backs, field: "sources.backs",
                            known: criterionKeys + output.body.headings.map(\.anchor), diagnostics: diagnostics)
        return (entry, output.tipSections)
    }

    private func readCriteria(_ field: FrontMatterField, in root: YAMLNode, reader: YAMLFieldReader) -> [Criterion] {
        root[field].map { reader.criteria($0, field: field.name, example: field.example ?? "\(field.name): …") } ?? []
    }

    private func readScreenReader(_ entry: YAMLMappingEntry, required: [String], reader: YAMLFieldReader) -> ScreenReaderOutput {
        let example = "name: Purpose is clear and matches the visible label"
        guard let entries = reader.mapping(entry.value, field: FrontMatterField.screenReader.name, example: example) else {
            return ScreenReaderOutput()
        }
        // Extra keys are criteria rows of their own (kept in order). A near-miss of a standard key
        // (`Name`) is flagged only when the key it resembles is absent: beside `name` it is a row too.
        let keys = Set(entries.compactMap(\.keyText))
        for item in entries {
            guard let key = item.keyText, let standard = ScreenReaderOutput.standardKey(resembling: key),
                  !keys.contains(standard) else { continue }
            reader.diagnose(.keyVariant(key, in: "'screenreader'", suggestion: standard), at: item.key.range)
        }
        var output = ScreenReaderOutput()
        for key in required where !keys.contains(key) {
            reader.diagnose(.missingScreenReaderKey(key), at: entry.key.range)
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

    /// iOS tips without Android tips in a section, or the reverse.
    /// The platforms whose labels open tips in an entry's notes: its collection's, then the site's others.
    static func bodyPlatforms(config: SiteConfig, collection: EntryCollection) -> [Platform] {
        let own = config.platforms(of: collection)
        return own + config.platforms.filter { !own.contains($0) }
    }

    /// Tips name their platforms as the site titles them (`{ id: ios, title: "Apple iOS" }`).
    static func title(_ sections: inout [TipSection], by platforms: [Platform]) {
        for section in sections.indices {
            for tip in sections[section].tips.indices {
                sections[section].tips[tip].platform = sections[section].tips[tip].platform.titled(by: platforms)
            }
        }
    }

    static func reportPlatformGaps(in sections: [TipSection], diagnostics: FileDiagnosticSink) {
        for section in sections {
            let platforms = Set(section.platforms)
            let pair: (has: Platform, lacks: Platform)
            if platforms.contains(.ios), !platforms.contains(.android) {
                pair = (.ios, .android)
            } else if platforms.contains(.android), !platforms.contains(.ios) {
                pair = (.android, .ios)
            } else {
                continue
            }
            diagnostics.diagnose(.platformGap(section: section.title, has: pair.has, lacks: pair.lacks), at: section.location)
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
