import Foundation
import PatternsCore

/// The machine-readable exports of entries' criteria: JSON (with its schema), CSV, Gherkin
/// feature files and `llms.txt`, so criteria can be used outside the website.
///
/// The build exports every entry (`files()`); `patterns export` writes the same formats for a
/// selection of entries (`text(_:for:)`), so both go through these functions.
public struct CriteriaExport: Sendable {
    let site: Site
    let context: SiteContext
    let criteria: CriteriaBook

    func files() -> [RenderedFile] {
        var files = [
            RenderedFile(path: "criteria.json", text: json(site.entries)),
            RenderedFile(path: "criteria.schema.json", text: CriteriaSchema.text),
            RenderedFile(path: "criteria.csv", text: csv(site.entries)),
            RenderedFile(path: "llms.txt", text: llmsText()),
        ]
        files += site.entries.map { entry in
            RenderedFile(path: "features/\(entry.slug).feature", text: feature(entry))
        }
        return files
    }

    /// The Cucumber feature of one entry, as `features/<slug>.feature`.
    func feature(_ entry: PatternEntry) -> String {
        GherkinFeature(entry: entry, criteria: criteria[entry]).text
    }

    /// The entry's page address: absolute when the site's base URL is known, else relative to the site root.
    func url(for entry: PatternEntry) -> String {
        let page = EntryPage.path(for: entry)
        return context.absoluteURL(for: page) ?? SitePaths.relativeURL(from: "index.html", to: page)
    }

    /// `criteria.json`: the entries with their criteria, valid against `criteria.schema.json`.
    func json(_ entries: [PatternEntry]) -> String {
        struct Document: Encodable {
            let schema = "criteria.schema.json"
            let site: String
            let entries: [Item]
            enum CodingKeys: String, CodingKey { case schema = "$schema", site, entries }
        }
        struct Pair: Encodable { let input: String; let expected: String }
        struct Item: Encodable {
            let id, title, url: String
            let description: String?
            let categories, platforms: [String]
            /// Each testing mode's criteria, under the mode's id.
            let criteria: [TestingMode: [Pair]]
            let condensed, gherkin: [String]

            struct Key: CodingKey {
                let stringValue: String
                init(_ name: String) { stringValue = name }
                init?(stringValue: String) { self.stringValue = stringValue }
                var intValue: Int? { nil }
                init?(intValue: Int) { nil }
            }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                try container.encode(id, forKey: Key("id"))
                try container.encode(title, forKey: Key("title"))
                try container.encode(url, forKey: Key("url"))
                try container.encodeIfPresent(description, forKey: Key("description"))
                try container.encode(categories, forKey: Key("categories"))
                try container.encode(platforms, forKey: Key("platforms"))
                for mode in TestingMode.allCases { try container.encode(criteria[mode] ?? [], forKey: Key(mode.id)) }
                try container.encode(condensed, forKey: Key("condensed"))
                try container.encode(gherkin, forKey: Key("gherkin"))
            }
        }
        let items = entries.map { entry in
            let exported = ExportedEntry(criteria: criteria[entry])
            return Item(id: entry.slug, title: entry.title, url: url(for: entry), description: entry.description,
                        categories: entry.categories, platforms: entry.platforms.map(\.id),
                        criteria: Dictionary(uniqueKeysWithValues: TestingMode.allCases.map { mode in
                            (mode, mode.criteria(of: entry).map { Pair(input: $0.input, expected: $0.expectation) })
                        }),
                        condensed: exported.condensedLines, gherkin: exported.gherkinLines)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(Document(site: site.config.title, entries: items))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// One row per criterion: a spreadsheet test plan with a result column to fill in.
    func csv(_ entries: [PatternEntry]) -> String {
        var rows = [["entry", "title", "url", "categories", "platforms", "section", "input", "expected result", "result"]]
        for entry in entries {
            let common = [entry.slug, entry.title, url(for: entry), entry.categories.joined(separator: " "),
                          entry.platforms.map(\.id).joined(separator: " ")]
            for mode in TestingMode.allCases {
                for criterion in mode.criteria(of: entry) {
                    rows.append(common + [mode.title, criterion.displayInput, criterion.expectation, ""])
                }
            }
        }
        return rows.map { $0.map(Self.csvField).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    /// RFC 4180 quoting, plus a leading apostrophe for cells a spreadsheet would run as a formula.
    static func csvField(_ value: String) -> String {
        var text = value
        if let first = text.first, "=+-@".contains(first) { text = "'" + text }
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// The llms.txt convention: a title, a summary, then links with one-line descriptions.
    private func llmsText() -> String {
        var text = "# \(site.config.title)\n\n"
        if let description = site.config.description { text += "> \(description)\n\n" }
        text += "Acceptance criteria for every pattern: [criteria.json](\(link("criteria.json"))), "
            + "[criteria.csv](\(link("criteria.csv"))); one Gherkin feature per pattern under features/.\n\n"
        for group in site.categoryGroups {
            text += "## \(group.category.title)\n\n"
            for entry in group.entries {
                text += "- [\(entry.title)](\(url(for: entry)))"
                if let description = entry.description { text += ": \(description)" }
                text += " Criteria: [\(entry.slug).feature](\(link("features/\(entry.slug).feature")))\n"
            }
            text += "\n"
        }
        if !site.guides.isEmpty {
            text += "## Guides\n\n"
            for guide in site.guides {
                let page = guide.pagePath
                text += "- [\(guide.title)](\(context.absoluteURL(for: page) ?? page))"
                if let description = guide.description { text += ": \(description)" }
                text += "\n"
            }
        }
        return text
    }

    private func link(_ path: String) -> String {
        (context.baseURL ?? "") + path
    }
}

/// An entry's generated criteria as the JSON export lists them: one string per line.
struct ExportedEntry {
    let condensedLines: [String]
    let gherkinLines: [String]

    init(criteria: AcceptanceCriteria) {
        condensedLines = criteria.condensedText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        gherkinLines = criteria.gherkinText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
