import PatternsCore

extension CoverageReport {
    /// The report as GitHub Flavored Markdown: tables of figures, then each gap as a list item
    /// linking to the entry's page.
    func markdown() -> String {
        var lines: [String] = []
        let overall = coverage.totals.overall
        lines.append("# Coverage of \(Self.escaped(site.config.title))")
        lines.append("")
        lines.append("**\(overall.percentText)** of expected items are present (\(Self.counts(overall))). \(Self.definition)")
        lines.append("")
        lines += Self.table(["Kind", "Notes", "Present", "Expected", "Coverage"], CoverageKind.allCases.map { kind in
            let tally = coverage.totals[kind]
            return [kind.title, coverage.note(kind) ?? "", "\(tally.present)", "\(tally.expected)",
                    coverage.percentText(kind)]
        }, textColumns: 2)
        lines.append("")
        lines.append("## By collection and category")
        lines.append("")
        var rows: [[String]] = []
        for collection in coverage.collections {
            let title = Self.escaped(collection.collection.title)
            rows.append(["**\(title)**", "", "\(collection.entryCount)", Self.counts(collection.totals.overall),
                         collection.totals.overall.percentText])
            for category in collection.categories {
                rows.append([title, Self.escaped(category.category.title), "\(category.entries.count)",
                             Self.counts(category.totals.overall), category.totals.overall.percentText])
            }
        }
        lines += Self.table(["Collection", "Category", "Entries", "Present", "Coverage"], rows, textColumns: 2)
        lines.append("")
        lines.append("## Platform tips by section")
        lines.append("")
        lines += Self.table(["Platform"] + CoverageSection.allCases.map(\.title) + ["All"], coverage.platforms.map { platform in
            [platform.platform.displayName] + platform.sections.map(\.percentText) + [platform.total.percentText]
        })
        for list in gapLists {
            lines += section(list.title, count: list.entries.count, items: list.entries.map { entry in
                link(entry.entry) + (list.detail(entry).map { ": \(Self.escaped($0))" } ?? "")
            })
        }
        for list in informationLists {
            lines += section("\(list.title), for information", count: list.entries.count, items: list.entries.map { entry in
                link(entry.entry) + (list.detail(entry).map { ": \(Self.escaped($0))" } ?? "")
            })
        }
        lines += section("WCAG 2.2 A and AA success criteria no entry cites", count: coverage.uncitedCriteria.count,
                         items: coverage.uncitedCriteria.map { "[\(Self.escaped($0.label))](\($0.understandingURL))" })
        return lines.joined(separator: "\n") + "\n"
    }

    /// `[Button](patterns/button/index.html) (content/patterns/controls/button.md)`.
    private func link(_ entry: PatternEntry) -> String {
        "[\(Self.escaped(name(entry)))](\(url(entry))) (`\(entry.sourcePath)`)"
    }

    /// A `##` heading with the count, then the items as a list, or "None.".
    private func section(_ title: String, count: Int, items: [String]) -> [String] {
        ["", "## \(title) (\(count))", ""] + (items.isEmpty ? ["None."] : items.map { "- " + $0 })
    }

    /// A table whose first `textColumns` columns are text, aligned left, and the rest figures, aligned right.
    private static func table(_ header: [String], _ rows: [[String]], textColumns: Int = 1) -> [String] {
        func line(_ cells: [String]) -> String { "| " + cells.joined(separator: " | ") + " |" }
        return [line(header), line(header.indices.map { $0 < textColumns ? "---" : "---:" })] + rows.map(line)
    }

    /// Titles are plain text: the Markdown export's escaping.
    static func escaped(_ text: String) -> String { CriteriaMarkdown.escaped(text) }
}
