import Foundation
import PatternsCore
import PatternsDiagnostics

/// The machine-readable exports of entries' criteria: JSON (with its schema), CSV, Gherkin
/// feature files and `llms.txt`, so criteria can be used outside the website.
///
/// The build exports every entry (`files()`); `patterns export` writes the same formats for a
/// selection of entries (`text(_:for:)`), so both go through these functions.
public struct CriteriaExport: Sendable {
    let site: Site
    let context: SiteContext
    let criteria: CriteriaBook

    public init(site: Site, context: SiteContext, criteria: CriteriaBook) {
        self.site = site
        self.context = context
        self.criteria = criteria
    }

    /// The site's export files of all entries together; `criteria.json` and `criteria.csv` are streamed
    /// entry by entry rather than held whole. Each entry's feature file is its own (`featureFile`).
    public func files() -> [RenderedFile] {
        let export = self
        return [
            RenderedFile(path: SiteLayout.criteriaJSON, streaming: { sink in export.json(export.site.entries.lazy.map(\.summary), into: sink) }),
            RenderedFile(path: SiteLayout.criteriaSchema, text: CriteriaSchema.text),
            RenderedFile(path: SiteLayout.criteriaCSV, streaming: { sink in export.csv(export.site.entries.lazy.map(\.summary), into: sink) }),
            RenderedFile(path: SiteLayout.llmsText, text: llmsText()),
        ]
    }

    /// An entry's Cucumber feature file, its feature made already (`featureText(of:criteria:)`; a
    /// whole-site build makes it with the entry's criteria, `CriteriaCopies`).
    public static func featureFile(of entry: EntrySummary, text: String, config: SiteConfig) -> RenderedFile {
        RenderedFile(path: featurePath(entry, config: config), text: text)
    }

    /// Where an entry's feature file goes: `features/<slug>.feature`, or `features/<collection>/<slug>.feature`
    /// on a site that declares collections.
    static func featurePath(_ entry: EntrySummary, config: SiteConfig) -> OutputPath {
        SiteLayout.feature(slug: entry.slug, collection: entry.id.namedCollection(in: config))
    }

    /// The Cucumber feature of one entry.
    public func feature(_ entry: EntrySummary) -> String {
        Self.featureText(of: entry, criteria: criteria[entry])
    }

    /// The Cucumber feature of one entry, from its criteria: the same on every site.
    public static func featureText(of entry: EntrySummary, criteria: AcceptanceCriteria) -> String {
        GherkinFeature(entry: entry, criteria: criteria).text
    }

    /// The entry's page address: absolute when the site's base URL is known, else relative to the site root.
    func url(for entry: EntrySummary) -> String {
        let page = entry.pagePath
        return context.absoluteURL(for: page) ?? SiteLayout.homePage.relativeURL(to: page)
    }

    /// `criteria.json`: the entries with their criteria, valid against `criteria.schema.json`.
    /// Written entry by entry, keys in sorted order, in the indented layout people read.
    func json(_ entries: [EntrySummary]) -> String {
        var text = ""
        json(entries, into: { text += $0 })
        return text
    }

    /// `criteria.json` handed to `sink` an entry at a time.
    func json(_ entries: some Collection<EntrySummary>, into sink: (String) -> Void) {
        var writer = JSONWriter(style: .indented)
        writer.beginObject()
        writer.key(CriteriaSchema.Document.schema)
        writer.string(SiteLayout.criteriaSchema.text)
        writer.key(CriteriaSchema.Document.entries)
        writer.beginArray()
        for entry in entries {
            write(entry, to: &writer)
            sink(writer.take())
        }
        writer.endArray()
        writer.key(CriteriaSchema.Document.site)
        writer.string(site.config.title)
        writer.endObject()
        sink(writer.take() + "\n")
    }

    /// One entry of `criteria.json`, its keys (the fields of `CriteriaSchema.Entry`) sorted as the schema's readers expect.
    private func write(_ entry: EntrySummary, to writer: inout JSONWriter) {
        typealias Field = CriteriaSchema.Entry
        let exported = ExportedEntry(criteria: criteria[entry])
        var members: [(field: JSONField, write: (inout JSONWriter) -> Void)] = [
            (Field.id, { $0.string(entry.slug) }),
            (Field.title, { $0.string(entry.title) }),
            (Field.url, { $0.string(url(for: entry)) }),
        ]
        if let collection = entry.id.namedCollection(in: site.config) { members.append((Field.collection, { $0.string(collection) })) }
        members += [
            (Field.categories, { $0.strings(entry.categories) }),
            (Field.platforms, { $0.strings(entry.platforms.map(\.id)) }),
            (Field.condensed, { $0.strings(exported.condensedLines) }),
            (Field.gherkin, { $0.strings(exported.gherkinLines) }),
        ]
        if let description = entry.description { members.append((Field.description, { $0.string(description) })) }
        if !entry.wcag.citedIDs.isEmpty { members.append((Field.wcag, { $0.strings(entry.wcag.citedIDs) })) }
        if !entry.sources.isEmpty { members.append((Field.sources, { Self.write(entry.sources, to: &$0) })) }
        for mode in TestingMode.allCases {
            members.append((Field.mode(mode), { writer in Self.write(mode, of: entry, to: &writer) }))
        }
        writer.beginObject()
        for member in members.sorted(by: { $0.field.name < $1.field.name }) {
            writer.key(member.field)
            member.write(&writer)
        }
        writer.endObject()
    }

    /// An entry's criteria of one testing mode, each with the fields of `CriteriaSchema.Pair` in sorted order.
    private static func write(_ mode: TestingMode, of entry: EntrySummary, to writer: inout JSONWriter) {
        typealias Field = CriteriaSchema.Pair
        writer.beginArray()
        for (key, criterion) in mode.keyedCriteria(of: entry) {
            writer.beginObject()
            writer.key(Field.expected)
            writer.string(criterion.expectation)
            writer.key(Field.id)
            writer.string(CriterionID(entry: entry.id, key: key).description)
            writer.key(Field.input)
            writer.string(criterion.input)
            if entry.isUnconfirmed(key) {
                writer.key(Field.unconfirmed)
                writer.bool(true)
            }
            writer.endObject()
        }
        writer.endArray()
    }

    /// An entry's sources and unconfirmed criteria as Markdown, for answers in a format that has
    /// neither (condensed, Gherkin, CSV); nil when it has none.
    public static func evidenceMarkdown(of entry: EntrySummary) -> String? { CriteriaMarkdown.evidence(of: entry) }

    /// An entry's `sources`: each with its title, address and the keys it backs (when any), keys
    /// (the fields of `CriteriaSchema.Source`) sorted.
    static func write(_ sources: [SourceReference], to writer: inout JSONWriter) {
        typealias Field = CriteriaSchema.Source
        writer.beginArray()
        for source in sources {
            writer.beginObject()
            if !source.backs.isEmpty {
                writer.key(Field.backs)
                writer.strings(source.backs.map(\.key))
            }
            writer.key(Field.title)
            writer.string(source.title)
            writer.key(Field.url)
            writer.string(source.url)
            writer.endObject()
        }
        writer.endArray()
    }

    /// One row per criterion: a spreadsheet test plan with a result column to fill in.
    func csv(_ entries: [EntrySummary]) -> String {
        var text = ""
        csv(entries, into: { text += $0 })
        return text
    }

    /// `criteria.csv` handed to `sink` an entry's rows at a time.
    ///
    /// Each row is written as bytes: the cells an entry's rows share (its name, title, address,
    /// categories and platforms) are quoted once per entry, then each row's own cells after them.
    func csv(_ entries: some Collection<EntrySummary>, into sink: (String) -> Void) {
        let named = !site.config.declaredCollections.isEmpty
        var bytes: [UInt8] = []
        Self.appendCSVRow((named ? ["collection"] : []) + ["entry", "title", "url", "categories", "platforms", "criterion id", "section",
                                                           "input", "expected result", "result"], to: &bytes)
        sink(String(decoding: bytes, as: UTF8.self))
        var common: [UInt8] = []
        for entry in entries {
            common.removeAll(keepingCapacity: true)
            for cell in [entry.id.namedCollection(in: site.config)].compactMap({ $0 }) + [entry.slug, entry.title, url(for: entry),
                         entry.categories.joined(separator: " "), entry.platforms.map(\.id).joined(separator: " ")] {
                Self.appendCSVField(cell, to: &common)
                common.append(UInt8(ascii: ","))
            }
            bytes.removeAll(keepingCapacity: true)
            for mode in TestingMode.allCases {
                for (key, criterion) in mode.keyedCriteria(of: entry) {
                    bytes += common
                    Self.appendCSVRow([CriterionID(entry: entry.id, key: key).description, mode.title, criterion.displayInput,
                                       criterion.expectation, ""], to: &bytes)
                }
            }
            for row in Self.wcagRows(entry.wcag) {
                bytes += common
                Self.appendCSVRow([""] + row + [""], to: &bytes)
            }
            sink(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// The cells as one CSV line, each `appendCSVField`, ended by CRLF.
    static func csvLine(_ cells: [String]) -> String {
        var bytes: [UInt8] = []
        appendCSVRow(cells, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `csvLine(_:)`'s UTF-8 appended to `bytes`.
    static func appendCSVRow(_ cells: [String], to bytes: inout [UInt8]) {
        for (index, cell) in cells.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            appendCSVField(cell, to: &bytes)
        }
        bytes.append(0x0D)
        bytes.append(0x0A)
    }

    /// The WCAG rows of the test plan: each plain-language criterion with the success criteria it
    /// cites as its input, then each success criterion cited on its own.
    static func wcagRows(_ mapping: WCAGMapping) -> [[String]] {
        let grouped = mapping.groups.flatMap { group in
            group.criteria.map { ["WCAG \(group.principle.name)", $0.successCriteria.joined(separator: " "), $0.text] }
        }
        let listed = mapping.listed.compactMap(WCAGIndex.criterion(id:)).map { ["WCAG", $0.id, $0.label] }
        return grouped + listed
    }

    /// One CSV cell's UTF-8 appended to `bytes`: RFC 4180 quoting, plus a leading apostrophe for a
    /// cell a spreadsheet would run as a formula. Bytes, not characters: a CRLF is one Character,
    /// equal to neither "\r" nor "\n".
    static func appendCSVField(_ value: String, to bytes: inout [UInt8]) {
        var value = value
        value.withUTF8 { text in
            let quoted = text.contains { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }
            if quoted { bytes.append(0x22) }
            if let first = text.first, first == UInt8(ascii: "=") || first == UInt8(ascii: "+") || first == UInt8(ascii: "-")
                || first == UInt8(ascii: "@") {
                bytes.append(UInt8(ascii: "'"))
            }
            guard quoted else { return bytes.append(contentsOf: text) }
            var copied = 0
            for index in text.indices where text[index] == 0x22 {
                // Up to and including the quote, which is then doubled.
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[copied...index]))
                bytes.append(0x22)
                copied = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[copied...]))
            bytes.append(0x22)
        }
    }

    /// The llms.txt convention: a title, a summary, then links with one-line descriptions.
    private func llmsText() -> String {
        var text = "# \(site.config.title)\n\n"
        if let description = site.config.description { text += "> \(description)\n\n" }
        text += "Acceptance criteria for every pattern: [\(SiteLayout.criteriaJSON)](\(link(SiteLayout.criteriaJSON))), "
            + "[\(SiteLayout.criteriaCSV)](\(link(SiteLayout.criteriaCSV))); one Gherkin feature per pattern under \(SiteLayout.featuresFolder).\n\n"
        for group in site.categoryGroups {
            text += "## \(site.config.naming(group.category.title, in: group.collection.id))\n\n"
            for entry in group.entries {
                text += "- [\(entry.title)](\(url(for: entry)))"
                if let description = entry.description { text += ": \(description)" }
                text += " Criteria: [\(entry.slug).feature](\(link(Self.featurePath(entry, config: site.config))))"
                if !entry.wcag.citedIDs.isEmpty { text += " WCAG 2.2: \(entry.wcag.citedIDs.joined(separator: ", "))." }
                text += "\n"
            }
            text += "\n"
        }
        if !site.guides.isEmpty {
            text += "## Guides\n\n"
            for guide in site.guides {
                let page = guide.pagePath
                text += "- [\(guide.title)](\(context.absoluteURL(for: page) ?? page.text))"
                if let description = guide.description { text += ": \(description)" }
                text += "\n"
            }
        }
        return text
    }

    private func link(_ path: OutputPath) -> String {
        (context.baseURL ?? "") + path.text
    }
}

/// An entry's generated criteria as the JSON export lists them: one string per line.
struct ExportedEntry {
    let condensedLines: [String]
    let gherkinLines: [String]

    init(criteria: AcceptanceCriteria) {
        condensedLines = Self.lines(of: criteria.condensedText)
        gherkinLines = Self.lines(of: criteria.gherkinText)
    }

    /// The text's lines, split on its UTF-8 bytes in one pass (a split by `Character` costs a grapheme
    /// walk of every export, and the generic split of the UTF-8 view a slice per line).
    private static func lines(of text: String) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            var lines: [String] = []
            var start = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == 0x0A {
                lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                start = index + 1
            }
            return lines
        }
    }
}
