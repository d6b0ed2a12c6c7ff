import PatternsCore

/// A format `patterns report coverage` writes.
public enum CoverageFormat: String, CaseIterable, Sendable {
    /// For people in a terminal: aligned figures, then every gap by source file.
    case text
    /// The same as Markdown tables and lists, for a pull request or an issue.
    case markdown
    /// A stable document for scripts (its shape is in the README).
    case json
}

/// `patterns report coverage`: what a catalog has of what it expects, and every gap, as text,
/// Markdown or JSON, from the same `CatalogCoverage` the site's coverage page shows.
public struct CoverageReport: Sendable {
    let site: Site
    let coverage: CatalogCoverage
    let context: SiteContext

    public init(site: Site, coverage: CatalogCoverage) {
        self.site = site
        self.coverage = coverage
        context = SiteContext(title: site.config.title, baseURL: site.config.baseURL)
    }

    public func text(_ format: CoverageFormat) -> String {
        switch format {
        case .text: plainText()
        case .markdown: markdown()
        case .json: json()
        }
    }

    /// How reports name an entry: its title, with its collection on a site that declares collections.
    func name(_ entry: PatternEntry) -> String { site.config.naming(entry.title, in: entry.collection) }

    /// The entry's page: absolute when the site's address is known, else relative to the site root.
    func url(_ entry: PatternEntry) -> String {
        context.absoluteURL(for: entry.pagePath) ?? SiteLayout.homePage.relativeURL(to: entry.pagePath)
    }

    /// `Android: State, Focus; iOS: Focus`.
    static func missingTips(_ entry: EntryCoverage) -> String {
        entry.platforms.compactMap { platform in
            let sections = entry.missingTips.filter { $0.platform == platform }.map(\.section.title)
            return sections.isEmpty ? nil : "\(platform.displayName): \(sections.joined(separator: ", "))"
        }.joined(separator: "; ")
    }

    /// `iOS VoiceOver, Android TalkBack`: the kinds of an entry's videos without captions.
    public static func uncaptioned(_ entry: EntryCoverage) -> String {
        entry.videosWithoutCaptions.map(\.kind.title).joined(separator: ", ")
    }

    /// `1 entry`, `3 entries`.
    static func entries(_ count: Int) -> String { count == 1 ? "1 entry" : "\(count) entries" }

    /// `47 of 60`.
    public static func counts(_ tally: CoverageTally) -> String { "\(tally.present) of \(tally.expected)" }

    /// The lists of gaps every format shows, in order, with what each item says beyond the entry.
    var gapLists: [(title: String, entries: [EntryCoverage], detail: (EntryCoverage) -> String?)] {
        [
            ("Missing tips", coverage.entriesMissingTips, { Self.missingTips($0) }),
            ("Entries without WCAG references", coverage.entriesWithoutWCAG, { _ in nil }),
            ("Web entries without a working example", coverage.entriesWithoutExamples, { _ in nil }),
            ("Videos without captions", coverage.entriesWithUncaptionedVideos, { Self.uncaptioned($0) }),
        ]
    }

    /// Lists that are not gaps: entries whose WCAG criteria are in plain language only (they count as
    /// WCAG references; success-criterion numbers would link them to the WCAG pages), and, on a site
    /// that declares videos, entries without any.
    /// Then entries without sources, and those with behaviours still to be confirmed on a device
    /// (each with its criterion keys): figures kept out of the overall percentage by default.
    var informationLists: [(title: String, entries: [EntryCoverage], detail: (EntryCoverage) -> String?)] {
        [("Entries with plain-language WCAG criteria only, citing no success criterion", coverage.entriesWithPlainLanguageWCAGOnly, { _ in nil })]
            + (coverage.expectsVideos ? [("Entries without videos", coverage.entriesWithoutVideos, { _ in nil })] : [])
            + [("Entries without sources", coverage.entriesWithoutSources, { _ in nil }),
               ("Behaviours not yet confirmed on a device", coverage.entries.filter { !$0.entry.unconfirmed.isEmpty },
                { $0.entry.unconfirmed.map(\.key).joined(separator: ", ") })]
    }

    /// What the percentage counts, one sentence.
    static let definition = "Each expected item weighs one: a tip per platform and section (a section marked n/a counts "
        + "as present), WCAG references per entry (success criteria cited by number, or plain-language criteria under "
        + "WCAG's principles), a working example per entry of a web collection, captions per video found."

    private func plainText() -> String {
        var lines: [String] = []
        let overall = coverage.totals.overall
        lines.append("Coverage of \(site.config.title): \(overall.percentText) (\(Self.counts(overall)) expected items)")
        lines.append("")
        lines += Self.aligned(CoverageKind.allCases.map { kind in
            [kind.title, coverage.percentText(kind), "(\(([Self.counts(coverage.totals[kind])] + [coverage.note(kind)].compactMap { $0 }).joined(separator: "; ")))"]
        }, rightAligned: [1])
        lines.append("")
        lines.append("By collection and category")
        var rows: [[String]] = []
        for collection in coverage.collections {
            rows.append([collection.collection.title, collection.totals.overall.percentText,
                         "(\(Self.counts(collection.totals.overall))), \(Self.entries(collection.entryCount))"])
            for category in collection.categories {
                rows.append(["  " + category.category.title, category.totals.overall.percentText,
                             "(\(Self.counts(category.totals.overall))), \(Self.entries(category.entries.count))"])
            }
        }
        lines += Self.aligned(rows, rightAligned: [1])
        lines.append("")
        lines.append("Platform tips by section")
        let header = ["Platform"] + CoverageSection.allCases.map(\.title) + ["All"]
        let platformRows = coverage.platforms.map { platform in
            [platform.platform.displayName] + platform.sections.map(\.percentText) + [platform.total.percentText]
        }
        lines += Self.aligned([header] + platformRows, rightAligned: Set(1..<header.count))
        for list in gapLists {
            lines.append("")
            lines.append("\(list.title) (\(list.entries.count))")
            lines += list.entries.map { entry in
                "  \(entry.entry.sourcePath) (\(entry.entry.title))" + (list.detail(entry).map { ": \($0)" } ?? "")
            }
        }
        for list in informationLists {
            lines.append("")
            lines.append("\(list.title), for information (\(list.entries.count))")
            lines += list.entries.map { entry in
                "  \(entry.entry.sourcePath) (\(entry.entry.title))" + (list.detail(entry).map { ": \($0)" } ?? "")
            }
        }
        lines.append("")
        lines.append("WCAG 2.2 A and AA success criteria no entry cites (\(coverage.uncitedCriteria.count))")
        lines += coverage.uncitedCriteria.map { "  \($0.label)" }
        lines.append("")
        lines.append(Self.definition)
        return lines.joined(separator: "\n") + "\n"
    }

    /// Rows as columns padded to their widest cell, two spaces apart, with the given columns
    /// aligned right; trailing spaces removed.
    static func aligned(_ rows: [[String]], rightAligned: Set<Int>) -> [String] {
        var widths: [Int] = []
        for row in rows {
            for (column, cell) in row.enumerated() {
                if column == widths.count { widths.append(0) }
                widths[column] = max(widths[column], cell.count)
            }
        }
        return rows.map { row in
            var line = "  "
            for (column, cell) in row.enumerated() {
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                line += (rightAligned.contains(column) ? padding + cell : cell + padding) + "  "
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
